import { Body, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiQuery } from '@nestjs/swagger';
import {
  AsOfQueryDto,
  Capability,
  CopyReflectionDto,
  CreateReflectionDto,
  EditPublishedReflectionDto,
  ListReflectionsQueryDto,
  PublishReflectionDto,
  RenameReflectionDto,
  UpdateReflectionDto,
  type ReflectionListItemView,
  type ReflectionView,
} from '@gc/contracts';
import { ApiController, idsOf, listOf, Reads, Refuses, Writes } from '../../../http/openapi';
import { ReadYourWrites } from '../../../http/read-your-writes';
import { Caller, RequireCapability } from '../../identity';
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
import { assessmentSchema, listItemSchema } from './reflections.responses';

/**
 * The builder's calls (admin spec section 7, Reflections): drafts, published reflections and their lifecycle. Only
 * Global and Client Administrators (BuildReflections); every id is looked up within the caller's current client, so
 * another client's reflection answers 404.
 */
@ApiController('assessments', 'reflections')
@RequireCapability(Capability.BuildReflections)
export class ReflectionsController {
  constructor(
    private readonly queries: QueryBus,
    private readonly reads: ReadYourWrites,
    private readonly answers: ReflectionAnswers,
  ) {}

  @Reads(
    '',
    {
      summary:
        "The current client's drafts and published reflections (kind=TEMPLATE: the templates), newest change first",
      description:
        "q searches name, type, status and team ('Find form...'); assessment_name matches a name exactly. assessment_id: that one reflection as its full view (with general_settings.members_with_roles), in a list; an id that is not the current client's answers 404, as GET /assessments/{id} does.",
    },
    listOf(listItemSchema),
  )
  @ApiQuery({ name: 'kind', required: false, enum: ['DRAFT', 'PUBLISHED', 'TEMPLATE'] })
  @ApiQuery({ name: 'assessment_id', required: false })
  @ApiQuery({ name: 'q', required: false })
  @ApiQuery({ name: 'assessment_name', required: false })
  @Refuses({ 404: 'assessment_id: Reflection not found' })
  async list(
    @Caller() caller: Caller,
    @Query() query: ListReflectionsQueryDto,
  ): Promise<ReflectionListItemView[] | ReflectionView[]> {
    if (query.assessment_id !== undefined) {
      // one reflection, as GET /assessments/{id} answers it: another client's id is one that does not exist (404)
      const view = await this.answers.current(caller, query.assessment_id);
      const matches =
        (!query.kind || view.kind === query.kind) &&
        (query.assessment_name === undefined || view.assessment_name === query.assessment_name);
      return matches ? [view] : [];
    }
    const filter = { kind: query.kind, name: query.assessment_name, search: query.q };
    return this.queries.execute(new ListReflectionsQuery(caller.clientId, filter));
  }

  @Reads(
    ':id',
    {
      summary: 'One reflection of the current client, or a system template',
      description: 'at (ISO instant): the reflection as it was then, folded from its events (docs/audit.md).',
    },
    assessmentSchema,
  )
  @ApiQuery({ name: 'at', required: false })
  @Refuses({ 404: 'Reflection not found' })
  get(@Caller() caller: Caller, @Param('id') id: string, @Query() query: AsOfQueryDto): Promise<ReflectionView> {
    if (query.at) return this.queries.execute(new GetReflectionAtQuery(caller.clientId, id, new Date(query.at)));
    return this.answers.current(caller, id);
  }

  @Reads(
    ':id/history',
    "Every event of the reflection and of its takes' lifecycle: who, when, what changed in words (administrators)",
    listOf({ type: 'object' }),
  )
  @Refuses({ 404: 'Reflection not found' })
  history(@Caller() caller: Caller, @Param('id') id: string): Promise<HistoryEntryView[]> {
    return this.queries.execute(new GetReflectionHistoryQuery(caller.clientId, id));
  }

  @Writes(
    'POST',
    '',
    "Save a new draft (blank, or started from template_id); answers it ('Assessment successfully saved!')",
    assessmentSchema,
  )
  create(@Caller() caller: Caller, @Body() body: CreateReflectionDto) {
    const command = new CreateReflectionCommand(caller.context, caller.clientId, 'DRAFT', body);
    return this.answers.written(caller, command, (result) => result.reflectionId);
  }

