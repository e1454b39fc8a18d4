import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  Capability,
  ReflectionMessages as M,
  type CatalogueQuestion,
  type QuestionCategory,
  type TeamReflectionsView,
} from '@gc/contracts';
import { notFound } from '../../../shared/domain-error';
import { envelope } from '../../clients';
import { CurrentUser, RequireCapability, currentClientOf, type AuthenticatedUser } from '../../identity';
import {
  ListCatalogueQuestionsQuery,
  ListCategoriesQuery,
  ListTeamReflectionsQuery,
} from '../queries/reflections.queries';
import { teamReflectionsSchema } from './reflections.openapi';

const categorySchema = {
  type: 'object' as const,
  properties: {
    category_id: { type: 'string' as const },
    category_name: { type: 'string' as const },
    description: { type: 'string' as const },
    question_types: { type: 'array' as const, items: { type: 'string' as const } },
  },
};

/** The question catalogue: product content, the same for every client and readable by anyone signed in. */
@ApiTags('reflections')
@ApiBearerAuth()
@Controller()
export class CatalogueController {
  constructor(private readonly queries: QueryBus) {}

  @Get('categories')
  @ApiOperation({ summary: 'The categories of the question catalogue' })
  @ApiOkResponse({ schema: envelope({ type: 'array', items: categorySchema }) })
  categories(): Promise<QuestionCategory[]> {
    return this.queries.execute(new ListCategoriesQuery());
  }

  @Get('assessments/questions')
  @ApiOperation({
    summary:
      'The question catalogue: per question its type, category, short name (the radar axis), prompt, definitions and 0-4 scale',
  })
  @ApiOkResponse({ schema: envelope({ type: 'array', items: { type: 'object' } }) })
  questions(): Promise<CatalogueQuestion[]> {
    return this.queries.execute(new ListCatalogueQuestionsQuery());
  }

  @Get('teams/:teamId/assessments')
  @RequireCapability(Capability.ManageTeams)
  @ApiOperation({ summary: "A team's published reflections by phase group (Manage Reflections; admins)" })
  @ApiOkResponse({ schema: envelope(teamReflectionsSchema) })
  @ApiNotFoundResponse({ description: 'Team not found' })
  async teamReflections(
    @CurrentUser() user: AuthenticatedUser,
    @Param('teamId') teamId: string,
  ): Promise<TeamReflectionsView> {
    const groups = await this.queries.execute(new ListTeamReflectionsQuery(currentClientOf(user), teamId));
    if (!groups) throw notFound(M.teamNotFound, 'TEAM_NOT_FOUND');
    return groups;
  }
}
