import {
  COFOUNDER_ASSIGNEE_REQUIRED,
  ConfidentialityMessages,
  dateLocks,
  hasCofounderAssignee,
  needsCofounderAssignee,
  defaultConfidentiality,
  isLooser,
  publishedConfidentiality,
  type Confidentiality,
  type ConfidentialityDefaults,
  isClosedPhase,
  reflectionPhase,
  ReflectionMessages as M,
  type AdminPhase,
  type ReflectionType,
  type DraftSetupData,
  type QuestionType,
  type ReflectionAssigneeData,
  type ReflectionEvent,
  type ReflectionSectionData,
} from '@gc/contracts';
import { assertNever, type Decider } from '../../../shared/decider';
import { conflict, DomainError, forbidden, invalid, notFound } from '../../../shared/domain-error';

/** What the catalogue rules check a document against (the catalogue the running code ships). */
export interface CatalogueIndex {
  /** category id -> the question types it serves */
  readonly categories: ReadonlyMap<string, readonly QuestionType[]>;
  /** catalogue question id -> its type and category */
  readonly questions: ReadonlyMap<string, { readonly type: QuestionType; readonly categoryId: string }>;
}

/** A document as saved: keys already given to new sections and questions by the handler. */
export interface ReflectionContent {
  readonly name: string;
  readonly description: string;
  readonly instructions: string;
  readonly sections: readonly ReflectionSectionData[];
}

/** A member named in general_settings, resolved by the handler (userId null: not a person of this team). */
export interface AssigneeChoice {
  readonly email: string;
  readonly userId: string | null;
  readonly observer: boolean;
  readonly receiver: boolean;
}

/** The team a reflection is published to, as the handler found it in the caller's client (null: no such team). */
export interface TeamSnapshot {
  readonly teamId: string;
  /** OS_TEAM or COFOUNDER_TEAM: which default promise its reflections start with */
  readonly teamType: string;
  /** userId -> teamRoleId */
  readonly members: ReadonlyMap<string, string>;
}

/**
 * General setup sent with a draft's Save (issue 29), as the handler found it: the team looked up in the caller's
 * client (null with teamId set: no such team there), the members resolved among its members.
 */
export interface DraftSetupChoice {
  readonly teamId: string | null;
  readonly team: TeamSnapshot | null;
  readonly launchDate: string | null;
  readonly dueDate: string | null;
  readonly members: readonly AssigneeChoice[];
  readonly confidentiality: Confidentiality | null;
  readonly role: string | null;
}

/** Time and progress a phase depends on, given by the handler (the domain never reads the clock). */
export interface PhaseInputs {
  readonly now: Date;
  /** assignees whose take is finished (from the takes' read model) */
  readonly finished: number;
}

export type CreateReflection = {
  readonly type: 'CreateReflection';
  readonly reflectionId: string;
  readonly clientId: string;
  readonly kind: 'DRAFT' | 'TEMPLATE';
  readonly origin: 'BLANK' | 'TEMPLATE' | 'CLONE';
  readonly originId: string;
  readonly templateName: string;
  readonly assessmentType: ReflectionType;
  readonly content: ReflectionContent;
  readonly catalogue: CatalogueIndex;
  /** a draft's General setup (issue 29); null: none sent */
  readonly setup?: DraftSetupChoice | null;
};
export type ReviseReflection = {
  readonly type: 'ReviseReflection';
  readonly clientId: string;
  /** DRAFT for PUT /assessments/{id}, TEMPLATE for PUT /assessments/templates/{id} */
  readonly kind: 'DRAFT' | 'TEMPLATE';
  readonly expectedRevision: number;
  readonly content: ReflectionContent;
  readonly catalogue: CatalogueIndex;
  /** a draft's General setup (issue 29); null: none sent, the setup saved stays */
  readonly setup?: DraftSetupChoice | null;
};
export type RenameReflection = {
  readonly type: 'RenameReflection';
  readonly clientId: string;
  /** true for PATCH /assessments/{id}/publish: only a published reflection, until it is closed */
  readonly published: boolean;
  readonly name: string;
} & PhaseInputs;
export type DeleteReflection = {
  readonly type: 'DeleteReflection';
  readonly clientId: string;
  readonly kind: 'DRAFT' | 'TEMPLATE';
};
export type PublishReflection = {
  readonly type: 'PublishReflection';
  readonly clientId: string;
  readonly expectedRevision: number | null;
  readonly team: TeamSnapshot | null;
  readonly launchDate: string;
  readonly dueDate: string;
  readonly assignees: readonly AssigneeChoice[];
  /** the promise chosen in General setup; null: the team's default */
  readonly confidentiality: Confidentiality | null;
  /** the client's defaults for OS teams */
  readonly confidentialityDefaults: ConfidentialityDefaults;
};
export type EditPublishedReflection = {
  readonly type: 'EditPublishedReflection';
  readonly clientId: string;
  readonly expectedRevision: number | null;
  readonly launchDate: string;
  readonly dueDate: string;
  /** null: the assignees stay as they are */
  readonly assignees: readonly AssigneeChoice[] | null;
  readonly team: TeamSnapshot | null;
  /** null: the promise stays as it is */
  readonly confidentiality: Confidentiality | null;
  /** someone has saved an answer (from the takes' read model): the promise may then only become stricter */
  readonly answered: boolean;
} & PhaseInputs;
export type AdminCloseReflection = { readonly type: 'AdminCloseReflection'; readonly clientId: string } & PhaseInputs;

