import { dtoResolver } from '../../../shared/forms/resolvers';
import { REFLECTION_TEXT_MAX, RenameReflectionDto, type ReflectionListItemView } from '@gc/contracts';

import { useForm } from 'react-hook-form';
import { useDispatch } from 'react-redux';
import { errorMessage } from '../../../shared/api/base-query';
import { useRenameReflectionMutation, useRenamePublishedMutation } from '../../../domain/reflections/reflections-api';
import { FormTextField } from '../../../shared/ui/form-text-field';
import { notificationShown } from '../../../shared/ui/notifications/notifications-slice';
import { NameDialog } from '../../../shared/ui/name-dialog';

const resolver = dtoResolver<RenameReflectionDto>(RenameReflectionDto);

/** 'Rename' of a draft, template or published reflection (admin spec sections 2 and 5: 'This field is required'). */
export function RenameDialog({ item, onClose }: { item: ReflectionListItemView; onClose: () => void }) {
  const dispatch = useDispatch();
  const [renameDraft, draft] = useRenameReflectionMutation();
  const [renamePublished, published] = useRenamePublishedMutation();
  const { control, handleSubmit } = useForm<{ assessment_name: string }>({
    resolver,
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
    <NameDialog title="Rename" busy={draft.isLoading || published.isLoading} onSubmit={submit} onCancel={onClose}>
      <FormTextField
        name="assessment_name"
        control={control}
        label="Reflection name"
        required
        autoFocus
        margin="dense"
        maxLength={REFLECTION_TEXT_MAX}
      />
    </NameDialog>
  );
}
