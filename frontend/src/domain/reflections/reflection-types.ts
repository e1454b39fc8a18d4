import {
  hasCofounderAssignee as hasCofounderAssigneeOnWire,
  type CreateReflectionDto,
  type DraftGeneralSettingsDto,
  type EditPublishedReflectionDto,
  type GeneralSettingsView,
  type MemberWithRoleView,
  type PublishReflectionDto,
  type ReflectionView,
  type ResultsDropdownGroup,
  type ResultsStatusView,
  type TakeListItemView,
  type UpdateReflectionDto,
} from '@gc/contracts';
import { toWire, type FromWire } from '../../shared/api/wire-names';

// The contracts' shapes that carry the spec's `receiver`, as the app reads and writes them: `receiver`
// (the api slice renames the keys, shared/api/wire-names.ts).

/** GET /assessments/{id}: a draft, a template or a published reflection. */
export type Reflection = FromWire<ReflectionView>;
export type GeneralSettings = FromWire<GeneralSettingsView>;
/** An assignee, or a team member not assigned, of a published reflection. */
export type MemberWithRole = FromWire<MemberWithRoleView>;
export type PublishReflection = FromWire<PublishReflectionDto>;
export type EditPublishedReflection = FromWire<EditPublishedReflectionDto>;
export type CreateReflection = FromWire<CreateReflectionDto>;
export type UpdateReflection = FromWire<UpdateReflectionDto>;
export type DraftGeneralSettings = FromWire<DraftGeneralSettingsDto>;
/** A row of the member's inbox (GET /assessments/take) and of the dashboard's to-do list. */
export type TakeListItem = FromWire<TakeListItemView>;
/** The results hub's history dropdown, grouped by team. */
export type ResultsDropdown = FromWire<ResultsDropdownGroup>;
export type ResultsStatus = FromWire<ResultsStatusView>;

type CofounderCandidate = FromWire<Parameters<typeof hasCofounderAssigneeOnWire>[0][number]>;

/** contracts' rule (at least one receiver or observer is a Cofounder) on the app's members. */
export const hasCofounderAssignee = (members: readonly CofounderCandidate[]): boolean =>
  hasCofounderAssigneeOnWire(toWire(members));