export type ReflectionCommand =
  | CreateReflection
  | ReviseReflection
  | RenameReflection
  | DeleteReflection
  | PublishReflection
  | EditPublishedReflection
  | AdminCloseReflection;

export interface ReflectionState {
  readonly status: 'none' | 'active' | 'deleted';
  readonly reflectionId: string;
  readonly clientId: string;
  readonly kind: 'DRAFT' | 'TEMPLATE' | 'PUBLISHED';
  /** the stream revision of the last fact folded (-1 before any) */
  readonly revision: number;
  readonly templateName: string;
  readonly assessmentType: ReflectionType;
  readonly content: ReflectionContent;
  readonly teamId: string | null;
  readonly launchDate: string | null;
  readonly dueDate: string | null;
  readonly assignees: readonly ReflectionAssigneeData[];
  readonly adminClosed: boolean;
  readonly confidentiality: Confidentiality | null;
  /** a draft's General setup as last saved (issue 29) */
  readonly setup: DraftSetupData | null;
}

const initialState = (): ReflectionState => ({
  status: 'none',
  reflectionId: '',
  clientId: '',
  kind: 'DRAFT',
  revision: -1,
  templateName: '',
  assessmentType: 'TEAM',
  content: { name: '', description: '', instructions: '', sections: [] },
  teamId: null,
  launchDate: null,
  dueDate: null,
  assignees: [],
  adminClosed: false,
  confidentiality: null,
  setup: null,
});

const staleRevision = () => new DomainError('conflict', M.staleRevision, 'STALE_REVISION');
const instant = (iso: string) => new Date(iso).getTime();

