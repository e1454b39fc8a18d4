import { Body, Controller, Delete, Get, Param, Post, Put, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiBearerAuth,
  ApiBody,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import {
  Capability,
  CreateTemplateDto,
  UpdateReflectionDto,
  type ReflectionListItemView,
  type ReflectionView,
} from '@gc/contracts';
import type { FastifyRequest } from 'fastify';
import { withPosition, type WithPosition } from '../../../http/envelope';
import { requestContext } from '../../../http/request-context';
import { envelope } from '../../clients';
import { CurrentUser, RequireCapability, currentClientOf, type AuthenticatedUser } from '../../identity';
import { CreateReflectionCommand } from '../commands/create-reflection/create-reflection.handler';
import { DeleteReflectionCommand } from '../commands/delete-reflection/delete-reflection.handler';
import { ReviseReflectionCommand } from '../commands/revise-reflection/revise-reflection.handler';
import { ListReflectionsQuery } from '../queries/reflections.queries';
import { ReflectionAnswers } from './reflection-answers';
import { assessmentSchema, listItemSchema, templateBody, updateBody } from './reflections.openapi';

/** /assessments/templates: the system templates (read-only for everyone) and the client's own templates. */
@ApiTags('reflection templates')
@ApiBearerAuth()
@Controller('assessments/templates')
export class TemplatesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly answers: ReflectionAnswers,
  ) {}

  @Get()
  @RequireCapability(Capability.BuildReflections)
  @ApiOperation({ summary: "The system templates in the spec's order, then the current client's templates" })
  @ApiOkResponse({ schema: envelope({ type: 'array', items: listItemSchema }) })
  list(@CurrentUser() user: AuthenticatedUser): Promise<ReflectionListItemView[]> {
    return this.queries.execute(new ListReflectionsQuery(currentClientOf(user), { kind: 'TEMPLATE' }));
  }

  @Get(':id')
  @RequireCapability(Capability.BuildReflections)
  @ApiOperation({ summary: 'One template: a system template or one of the current client' })
  @ApiOkResponse({ schema: envelope(assessmentSchema) })
  @ApiNotFoundResponse({ description: 'Template not found' })
  get(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<ReflectionView> {
    return this.answers.current(user, id, 'TEMPLATE');
  }

  @Post()
  @RequireCapability(Capability.BuildReflections)
  @ApiOperation({ summary: 'Save a template of the current client' })
  @ApiBody({ schema: templateBody })
  @ApiOkResponse({ schema: envelope(assessmentSchema, true) })
  async create(
    @CurrentUser() user: AuthenticatedUser,
    @Req() request: FastifyRequest,
    @Body() body: CreateTemplateDto,
  ): Promise<WithPosition<ReflectionView>> {
    const result = await this.commands.execute(
      new CreateReflectionCommand(requestContext(user, request), currentClientOf(user), 'TEMPLATE', body),
    );
    return this.answers.after(user, result.reflectionId, result, 'TEMPLATE');
  }

  @Put(':id')
  @RequireCapability(Capability.BuildReflections)
  @ApiOperation({ summary: 'Save a client template against the revision loaded; system templates answer 403' })
  @ApiBody({ schema: updateBody })
  @ApiOkResponse({ schema: envelope(assessmentSchema, true) })
  @ApiForbiddenResponse({ description: 'System templates cannot be changed.' })
  async update(
    @CurrentUser() user: AuthenticatedUser,
    @Req() request: FastifyRequest,
    @Param('id') id: string,
    @Body() body: UpdateReflectionDto,
  ): Promise<WithPosition<ReflectionView>> {
    const result = await this.commands.execute(
      new ReviseReflectionCommand(requestContext(user, request), currentClientOf(user), id, 'TEMPLATE', body),
    );
    return this.answers.after(user, id, result, 'TEMPLATE');
  }

  @Delete(':id')
  @RequireCapability(Capability.BuildReflections)
  @ApiOperation({ summary: 'Delete a client template; system templates answer 403' })
  @ApiOkResponse({ schema: envelope({ type: 'object', properties: { assessment_id: { type: 'string' } } }, true) })
  async remove(
    @CurrentUser() user: AuthenticatedUser,
    @Req() request: FastifyRequest,
    @Param('id') id: string,
  ): Promise<WithPosition<{ assessment_id: string }>> {
    const result = await this.commands.execute(
      new DeleteReflectionCommand(requestContext(user, request), currentClientOf(user), id, 'TEMPLATE'),
    );
    return withPosition({ assessment_id: id }, result.position);
  }
}
