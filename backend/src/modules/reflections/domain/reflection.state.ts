import {
  publishedConfidentiality,
  type Confidentiality,
  type DraftSetupData,
  type ReflectionAssigneeData,
  type ReflectionEvent,
  type ReflectionType,
} from '@gc/contracts';
import { assertNever } from '../../../shared/decider';
import type { ReflectionContent } from './reflection.commands';

/** A reflection as its stream folds it: what `decide` checks a command against. */
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

export const initialState = (): ReflectionState => ({
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

/** One fact folded into the state; every fact moves the revision by one. */
export function evolve(state: ReflectionState, event: ReflectionEvent): ReflectionState {
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