/** Every question names a category of its type and a catalogue question of that category and type. */
function checkAgainstCatalogue(content: ReflectionContent, catalogue: CatalogueIndex): void {
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

function phaseOf(state: ReflectionState, inputs: PhaseInputs): AdminPhase {
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
function resolveAssignees(choices: readonly AssigneeChoice[], team: TeamSnapshot): ReflectionAssigneeData[] {
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

function checkDates(launchDate: string, dueDate: string): void {
  if (Number.isNaN(instant(launchDate)) || Number.isNaN(instant(dueDate))) throw invalid(M.selectDate, 'BAD_DATE');
  if (instant(dueDate) < instant(launchDate)) throw invalid(M.dueBeforeLaunch, 'DUE_BEFORE_LAUNCH');
}

/** A reflection asking cofounder questions needs a Cofounder among its assignees (contracts' rule, the builder's too). */
function checkCofounderAssignee(
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
function setupSaved(
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

const sameAssignees = (a: readonly ReflectionAssigneeData[], b: readonly ReflectionAssigneeData[]) =>
  a.length === b.length &&
  a.every((x) => b.some((y) => y.userId === x.userId && y.observer === x.observer && y.receiver === x.receiver));

function decide(command: ReflectionCommand, state: ReflectionState): ReflectionEvent[] {
  if (command.type === 'CreateReflection') {
    if (state.status !== 'none') throw conflict('This reflection already exists.', 'REFLECTION_EXISTS');
    checkAgainstCatalogue(command.content, command.catalogue);
    const { content } = command;
    const created = { reflectionId: command.reflectionId, clientId: command.clientId };
    return [
      {
        type: 'ReflectionCreated',
        data: {
          reflectionId: command.reflectionId,
          clientId: command.clientId,
          kind: command.kind,
          origin: command.origin,
          originId: command.originId,
          templateName: command.templateName,
          assessmentType: command.assessmentType,
          name: content.name,
          description: content.description,
          instructions: content.instructions,
          sections: content.sections,
        },
      },
      ...setupSaved(created, command.kind, null, command.setup),
    ];
  }
  // another client's reflection is answered exactly like one that does not exist
  if (state.status !== 'active' || state.clientId !== command.clientId)
    throw notFound(M.reflectionNotFound, 'REFLECTION_NOT_FOUND');
  const ids = { reflectionId: state.reflectionId, clientId: state.clientId };
  switch (command.type) {
    case 'ReviseReflection': {
      if (state.kind === 'PUBLISHED') throw conflict(M.publishedNotEditable, 'PUBLISHED_NOT_EDITABLE');
      if (state.kind !== command.kind)
        throw notFound(command.kind === 'TEMPLATE' ? M.templateNotFound : M.reflectionNotFound, 'REFLECTION_NOT_FOUND');
      if (command.expectedRevision !== state.revision) throw staleRevision();
      checkAgainstCatalogue(command.content, command.catalogue);
      const before = state.content;
      const after = command.content;
      const events: ReflectionEvent[] = [];
      if (after.name !== before.name) events.push({ type: 'ReflectionRenamed', data: { ...ids, name: after.name } });
      if (after.description !== before.description)
        events.push({ type: 'ReflectionDescriptionChanged', data: { ...ids, description: after.description } });
      if (after.instructions !== before.instructions)
        events.push({ type: 'ReflectionInstructionsChanged', data: { ...ids, instructions: after.instructions } });
      if (JSON.stringify(after.sections) !== JSON.stringify(before.sections))
        events.push({ type: 'ReflectionSectionsRevised', data: { ...ids, sections: after.sections } });
      events.push(...setupSaved(ids, state.kind, state.setup, command.setup));
      return events;
    }
    case 'RenameReflection': {
      if (command.published) {
        if (state.kind !== 'PUBLISHED') throw conflict(M.notPublished, 'NOT_PUBLISHED');
        if (isClosedPhase(phaseOf(state, command))) throw conflict(M.renameClosed, 'RENAME_CLOSED');
      } else if (state.kind === 'PUBLISHED') {
        throw conflict(M.alreadyPublished, 'ALREADY_PUBLISHED');
      }
      if (command.name === state.content.name) return [];
      return [{ type: 'ReflectionRenamed', data: { ...ids, name: command.name } }];
    }
    case 'DeleteReflection':
      if (state.kind === 'PUBLISHED') throw conflict(M.onlyDraftsDeleted, 'ONLY_DRAFTS_DELETED');
      if (state.kind !== command.kind)
        throw notFound(command.kind === 'TEMPLATE' ? M.templateNotFound : M.reflectionNotFound, 'REFLECTION_NOT_FOUND');
      return [{ type: 'ReflectionDeleted', data: ids }];
    case 'PublishReflection': {
      if (state.kind === 'PUBLISHED') throw conflict(M.alreadyPublished, 'ALREADY_PUBLISHED');
      if (state.kind === 'TEMPLATE') throw conflict(M.templateNotPublishable, 'TEMPLATE_NOT_PUBLISHABLE');
      if (command.expectedRevision !== null && command.expectedRevision !== state.revision) throw staleRevision();
      const sections = state.content.sections;
      if (sections.length === 0 || sections.some((s) => s.questions.length === 0))
        throw invalid(M.atLeastOneSectionAndQuestion, 'CANNOT_PUBLISH');
      if (!command.team) throw invalid(M.selectTeam, 'TEAM_NOT_FOUND');
      checkDates(command.launchDate, command.dueDate);
      const assignees = resolveAssignees(command.assignees, command.team);
      if (!assignees.some((a) => a.receiver)) throw invalid(M.atLeastOneReceiver, 'NO_RECEIVER');
      checkCofounderAssignee(sections, assignees);
      return [
        {
          type: 'ReflectionPublished',
          data: {
            ...ids,
            teamId: command.team.teamId,
            launchDate: new Date(command.launchDate).toISOString(),
            dueDate: new Date(command.dueDate).toISOString(),
            assignees,
            confidentiality:
              command.confidentiality ?? defaultConfidentiality(command.team.teamType, command.confidentialityDefaults),
          },
        },
      ];
    }
    case 'EditPublishedReflection': {
      if (state.kind !== 'PUBLISHED') throw conflict(M.notPublished, 'NOT_PUBLISHED');
      if (command.expectedRevision !== null && command.expectedRevision !== state.revision) throw staleRevision();
      checkDates(command.launchDate, command.dueDate);
      const phase = phaseOf(state, command);
      const locks = dateLocks(phase);
      const closed = isClosedPhase(phase);
      const launchMoved = instant(command.launchDate) !== instant(state.launchDate as string);
      const dueMoved = instant(command.dueDate) !== instant(state.dueDate as string);
      if (launchMoved && locks.launch) throw invalid(closed ? M.datesLocked : M.launchLocked, 'DATE_LOCKED');
      if (dueMoved && locks.due) throw invalid(M.datesLocked, 'DATE_LOCKED');
      const events: ReflectionEvent[] = [];
      if (launchMoved || dueMoved)
        events.push({
          type: 'ReflectionRescheduled',
          data: {
            ...ids,
            launchDate: new Date(command.launchDate).toISOString(),
            dueDate: new Date(command.dueDate).toISOString(),
          },
        });
      if (command.assignees) {
        if (!command.team) throw notFound(M.teamNotFound, 'TEAM_NOT_FOUND');
        const assignees = resolveAssignees(command.assignees, command.team);
        if (!sameAssignees(assignees, state.assignees)) {
          if (closed) throw conflict(M.alreadyClosed, 'ALREADY_CLOSED');
          checkCofounderAssignee(state.content.sections, assignees);
          events.push({ type: 'ReflectionAssigneesChanged', data: { ...ids, assignees } });
        }
      }
      const promised = state.confidentiality;
      const wanted = command.confidentiality;
      if (wanted && promised && (wanted.mode !== promised.mode || wanted.minRaters !== promised.minRaters)) {
        if (command.answered && isLooser(wanted, promised))
          throw conflict(ConfidentialityMessages.onlyStricter, 'CONFIDENTIALITY_ONLY_STRICTER');
        events.push({ type: 'ReflectionConfidentialityChanged', data: { ...ids, confidentiality: wanted } });
      }
      return events;
    }
    case 'AdminCloseReflection':
      if (state.kind !== 'PUBLISHED') throw conflict(M.notPublished, 'NOT_PUBLISHED');
      if (isClosedPhase(phaseOf(state, command))) throw conflict(M.alreadyClosed, 'ALREADY_CLOSED');
      return [{ type: 'ReflectionAdminClosed', data: { ...ids, closedAt: command.now.toISOString() } }];
    default:
      return assertNever(command);
  }
}

function evolve(state: ReflectionState, event: ReflectionEvent): ReflectionState {
  const next = { ...state, revision: state.revision + 1 };
  switch (event.type) {
    case 'ReflectionCreated': {
      const d = event.data;
      return {
        ...next,
        status: 'active',
        reflectionId: d.reflectionId,
        clientId: d.clientId,
        kind: d.kind,
        templateName: d.templateName,
        assessmentType: d.assessmentType,
        content: { name: d.name, description: d.description, instructions: d.instructions, sections: d.sections },
      };
    }
    case 'ReflectionRenamed':
      return { ...next, content: { ...state.content, name: event.data.name } };
    case 'ReflectionDescriptionChanged':
      return { ...next, content: { ...state.content, description: event.data.description } };
    case 'ReflectionInstructionsChanged':
      return { ...next, content: { ...state.content, instructions: event.data.instructions } };
    case 'ReflectionSectionsRevised':
      return { ...next, content: { ...state.content, sections: event.data.sections } };
    case 'ReflectionDeleted':
      return { ...next, status: 'deleted' };
    case 'ReflectionPublished':
      return {
        ...next,
        kind: 'PUBLISHED',
        teamId: event.data.teamId,
        launchDate: event.data.launchDate,
        dueDate: event.data.dueDate,
        assignees: event.data.assignees,
        confidentiality: publishedConfidentiality(event.data),
      };
    case 'ReflectionRescheduled':
      return { ...next, launchDate: event.data.launchDate, dueDate: event.data.dueDate };
    case 'ReflectionAssigneesChanged':
      return { ...next, assignees: event.data.assignees };
    case 'ReflectionConfidentialityChanged':
      return { ...next, confidentiality: event.data.confidentiality };
    case 'ReflectionDraftSetupSaved':
      return { ...next, setup: event.data.setup };
    case 'ReflectionAdminClosed':
      return { ...next, adminClosed: true };
    default:
      return assertNever(event);
  }
}

export const reflectionDecider: Decider<ReflectionCommand, ReflectionEvent, ReflectionState> = {
  initialState,
  evolve,
  decide,
};

/** System templates are product data, not aggregates: any write to one is refused. */
export const systemTemplateLocked = () => forbidden(M.systemTemplateLocked, 'SYSTEM_TEMPLATE_LOCKED');
