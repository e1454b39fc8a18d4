import type { Fact } from '../events/envelope';
import type { QuestionCategory, CatalogueQuestion, SystemTemplate } from './catalogue/catalogue.types';
import type { QuestionType } from './question-types';
import type { ReflectionType } from './reflection.rules';
import type { Confidentiality } from './confidentiality';

/**
 * Facts of a reflection (stream `reflection-{id}`): drafts, client templates and published reflections share one
 * aggregate. Every payload names its client so projections stamp client_id without a lookup. People are referenced
 * by user id only (names and emails live in identity's personal data and are joined at query time). Instants are
 * ISO-8601 strings.
 */
export interface ReflectionQuestionData {
  /** assessment_question_id: stable within the reflection across saves and reorders */
  readonly questionKey: string;
  readonly questionType: QuestionType;
  readonly categoryId: string;
  /** the catalogue question chosen (the builder's 'selection') */
  readonly catalogueQuestionId: string;
  /** the phrasing the taker reads */
  readonly prompt: string;
}

export interface ReflectionSectionData {
  readonly sectionKey: string;
  readonly name: string;
  readonly description: string;
  readonly questions: readonly ReflectionQuestionData[];
}

export interface ReflectionAssigneeData {
  readonly userId: string;
  /** the member's team role when assigned */
  readonly teamRoleId: string;
  readonly observer: boolean;
  readonly receiver: boolean;
}

/**
 * General setup kept with a draft (issue 29): what the administrator chose before Publish, each part absent (null)
 * until chosen. The members are the team's members flagged observer or receiver, by user id; they are NOT assigned
 * (no takes, no reminders) until the draft is published, which takes its settings from the publish request.
 */
export interface DraftSetupData {
  readonly teamId: string | null;
  /** ISO instants */
  readonly launchDate: string | null;
  readonly dueDate: string | null;
  readonly members: readonly ReflectionAssigneeData[];
  readonly confidentiality: Confidentiality | null;
  /** the team role the form is built for (the builder's `role`) */
  readonly role: string | null;
}

type Ids = { readonly reflectionId: string; readonly clientId: string };

export type ReflectionCreated = Fact<
  'ReflectionCreated',
  Ids & {
    readonly kind: 'DRAFT' | 'TEMPLATE';
    /** where it came from: a blank form, a template (system or client) or a clone of another reflection */
    readonly origin: 'BLANK' | 'TEMPLATE' | 'CLONE';
    /** the template's or cloned reflection's id; '' for BLANK */
    readonly originId: string;
    readonly templateName: string;
    readonly assessmentType: ReflectionType;
    readonly name: string;
    readonly description: string;
    readonly instructions: string;
    readonly sections: readonly ReflectionSectionData[];
  }
>;
export type ReflectionRenamed = Fact<'ReflectionRenamed', Ids & { readonly name: string }>;
export type ReflectionDescriptionChanged = Fact<'ReflectionDescriptionChanged', Ids & { readonly description: string }>;
export type ReflectionInstructionsChanged = Fact<
  'ReflectionInstructionsChanged',
  Ids & { readonly instructions: string }
>;
/** The sections and their questions as saved (order, content): one fact per save that changed them. */
export type ReflectionSectionsRevised = Fact<
  'ReflectionSectionsRevised',
  Ids & { readonly sections: readonly ReflectionSectionData[] }
>;
export type ReflectionDeleted = Fact<'ReflectionDeleted', Ids>;
export type ReflectionPublished = Fact<
  'ReflectionPublished',
  Ids & {
    readonly teamId: string;
    readonly launchDate: string;
    readonly dueDate: string;
    readonly assignees: readonly ReflectionAssigneeData[];
    /** how its ratings will be shown (published before promises existed: absent, read as LEGACY_CONFIDENTIALITY) */
    readonly confidentiality: Confidentiality;
  }
>;
/** The promise made stricter (or, before anyone answered, changed either way) on Edit Reflection. */
export type ReflectionConfidentialityChanged = Fact<
  'ReflectionConfidentialityChanged',
  Ids & { readonly confidentiality: Confidentiality }
>;
export type ReflectionRescheduled = Fact<
  'ReflectionRescheduled',
  Ids & { readonly launchDate: string; readonly dueDate: string }
>;
export type ReflectionAssigneesChanged = Fact<
  'ReflectionAssigneesChanged',
  Ids & { readonly assignees: readonly ReflectionAssigneeData[] }
>;
/** Save of a draft whose General setup changed (POST /assessments or PUT /assessments/{id} with general_settings). */
export type ReflectionDraftSetupSaved = Fact<'ReflectionDraftSetupSaved', Ids & { readonly setup: DraftSetupData }>;
export type ReflectionAdminClosed = Fact<'ReflectionAdminClosed', Ids & { readonly closedAt: string }>;

export type ReflectionEvent =
  | ReflectionCreated
  | ReflectionRenamed
  | ReflectionDescriptionChanged
  | ReflectionInstructionsChanged
  | ReflectionSectionsRevised
  | ReflectionDeleted
  | ReflectionPublished
  | ReflectionRescheduled
  | ReflectionAssigneesChanged
  | ReflectionConfidentialityChanged
  | ReflectionDraftSetupSaved
  | ReflectionAdminClosed;

export const REFLECTION_EVENT_TYPES: readonly ReflectionEvent['type'][] = [
  'ReflectionCreated',
  'ReflectionRenamed',
  'ReflectionDescriptionChanged',
  'ReflectionInstructionsChanged',
  'ReflectionSectionsRevised',
  'ReflectionDeleted',
  'ReflectionPublished',
  'ReflectionRescheduled',
  'ReflectionAssigneesChanged',
  'ReflectionConfidentialityChanged',
  'ReflectionDraftSetupSaved',
  'ReflectionAdminClosed',
];

/** A release of the question catalogue and system templates (stream `reflection-catalogue`), one per version. */
export type ReflectionCatalogueReleased = Fact<
  'ReflectionCatalogueReleased',
  {
    readonly version: number;
    readonly categories: readonly QuestionCategory[];
    readonly questions: readonly CatalogueQuestion[];
    readonly templates: readonly SystemTemplate[];
  }
>;
export type ReflectionCatalogueEvent = ReflectionCatalogueReleased;
export const REFLECTION_CATALOGUE_EVENT_TYPES: readonly ReflectionCatalogueEvent['type'][] = [
  'ReflectionCatalogueReleased',
];
