import type { TakeListItem } from '../../domain/reflections/reflection-types';

/** Soonest due first (member spec section 7: the client sorts by due date). */
export const byDueDate = (a: TakeListItem, b: TakeListItem) =>
  new Date(a.due_date).getTime() - new Date(b.due_date).getTime();

/** The member's baseline still to take: the reflection the welcome modal offers. */
export const openBaseline = (items: readonly TakeListItem[]) =>
  items.find((item) => item.is_baseline && item.assessment_take_user_phase !== 'COMPLETED');
