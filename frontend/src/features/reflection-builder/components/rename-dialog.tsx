import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { classValidatorResolver } from '@hookform/resolvers/class-validator';
import { REFLECTION_TEXT_MAX, RenameReflectionDto, type ReflectionListItemView } from '@gc/contracts';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useDispatch } from 'react-redux';
import { errorMessage } from '../../../shared/api/base-query';
import { useRenameReflectionMutation, useRenamePublishedMutation } from '../../../shared/reflections/reflections-api';
import { FormTextField } from '../../../shared/ui/form-text-field';
import { notificationShown } from '../../../shared/ui/notifications/notifications-slice';

const resolver = classValidatorResolver(RenameReflectionDto);

/** 'Rename' of a draft, template or published reflection (admin spec sections 2 and 5: 'This field is required'). */
export function RenameDialog({ item, onClose }: { item: ReflectionListItemView; onClose: () => void }) {
  const id = useId();
  const dispatch = useDispatch();
  const [renameDraft, draft] = useRenameReflectionMutation();
  const [renamePublished, published] = useRenamePublishedMutation();
  const { control, handleSubmit } = useForm<{ assessment_name: string }>({
    resolver: resolver as never,
    defaultValues: { assessment_name: item.assessment_name },
  });

  const submit = handleSubmit(async ({ assessment_name }) => {
    const write = { id: item.assessment_id, body: { assessment_name: assessment_name.trim() } };
    const result = item.kind === 'PUBLISHED' ? await renamePublished(write) : await renameDraft(write);
    if (result.error) {
      dispatch(notificationShown({ type: 'error', title: 'Rename failed', message: errorMessage(result.error) }));
      return;
    }
    dispatch(
      notificationShown({
        type: 'success',
        title: 'Changes successfully saved!',
        message: `Renamed to ${assessment_name.trim()}.`,
      }),
    );
    onClose();
  });

  return (
    <Dialog open onClose={onClose} aria-labelledby={`${id}-title`} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={`${id}-title`}>Rename</DialogTitle>
        <DialogContent>
          <FormTextField
            name="assessment_name"
            control={control}
            label="Reflection name"
            required
            autoFocus
            margin="dense"
            slotProps={{ htmlInput: { maxLength: REFLECTION_TEXT_MAX } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={draft.isLoading || published.isLoading}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
