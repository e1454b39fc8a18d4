import {
  COFOUNDER_ASSIGNEE_REQUIRED,
  hasCofounderAssignee,
  needsCofounderAssignee,
  reflectionPhase,
  ReflectionMessages as M,
  type AdminPhase,
  type Confidentiality,
  type DraftSetupData,
  type ReflectionAssigneeData,
  type ReflectionEvent,
  type ReflectionSectionData,
} from '@gc/contracts';
import { DomainError, invalid, notFound } from '../../../shared/domain-error';
import type {
  AssigneeChoice,
  CatalogueIndex,
  DraftSetupChoice,
  PhaseInputs,
  ReflectionContent,
  TeamSnapshot,
} from './reflection.commands';
import type { ReflectionState } from './reflection.state';

// The rules the reflection decider applies to the document, its setup, its dates and its assignees.

export const staleRevision = () => new DomainError('conflict', M.staleRevision, 'STALE_REVISION');
export const instant = (iso: string) => new Date(iso).getTime();

/** Every question names a category of its type and a catalogue question of that category and type. */
export function checkAgainstCatalogue(content: ReflectionContent, catalogue: CatalogueIndex): void {
  for (const section of content.sections) {
    for (const q of section.questions) {
      const types = catalogue.categories.get(q.categoryId);
      if (!types || !types.includes(q.questionType)) throw invalid(M.unknownCategory, 'UNKNOWN_CATEGORY');
      const known = catalogue.questions.get(q.catalogueQuestionId);
      if (!known || known.type !== q.questionType || known.categoryId !== q.categoryId)
        throw invalid(M.unknownQuestion, 'UNKNOWN_QUESTION');
    }
  }
}

export function phaseOf(state: ReflectionState, inputs: PhaseInputs): AdminPhase {
  return reflectionPhase(
    {
      launchDate: state.launchDate as string,
      dueDate: state.dueDate as string,
      adminClosed: state.adminClosed,
      assigned: state.assignees.length,
      finished: inputs.finished,
    },
    inputs.now,
  );
}

/** The chosen members as facts: each a member of the team, named once, observer or receiver (not both). */
export function resolveAssignees(choices: readonly AssigneeChoice[], team: TeamSnapshot): ReflectionAssigneeData[] {
  const seen = new Set<string>();
  const out: ReflectionAssigneeData[] = [];
  for (const choice of choices) {
    const key = choice.email.trim().toLowerCase();
    if (seen.has(key)) throw invalid(M.memberTwice(choice.email), 'MEMBER_TWICE');
    seen.add(key);
    if (!choice.observer && !choice.receiver) continue; // listed, not assigned
    const teamRoleId = choice.userId ? team.members.get(choice.userId) : undefined;
    if (!choice.userId || teamRoleId === undefined) throw invalid(M.notATeamMember(choice.email), 'NOT_A_TEAM_MEMBER');
    if (choice.observer && choice.receiver) throw invalid(M.observerOrReceiver(choice.email), 'OBSERVER_OR_RECEIVER');
    out.push({ userId: choice.userId, teamRoleId, observer: choice.observer, receiver: choice.receiver });
  }
  return out;
}

export function checkDates(launchDate: string, dueDate: string): void {
  if (Number.isNaN(instant(launchDate)) || Number.isNaN(instant(dueDate))) throw invalid(M.selectDate, 'BAD_DATE');
  if (instant(dueDate) < instant(launchDate)) throw invalid(M.dueBeforeLaunch, 'DUE_BEFORE_LAUNCH');
}

/** A reflection asking cofounder questions needs a Cofounder among its assignees (contracts' rule, the builder's too). */
export function checkCofounderAssignee(
  sections: readonly ReflectionSectionData[],
  assignees: readonly ReflectionAssigneeData[],
) {
  const asked = sections.map((s) => ({ questions: s.questions.map((q) => ({ question_type: q.questionType })) }));
  const chosen = assignees.map((a) => ({ team_role_id: a.teamRoleId, observer: a.observer, reciever: a.receiver }));
  if (needsCofounderAssignee(asked) && !hasCofounderAssignee(chosen))
    throw invalid(M.cofounderAssigneeRequired, COFOUNDER_ASSIGNEE_REQUIRED);
}

/**
 * A draft's General setup as a fact: the team must be one of the caller's client (else 404, as other clients' ids),
 * the flagged members members of it (else 400). Nothing else is required: a draft may be incomplete.
 */
function resolveDraftSetup(kind: ReflectionState['kind'], choice: DraftSetupChoice): DraftSetupData {
  if (kind !== 'DRAFT') throw invalid(M.setupDraftOnly, 'SETUP_DRAFT_ONLY');
  if (choice.teamId && !choice.team) throw notFound(M.teamNotFound, 'TEAM_NOT_FOUND');
  const flagged = choice.members.some((m) => m.observer || m.receiver);
  if (flagged && !choice.team) throw invalid(M.selectTeam, 'TEAM_REQUIRED');
  const normal = (iso: string | null) => {
    if (!iso) return null;
    if (Number.isNaN(instant(iso))) throw invalid(M.selectDate, 'BAD_DATE');
    return new Date(iso).toISOString();
  };
  return {
    teamId: choice.team?.teamId ?? null,
    launchDate: normal(choice.launchDate),
    dueDate: normal(choice.dueDate),
    members: choice.team ? resolveAssignees(choice.members, choice.team) : [],
    confidentiality: choice.confidentiality,
    role: choice.role,
  };
}

/** Field by field (a fact read back from the store may list its keys in another order). */
function sameSetup(a: DraftSetupData, b: DraftSetupData): boolean {
  const promise = (c: Confidentiality | null) => (c ? `${c.mode}:${c.mode === 'OPEN' ? '' : c.minRaters}` : '');
  return (
    a.teamId === b.teamId &&
    a.launchDate === b.launchDate &&
    a.dueDate === b.dueDate &&
    a.role === b.role &&
    promise(a.confidentiality) === promise(b.confidentiality) &&
    sameAssignees(a.members, b.members)
  );
}

/** The setup fact of a Save, when the setup sent differs from the one saved. */
export function setupSaved(
  ids: { reflectionId: string; clientId: string },
  kind: ReflectionState['kind'],
  saved: DraftSetupData | null,
  choice: DraftSetupChoice | null | undefined,
): ReflectionEvent[] {
  if (!choice) return [];
  const setup = resolveDraftSetup(kind, choice);
  if (saved && sameSetup(setup, saved)) return [];
  return [{ type: 'ReflectionDraftSetupSaved', data: { ...ids, setup } }];
}

export const sameAssignees = (a: readonly ReflectionAssigneeData[], b: readonly ReflectionAssigneeData[]) =>
  a.length === b.length &&
  a.every((x) => b.some((y) => y.userId === x.userId && y.observer === x.observer && y.receiver === x.receiver));
