import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { classValidatorResolver } from '@hookform/resolvers/class-validator';
import { CHAT_SESSION_NAME_MAX_LENGTH, RenameChatSessionDto } from '@gc/contracts';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../ui/form-text-field';

const resolver = classValidatorResolver(RenameChatSessionDto);

interface RenameChatDialogProps {
  name: string;
  busy: boolean;
  onSave: (name: string) => void;
  onCancel: () => void;
}

/** Rename a chat: not empty ('Chat name can not be empty, please provide a name.'), at most 20 characters. */
export function RenameChatDialog({ name, busy, onSave, onCancel }: RenameChatDialogProps) {
  const id = useId();
  const { control, handleSubmit } = useForm<RenameChatSessionDto>({
    resolver,
    defaultValues: { session_name: name },
  });
  return (
    <Dialog open onClose={onCancel} aria-labelledby={`${id}-title`} fullWidth maxWidth="xs">
      <form noValidate onSubmit={handleSubmit((values) => onSave(values.session_name.trim()))}>
        <DialogTitle id={`${id}-title`}>Rename chat</DialogTitle>
        <DialogContent>
          <FormTextField
            name="session_name"
            control={control}
            label="Chat name"
            autoFocus
            margin="dense"
            helperText={`At most ${CHAT_SESSION_NAME_MAX_LENGTH} characters.`}
            slotProps={{ htmlInput: { maxLength: CHAT_SESSION_NAME_MAX_LENGTH } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onCancel}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
