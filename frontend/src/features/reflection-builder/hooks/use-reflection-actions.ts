import { cloneName, ReflectionMessages } from '@gc/contracts';
import type { Reflection } from '../../../domain/reflections/reflection-types';
import { useDispatch } from 'react-redux';
import { errorMessage } from '../../../shared/api/base-query';
import { browserTimeZone } from '../../../domain/reflections/reflection-dates';
import {
  useCopyReflectionMutation,
  useDeleteReflectionMutation,
  useDeleteTemplateMutation,
} from '../../../domain/reflections/reflections-api';
import { notificationShown } from '../../../shared/ui/notifications/notifications-slice';

/**
 * Clone and delete with the spec's notifications (sections 8 and 9): 'Assessment successfully cloned!',
 * 'Reflection deleted', and an error notification when either fails. Each answers whether it worked.
 */
export function useReflectionActions() {
  const dispatch = useDispatch();
  const [copy, copying] = useCopyReflectionMutation();
  const [remove, removing] = useDeleteReflectionMutation();
  const [removeTemplate, removingTemplate] = useDeleteTemplateMutation();

  const failed = (title: string, error: unknown) =>
    dispatch(notificationShown({ type: 'error', title, message: errorMessage(error) }));

  async function clone(item: { assessment_id: string; assessment_name: string }): Promise<Reflection | null> {
    const result = await copy({
      id: item.assessment_id,
      body: { assessment_name: cloneName(item.assessment_name, new Date(), browserTimeZone()) },
    });
    if (result.error) {
      failed('Clone failed', result.error);
      return null;
    }
    dispatch(
      notificationShown({
        type: 'success',
        title: ReflectionMessages.cloned,
        message: `${result.data.assessment_name} is in your drafts.`,
      }),
    );
    return result.data;
  }

  async function destroy(item: { assessment_id: string; assessment_name: string; kind: string }): Promise<boolean> {
    const result =
      item.kind === 'TEMPLATE' ? await removeTemplate(item.assessment_id) : await remove(item.assessment_id);
    if (result.error) {
      failed('Delete failed', result.error);
      return false;
    }
    dispatch(
      notificationShown({
        type: 'success',
        title: ReflectionMessages.reflectionDeleted,
        message: `${item.assessment_name} was deleted.`,
      }),
    );
    return true;
  }

  return {
    clone,
    destroy,
    busy: copying.isLoading || removing.isLoading || removingTemplate.isLoading,
  };
}
