import { Query } from '@nestjs/cqrs';
import type {
  CatalogueQuestion,
  QuestionCategory,
  QuestionType,
  ReflectionListItemView,
  ReflectionView,
  TeamReflectionsView,
} from '@gc/contracts';

/** The reflections' read side: what can be asked (handlers beside, one file per use case). */
export interface ReflectionFilter {
  readonly kind?: 'DRAFT' | 'PUBLISHED' | 'TEMPLATE';
  /** exact name (the spec's template lookup) */
  readonly name?: string;
  /** 'Find form...': name, type, status or team */
  readonly search?: string;
}

export class ListCategoriesQuery extends Query<QuestionCategory[]> {}
export class ListCatalogueQuestionsQuery extends Query<CatalogueQuestion[]> {
  constructor(readonly questionType?: QuestionType) {
    super();
  }
}
/** The client's reflections (and, for templates, the system ones), newest change first. */
export class ListReflectionsQuery extends Query<ReflectionListItemView[]> {
  constructor(
    readonly clientId: string,
    readonly filter: ReflectionFilter = {},
  ) {
    super();
  }
}
/** One reflection of the client or a system template; null when there is no such one (another client's included). */
export class GetReflectionQuery extends Query<ReflectionView | null> {
  constructor(
    readonly clientId: string,
    readonly reflectionId: string,
    /** 'TEMPLATE' for the templates calls: anything else is not found there */
    readonly kind?: 'TEMPLATE',
  ) {
    super();
  }
}
/** A team's published reflections by phase group; null when the team is not the client's. */
export class ListTeamReflectionsQuery extends Query<TeamReflectionsView | null> {
  constructor(
    readonly clientId: string,
    readonly teamId: string,
  ) {
    super();
  }
}
