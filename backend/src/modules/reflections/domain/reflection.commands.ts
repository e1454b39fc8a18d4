import type {
  Confidentiality,
  ConfidentialityDefaults,
  QuestionType,
  ReflectionSectionData,
  ReflectionType,
} from '@gc/contracts';

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

/** What a Save carries: the document (checked against the catalogue) and, for a draft, its General setup. */
export interface DocumentSave {
  readonly clientId: string;
  /** DRAFT for /assessments, TEMPLATE for /assessments/templates */
  readonly kind: 'DRAFT' | 'TEMPLATE';
  readonly content: ReflectionContent;
  readonly catalogue: CatalogueIndex;
  /** a draft's General setup (issue 29); null: none sent (on a revision, the setup saved stays) */
  readonly setup?: DraftSetupChoice | null;
}
export type CreateReflection = DocumentSave & {
  readonly type: 'CreateReflection';
  readonly reflectionId: string;
  readonly origin: 'BLANK' | 'TEMPLATE' | 'CLONE';
  readonly originId: string;
  readonly templateName: string;
  readonly assessmentType: ReflectionType;
};
export type ReviseReflection = DocumentSave & {
  readonly type: 'ReviseReflection';
  readonly expectedRevision: number;
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
