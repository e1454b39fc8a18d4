import DialogContentText from '@mui/material/DialogContentText';
import { dtoResolver } from '../../../shared/forms/resolvers';
import { REFLECTION_TEXT_MAX, RenameReflectionDto } from '@gc/contracts';

import { useForm } from 'react-hook-form';
import { BuilderField } from './builder-field';
import { NameDialog } from '../../../shared/ui/name-dialog';

const resolver = dtoResolver<RenameReflectionDto>(RenameReflectionDto);

/**
 * 'Save as template' (issue 29): asks for the template's name ('This field is required'), prefilled with the
 * reflection's title. The template becomes one of the client's templates in the list's template grid.
 */
export function SaveTemplateDialog({
  name,
  busy,
  onCancel,
  onSave,
}: {
  name: string;
  busy: boolean;
  onCancel: () => void;
  onSave: (templateName: string) => void;
}) {
  const { control, handleSubmit } = useForm<{ assessment_name: string }>({
    resolver,
    defaultValues: { assessment_name: name },
    mode: 'onChange',
  });
  const submit = handleSubmit(({ assessment_name }) => onSave(assessment_name.trim()));
  return (
    <NameDialog
      title="Save as template"
      submitLabel="Save template"
      busy={busy}
      onSubmit={(event) => {
        event.stopPropagation();
        void submit(event);
      }}
      onCancel={onCancel}
    >
      <DialogContentText sx={{ mb: 1 }}>
        The template is saved with this form&apos;s questions and can start new forms under &apos;Choose a
        template&apos;.
      </DialogContentText>
      <BuilderField
        name="assessment_name"
        control={control}
        label="Template name"
        required
        autoFocus
        margin="dense"
        slotProps={{ htmlInput: { maxLength: REFLECTION_TEXT_MAX } }}
      />
    </NameDialog>
  );
}
