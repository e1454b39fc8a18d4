import {
  ConfidentialityMessages,
  dateLocks,
  defaultConfidentiality,
  isClosedPhase,
  isLooser,
  ReflectionMessages as M,
  type ReflectionEvent,
} from '@gc/contracts';
import { assertNever, type Decider } from '../../../shared/decider';
import { conflict, forbidden, invalid, notFound } from '../../../shared/domain-error';
import type { ReflectionCommand } from './reflection.commands';
import { evolve, initialState, type ReflectionState } from './reflection.state';
import {
  checkAgainstCatalogue,
  checkCofounderAssignee,
  checkDates,
  instant,
  phaseOf,
  resolveAssignees,
  sameAssignees,
  setupSaved,
  staleRevision,
} from './reflection.rules';

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

export const reflectionDecider: Decider<ReflectionCommand, ReflectionEvent, ReflectionState> = {
  initialState,
  evolve,
  decide,
};

/** System templates are product data, not aggregates: any write to one is refused. */
export const systemTemplateLocked = () => forbidden(M.systemTemplateLocked, 'SYSTEM_TEMPLATE_LOCKED');
