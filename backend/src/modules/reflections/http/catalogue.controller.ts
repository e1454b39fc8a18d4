import { Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  Capability,
  ReflectionMessages as M,
  type CatalogueQuestion,
  type QuestionCategory,
  type TeamReflectionsView,
} from '@gc/contracts';
import { ApiController, listOf, Reads, Refuses } from '../../../http/openapi';
import { notFound } from '../../../shared/domain-error';
import { Caller, RequireCapability } from '../../identity';
import {
  ListCatalogueQuestionsQuery,
  ListCategoriesQuery,
  ListTeamReflectionsQuery,
} from '../queries/reflections.queries';
import { categorySchema, teamReflectionsSchema } from './reflections.responses';

/** The question catalogue: product content, the same for every client and readable by anyone signed in. */
@ApiController('/', 'reflections')
export class CatalogueController {
  constructor(private readonly queries: QueryBus) {}

  @Reads('categories', 'The categories of the question catalogue', listOf(categorySchema))
  categories(): Promise<QuestionCategory[]> {
    return this.queries.execute(new ListCategoriesQuery());
  }

  @Reads(
    'assessments/questions',
    'The question catalogue: per question its type, category, short name (the radar axis), prompt, definitions and 0-4 scale',
    listOf({ type: 'object' }),
  )
  questions(): Promise<CatalogueQuestion[]> {
    return this.queries.execute(new ListCatalogueQuestionsQuery());
  }

  @Reads(
    'teams/:teamId/assessments',
    "A team's published reflections by phase group (Manage Reflections; admins)",
    teamReflectionsSchema,
  )
  @RequireCapability(Capability.ManageTeams)
  @Refuses({ 404: 'Team not found' })
  async teamReflections(@Caller() caller: Caller, @Param('teamId') teamId: string): Promise<TeamReflectionsView> {
    const groups = await this.queries.execute(new ListTeamReflectionsQuery(caller.clientId, teamId));
    if (!groups) throw notFound(M.teamNotFound, 'TEAM_NOT_FOUND');
    return groups;
  }
}
