import { Body, Controller, Delete, Get, Param, Patch, Post, Put, Query, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiBearerAuth,
  ApiBody,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import {
  Capability,
  CopyReflectionDto,
  CreateReflectionDto,
  EditPublishedReflectionDto,
  AsOfQueryDto,
  ListReflectionsQueryDto,
  PublishReflectionDto,
  RenameReflectionDto,
  UpdateReflectionDto,
  type ReflectionListItemView,
  type ReflectionView,
} from '@gc/contracts';
import type { FastifyRequest } from 'fastify';
import { withPosition, type WithPosition } from '../../../http/envelope';
import { requestContext } from '../../../http/request-context';
import { envelope } from '../../clients';
import { CurrentUser, RequireCapability, currentClientOf, type AuthenticatedUser } from '../../identity';
import { AdminCloseReflectionCommand } from '../commands/admin-close-reflection/admin-close-reflection.handler';
import { CopyReflectionCommand } from '../commands/copy-reflection/copy-reflection.handler';
import { CreateReflectionCommand } from '../commands/create-reflection/create-reflection.handler';
import { DeleteReflectionCommand } from '../commands/delete-reflection/delete-reflection.handler';
import { EditPublishedReflectionCommand } from '../commands/edit-published-reflection/edit-published-reflection.handler';
import { PublishReflectionCommand } from '../commands/publish-reflection/publish-reflection.handler';
import { RenameReflectionCommand } from '../commands/rename-reflection/rename-reflection.handler';
import { ReviseReflectionCommand } from '../commands/revise-reflection/revise-reflection.handler';
import { ListReflectionsQuery } from '../queries/reflections.queries';
import { GetReflectionAtQuery, GetReflectionHistoryQuery, type HistoryEntryView } from '../queries/reflection-history';
import { ReflectionAnswers } from './reflection-answers';
import {
  assessmentSchema,
  copyBody,
  createBody,
  editPublishedBody,
  listItemSchema,
  publishBody,
  renameBody,
  updateBody,
} from './reflections.openapi';

/**
 * The builder's calls (admin spec section 7, Reflections): drafts, published reflections and their lifecycle. Only
 * Global and Client Administrators (BuildReflections); every id is looked up within the caller's current client, so
 * another client's reflection answers 404.
 */
@ApiTags('reflections')
@ApiBearerAuth()
@Controller('assessments')
export class ReflectionsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly answers: ReflectionAnswers,
  ) {}

  @Get()
  @RequireCapability(Capability.BuildReflections)
  @ApiOperation({
    summary:
      "The current client's drafts and published reflections (kind=TEMPLATE: the templates), newest change first",
    description:
      "q searches name, type, status and team ('Find form...'); assessment_name matches a name exactly. assessment_id: that one reflection as its full view (with general_settings.members_with_roles), in a list; an id that is not the current client's answers 404, as GET /assessments/{id} does.",
  })
  @ApiQuery({ name: 'kind', required: false, enum: ['DRAFT', 'PUBLISHED', 'TEMPLATE'] })
  @ApiQuery({ name: 'assessment_id', required: false })
  @ApiQuery({ name: 'q', required: false })
  @ApiQuery({ name: 'assessment_name', required: false })
  @ApiOkResponse({ schema: envelope({ type: 'array', items: listItemSchema }) })
  @ApiNotFoundResponse({ description: 'assessment_id: Reflection not found' })
  async list(
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: ListReflectionsQueryDto,
  ): Promise<ReflectionListItemView[] | ReflectionView[]> {
    if (query.assessment_id !== undefined) {
      // one reflection, as GET /assessments/{id} answers it: another client's id is one that does not exist (404)
      const view = await this.answers.current(user, query.assessment_id);
      const matches =
        (!query.kind || view.kind === query.kind) &&
        (query.assessment_name === undefined || view.assessment_name === query.assessment_name);
      return matches ? [view] : [];
    }
    return this.queries.execute(
      new ListReflectionsQuery(currentClientOf(user), {
        kind: query.kind,
        name: query.assessment_name,
        search: query.q,
      }),
    );
  }

  @Get(':id')
  @RequireCapability(Capability.BuildReflections)
  @ApiOperation({
    summary: 'One reflection of the current client, or a system template',
    description: 'at (ISO instant): the reflection as it was then, folded from its events (docs/audit.md).',
  })
  @ApiQuery({ name: 'at', required: false })
  @ApiOkResponse({ schema: envelope(assessmentSchema) })
  @ApiNotFoundResponse({ description: 'Reflection not found' })
  get(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Query() query: AsOfQueryDto,
  ): Promise<ReflectionView> {
    if (query.at) return this.queries.execute(new GetReflectionAtQuery(currentClientOf(user), id, new Date(query.at)));
    return this.answers.current(user, id);
  }

  @Get(':id/history')
  @RequireCapability(Capability.BuildReflections)
  @ApiOperation({
    summary:
      "Every event of the reflection and of its takes' lifecycle: who, when, what changed in words (administrators)",
  })
  @ApiOkResponse({ schema: envelope({ type: 'array', items: { type: 'object' } }) })
  @ApiNotFoundResponse({ description: 'Reflection not found' })
  history(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<HistoryEntryView[]> {
    return this.queries.execute(new GetReflectionHistoryQuery(currentClientOf(user), id));
  }

  @Post()
  @RequireCapability(Capability.BuildReflections)
  @ApiOperation({
    summary: "Save a new draft (blank, or started from template_id); answers it ('Assessment successfully saved!')",
  })
  @ApiBody({ schema: createBody })
  @ApiOkResponse({ schema: envelope(assessmentSchema, true) })
  async create(
    @CurrentUser() user: AuthenticatedUser,
    @Req() request: FastifyRequest,
    @Body() body: CreateReflectionDto,
  ): Promise<WithPosition<ReflectionView>> {
    const result = await this.commands.execute(
      new CreateReflectionCommand(requestContext(user, request), currentClientOf(user), 'DRAFT', body),
    );
    return this.answers.after(user, result.reflectionId, result);
  }

  @Put(':id')
  @RequireCapability(Capability.BuildReflections)
  @ApiOperation({
    summary: 'Save a draft against the revision the builder loaded',
    description: '409 STALE_REVISION when someone saved after that revision: reload, nothing was written.',
  })
  @ApiBody({ schema: updateBody })
  @ApiOkResponse({ schema: envelope(assessmentSchema, true) })
  @ApiConflictResponse({ description: 'stale revision; or published (clone it instead)' })
  @ApiForbiddenResponse({ description: 'System templates cannot be changed.' })
  async update(
    @CurrentUser() user: AuthenticatedUser,
    @Req() request: FastifyRequest,
    @Param('id') id: string,
    @Body() body: UpdateReflectionDto,
  ): Promise<WithPosition<ReflectionView>> {
    const result = await this.commands.execute(
      new ReviseReflectionCommand(requestContext(user, request), currentClientOf(user), id, 'DRAFT', body),
    );
    return this.answers.after(user, id, result);
  }

  @Patch(':id')
  @RequireCapability(Capability.BuildReflections)
  @ApiOperation({ summary: "Rename a draft ('Rename')" })
  @ApiBody({ schema: renameBody })
  @ApiOkResponse({ schema: envelope(assessmentSchema, true) })
  async rename(
    @CurrentUser() user: AuthenticatedUser,
    @Req() request: FastifyRequest,
    @Param('id') id: string,
    @Body() body: RenameReflectionDto,
  ): Promise<WithPosition<ReflectionView>> {
    const result = await this.commands.execute(
      new RenameReflectionCommand(
        requestContext(user, request),
        currentClientOf(user),
        id,
        false,
        body.assessment_name,
      ),
    );
    return this.answers.after(user, id, result);
  }

  @Delete(':id')
  @RequireCapability(Capability.BuildReflections)
  @ApiOperation({ summary: "Delete a draft ('Reflection deleted'); published reflections cannot be deleted (409)" })
  @ApiOkResponse({ schema: envelope({ type: 'object', properties: { assessment_id: { type: 'string' } } }, true) })
  async remove(
    @CurrentUser() user: AuthenticatedUser,
    @Req() request: FastifyRequest,
    @Param('id') id: string,
  ): Promise<WithPosition<{ assessment_id: string }>> {
    const result = await this.commands.execute(
      new DeleteReflectionCommand(requestContext(user, request), currentClientOf(user), id, 'DRAFT'),
    );
    return withPosition({ assessment_id: id }, result.position);
  }

  @Post(':id/copy')
  @RequireCapability(Capability.BuildReflections)
  @ApiOperation({ summary: "Clone (or 'Clone as Draft'): a new draft with the same document; answers the copy" })
  @ApiBody({ schema: copyBody })
  @ApiOkResponse({ schema: envelope(assessmentSchema, true) })
  async copy(
    @CurrentUser() user: AuthenticatedUser,
    @Req() request: FastifyRequest,
    @Param('id') id: string,
    @Body() body: CopyReflectionDto,
  ): Promise<WithPosition<ReflectionView>> {
    const result = await this.commands.execute(
      new CopyReflectionCommand(requestContext(user, request), currentClientOf(user), id, body.assessment_name),
    );
    return this.answers.after(user, result.reflectionId, result);
  }

  @Post(':id/publish')
  @RequireCapability(Capability.BuildReflections)
  @ApiOperation({
    summary: 'Publish a draft to a team of the current client (general_settings)',
    description:
      "400 'You must select at least one member to publish an assessment', 'You must add at least one section and one question', 'Please select a team', 'Please select a date', due before launch.",
  })
  @ApiBody({ schema: publishBody })
  @ApiOkResponse({ schema: envelope(assessmentSchema, true) })
  async publish(
    @CurrentUser() user: AuthenticatedUser,
    @Req() request: FastifyRequest,
    @Param('id') id: string,
    @Body() body: PublishReflectionDto,
  ): Promise<WithPosition<ReflectionView>> {
    const result = await this.commands.execute(
      new PublishReflectionCommand(requestContext(user, request), currentClientOf(user), id, body),
    );
    return this.answers.after(user, id, result);
  }

  @Patch(':id/publish')
  @RequireCapability(Capability.BuildReflections)
  @ApiOperation({ summary: 'Rename a published reflection; refused (409) once Completed, Closed or Admin Closed' })
  @ApiBody({ schema: renameBody })
  @ApiOkResponse({ schema: envelope(assessmentSchema, true) })
  async renamePublished(
    @CurrentUser() user: AuthenticatedUser,
    @Req() request: FastifyRequest,
    @Param('id') id: string,
    @Body() body: RenameReflectionDto,
  ): Promise<WithPosition<ReflectionView>> {
    const result = await this.commands.execute(
      new RenameReflectionCommand(requestContext(user, request), currentClientOf(user), id, true, body.assessment_name),
    );
    return this.answers.after(user, id, result);
  }

  @Put(':id/publish')
  @RequireCapability(Capability.BuildReflections)
  @ApiOperation({
    summary: "Edit a published reflection's dates (within the locks of its phase) and members",
    description: 'The launch date is locked once In Progress or Past Due; both dates once closed.',
  })
  @ApiBody({ schema: editPublishedBody })
  @ApiOkResponse({ schema: envelope(assessmentSchema, true) })
  async editPublished(
    @CurrentUser() user: AuthenticatedUser,
    @Req() request: FastifyRequest,
    @Param('id') id: string,
    @Body() body: EditPublishedReflectionDto,
  ): Promise<WithPosition<ReflectionView>> {
    const result = await this.commands.execute(
      new EditPublishedReflectionCommand(requestContext(user, request), currentClientOf(user), id, body),
    );
    return this.answers.after(user, id, result);
  }

  @Post(':id/publish/admin_close')
  @RequireCapability(Capability.BuildReflections)
  @ApiOperation({ summary: "'Mark as Complete': close a published reflection before everyone finished (Admin Closed)" })
  @ApiOkResponse({ schema: envelope(assessmentSchema, true) })
  @ApiConflictResponse({ description: 'This reflection is already closed.' })
  async adminClose(
    @CurrentUser() user: AuthenticatedUser,
    @Req() request: FastifyRequest,
    @Param('id') id: string,
  ): Promise<WithPosition<ReflectionView>> {
    const result = await this.commands.execute(
      new AdminCloseReflectionCommand(requestContext(user, request), currentClientOf(user), id),
    );
    return this.answers.after(user, id, result);
  }
}