  @Writes(
    'PUT',
    ':id',
    {
      summary: 'Save a draft against the revision the builder loaded',
      description: '409 STALE_REVISION when someone saved after that revision: reload, nothing was written.',
    },
    assessmentSchema,
  )
  @Refuses({ 403: 'System templates cannot be changed.', 409: 'stale revision; or published (clone it instead)' })
  update(@Caller() caller: Caller, @Param('id') id: string, @Body() body: UpdateReflectionDto) {
    const command = new ReviseReflectionCommand(caller.context, caller.clientId, id, 'DRAFT', body);
    return this.answers.written(caller, command, id);
  }

  @Writes('PATCH', ':id', "Rename a draft ('Rename')", assessmentSchema)
  rename(@Caller() caller: Caller, @Param('id') id: string, @Body() body: RenameReflectionDto) {
    return this.renamed(caller, id, false, body);
  }

  @Writes(
    'DELETE',
    ':id',
    "Delete a draft ('Reflection deleted'); published reflections cannot be deleted (409)",
    idsOf('assessment_id'),
  )
  remove(@Caller() caller: Caller, @Param('id') id: string) {
    const command = new DeleteReflectionCommand(caller.context, caller.clientId, id, 'DRAFT');
    return this.reads.answer(command, () => ({ assessment_id: id }));
  }

  @Writes(
    'POST',
    ':id/copy',
    "Clone (or 'Clone as Draft'): a new draft with the same document; answers the copy",
    assessmentSchema,
  )
  copy(@Caller() caller: Caller, @Param('id') id: string, @Body() body: CopyReflectionDto) {
    const command = new CopyReflectionCommand(caller.context, caller.clientId, id, body.assessment_name);
    return this.answers.written(caller, command, (result) => result.reflectionId);
  }

  @Writes(
    'POST',
    ':id/publish',
    {
      summary: 'Publish a draft to a team of the current client (general_settings)',
      description:
        "400 'You must select at least one member to publish an assessment', 'You must add at least one section and one question', 'Please select a team', 'Please select a date', due before launch.",
    },
    assessmentSchema,
  )
  publish(@Caller() caller: Caller, @Param('id') id: string, @Body() body: PublishReflectionDto) {
    const command = new PublishReflectionCommand(caller.context, caller.clientId, id, body);
    return this.answers.written(caller, command, id);
  }

  @Writes(
    'PATCH',
    ':id/publish',
    'Rename a published reflection; refused (409) once Completed, Closed or Admin Closed',
    assessmentSchema,
  )
  renamePublished(@Caller() caller: Caller, @Param('id') id: string, @Body() body: RenameReflectionDto) {
    return this.renamed(caller, id, true, body);
  }

  @Writes(
    'PUT',
    ':id/publish',
    {
      summary: "Edit a published reflection's dates (within the locks of its phase) and members",
      description: 'The launch date is locked once In Progress or Past Due; both dates once closed.',
    },
    assessmentSchema,
  )
  editPublished(@Caller() caller: Caller, @Param('id') id: string, @Body() body: EditPublishedReflectionDto) {
    const command = new EditPublishedReflectionCommand(caller.context, caller.clientId, id, body);
    return this.answers.written(caller, command, id);
  }

  @Writes(
    'POST',
    ':id/publish/admin_close',
    "'Mark as Complete': close a published reflection before everyone finished (Admin Closed)",
    assessmentSchema,
  )
  @Refuses({ 409: 'This reflection is already closed.' })
  adminClose(@Caller() caller: Caller, @Param('id') id: string) {
    const command = new AdminCloseReflectionCommand(caller.context, caller.clientId, id);
    return this.answers.written(caller, command, id);
  }

  private renamed(caller: Caller, id: string, published: boolean, body: RenameReflectionDto) {
    const command = new RenameReflectionCommand(caller.context, caller.clientId, id, published, body.assessment_name);
    return this.answers.written(caller, command, id);
  }
}
