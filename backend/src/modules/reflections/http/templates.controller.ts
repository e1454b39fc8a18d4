import { Body, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  Capability,
  CreateTemplateDto,
  UpdateReflectionDto,
  type ReflectionListItemView,
  type ReflectionView,
} from '@gc/contracts';
import { ApiController, idsOf, listOf, Reads, Refuses, Writes } from '../../../http/openapi';
import { ReadYourWrites } from '../../../http/read-your-writes';
import { Caller, RequireCapability } from '../../identity';
import { CreateReflectionCommand } from '../commands/create-reflection/create-reflection.handler';
import { DeleteReflectionCommand } from '../commands/delete-reflection/delete-reflection.handler';
import { ReviseReflectionCommand } from '../commands/revise-reflection/revise-reflection.handler';
import { ListReflectionsQuery } from '../queries/reflections.queries';
import { ReflectionAnswers } from './reflection-answers';
import { assessmentSchema, listItemSchema } from './reflections.responses';

/** /assessments/templates: the system templates (read-only for everyone) and the client's own templates. */
@ApiController('assessments/templates', 'reflection templates')
@RequireCapability(Capability.BuildReflections)
export class TemplatesController {
  constructor(
    private readonly queries: QueryBus,
    private readonly reads: ReadYourWrites,
    private readonly answers: ReflectionAnswers,
  ) {}

  @Reads('', "The system templates in the spec's order, then the current client's templates", listOf(listItemSchema))
  list(@Caller() caller: Caller): Promise<ReflectionListItemView[]> {
    return this.queries.execute(new ListReflectionsQuery(caller.clientId, { kind: 'TEMPLATE' }));
  }

  @Reads(':id', 'One template: a system template or one of the current client', assessmentSchema)
  @Refuses({ 404: 'Template not found' })
  get(@Caller() caller: Caller, @Param('id') id: string): Promise<ReflectionView> {
    return this.answers.current(caller, id, 'TEMPLATE');
  }

  @Writes('POST', '', 'Save a template of the current client', assessmentSchema)
  create(@Caller() caller: Caller, @Body() body: CreateTemplateDto) {
    const command = new CreateReflectionCommand(caller.context, caller.clientId, 'TEMPLATE', body);
    return this.answers.written(caller, command, (result) => result.reflectionId, 'TEMPLATE');
  }

  @Writes(
    'PUT',
    ':id',
    'Save a client template against the revision loaded; system templates answer 403',
    assessmentSchema,
  )
  @Refuses({ 403: 'System templates cannot be changed.' })
  update(@Caller() caller: Caller, @Param('id') id: string, @Body() body: UpdateReflectionDto) {
    const command = new ReviseReflectionCommand(caller.context, caller.clientId, id, 'TEMPLATE', body);
    return this.answers.written(caller, command, id, 'TEMPLATE');
  }

  @Writes('DELETE', ':id', 'Delete a client template; system templates answer 403', idsOf('assessment_id'))
  remove(@Caller() caller: Caller, @Param('id') id: string) {
    const command = new DeleteReflectionCommand(caller.context, caller.clientId, id, 'TEMPLATE');
    return this.reads.answer(command, () => ({ assessment_id: id }));
  }
}
