import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { REFLECTION_TEXT_MAX, RenameReflectionDto } from '@gc/contracts';
import { classValidatorResolver } from '@hookform/resolvers/class-validator';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../../shared/ui/form-text-field';

const resolver = classValidatorResolver(RenameReflectionDto);

interface RenameReflectionDialogProps {
  open: boolean;
  name: string;
  /** sends the new name; answers the server's refusal, or null when it was saved */
  onRename: (name: string) => Promise<string | null>;
  onClose: () => void;
}

/** 'Rename' (admin spec section 2 item menus; section 5: 'This field is required'). */
export function RenameReflectionDialog({ open, name, onRename, onClose }: RenameReflectionDialogProps) {
  const id = useId();
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
    <Dialog open={open} onClose={onClose} aria-labelledby={`${id}-title`} fullWidth maxWidth="sm">
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id={`${id}-title`}>Rename reflection</DialogTitle>
        <DialogContent sx={{ pt: '8px !important' }}>
          <FormTextField
            name="assessment_name"
            control={control}
            label="Reflection name"
            fullWidth
            autoFocus
            slotProps={{ htmlInput: { maxLength: REFLECTION_TEXT_MAX } }}
          />
          {failure && (
            <Typography role="alert" color="error" sx={{ mt: 2 }}>
              {failure}
            </Typography>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            Rename
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
