import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { classValidatorResolver } from '@hookform/resolvers/class-validator';
import { REFLECTION_TEXT_MAX, RenameReflectionDto } from '@gc/contracts';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { BuilderField } from './builder-field';

const resolver = classValidatorResolver(RenameReflectionDto);

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
  const id = useId();
  const { control, handleSubmit } = useForm<{ assessment_name: string }>({
    resolver: resolver as never,
    defaultValues: { assessment_name: name },
    mode: 'onChange',
  });
  const submit = handleSubmit(({ assessment_name }) => onSave(assessment_name.trim()));
  return (
    <Dialog open onClose={onCancel} aria-labelledby={`${id}-title`} fullWidth maxWidth="sm">
      <form
        onSubmit={(event) => {
          event.stopPropagation();
          void submit(event);
        }}
        noValidate
      >
        <DialogTitle id={`${id}-title`}>Save as template</DialogTitle>
        <DialogContent>
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
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onCancel}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            Save template
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
