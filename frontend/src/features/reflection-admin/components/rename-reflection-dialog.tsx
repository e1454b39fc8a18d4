import { REFLECTION_TEXT_MAX, RenameReflectionDto } from '@gc/contracts';
import { dtoResolver } from '../../../shared/forms/resolvers';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../../shared/ui/form-text-field';
import { NameDialog } from '../../../shared/ui/name-dialog';

const resolver = dtoResolver<RenameReflectionDto>(RenameReflectionDto);

interface RenameReflectionDialogProps {
  open: boolean;
  name: string;
  /** sends the new name; answers the server's refusal, or null when it was saved */
  onRename: (name: string) => Promise<string | null>;
  onClose: () => void;
}

/** 'Rename' (admin spec section 2 item menus; section 5: 'This field is required'). */
export function RenameReflectionDialog({ open, name, onRename, onClose }: RenameReflectionDialogProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<RenameReflectionDto>({ resolver, defaultValues: { assessment_name: name } });
  const onSubmit = handleSubmit(async (values) => {
    setFailure(await onRename(values.assessment_name.trim()));
  });
  return (
    <NameDialog
      title="Rename reflection"
      submitLabel="Rename"
      open={open}
      busy={isSubmitting}
      failure={failure}
      onSubmit={onSubmit}
      onCancel={onClose}
    >
      <FormTextField
        name="assessment_name"
        control={control}
        label="Reflection name"
        fullWidth
        autoFocus
        margin="dense"
        maxLength={REFLECTION_TEXT_MAX}
      />
    </NameDialog>
  );
}
