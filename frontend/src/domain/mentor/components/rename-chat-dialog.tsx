import { dtoResolver } from '../../../shared/forms/resolvers';
import { CHAT_SESSION_NAME_MAX_LENGTH, RenameChatSessionDto } from '@gc/contracts';

import { useForm } from 'react-hook-form';
import { FormTextField } from '../../../shared/ui/form-text-field';
import { NameDialog } from '../../../shared/ui/name-dialog';

const resolver = dtoResolver<RenameChatSessionDto>(RenameChatSessionDto);

interface RenameChatDialogProps {
  name: string;
  busy: boolean;
  onSave: (name: string) => void;
  onCancel: () => void;
}

/** Rename a chat: not empty ('Chat name can not be empty, please provide a name.'), at most 20 characters. */
export function RenameChatDialog({ name, busy, onSave, onCancel }: RenameChatDialogProps) {
  const { control, handleSubmit } = useForm<RenameChatSessionDto>({
    resolver,
    defaultValues: { session_name: name },
  });
  return (
    <NameDialog
      title="Rename chat"
      maxWidth="xs"
      busy={busy}
      onSubmit={handleSubmit((values) => onSave(values.session_name.trim()))}
      onCancel={onCancel}
    >
      <FormTextField
        name="session_name"
        control={control}
        label="Chat name"
        autoFocus
        margin="dense"
        helperText={`At most ${CHAT_SESSION_NAME_MAX_LENGTH} characters.`}
        maxLength={CHAT_SESSION_NAME_MAX_LENGTH}
      />
    </NameDialog>
  );
}
