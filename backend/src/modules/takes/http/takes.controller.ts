import { Body, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiQuery } from '@nestjs/swagger';
import {
  Capability,
  ListTakesQueryDto,
  ReflectionMessages,
  SaveTakeDto,
  type TakeListItemView,
  type TakeSavedView,
  type TakeSubmittedView,
  type TakeView,
} from '@gc/contracts';
import { clientsProjection, reflectionsProjection, takesProjection, teamsProjection } from '@gc/projections';
import { ReadsFrom } from '../../../http/min-position';
import type { WithPosition } from '../../../http/envelope';
import { ApiController, listOf, Reads, Refuses, Writes } from '../../../http/openapi';
import { ReadYourWrites } from '../../../http/read-your-writes';
import { notFound } from '../../../shared/domain-error';
import { Caller, RequireCapability } from '../../identity';
import { SaveTakeCommand } from '../commands/save-take/save-take.handler';
import { SubmitTakeCommand } from '../commands/submit-take/submit-take.handler';
import type { TakeOf } from '../commands/take-write';
import { GetMyTakeQuery, ListMyTakesQuery } from '../queries/takes.queries';
import { takeListItemSchema, takeSavedSchema, takeSchema, takeSubmittedSchema } from './takes.responses';

/**
 * What the takes' reads hold: the reflections projection (reflections, their documents, the catalogue, the
 * assignees and their status), the takes projection (the answers), teams and their members, team roles.
 */
const TAKE_READ_MODELS = [reflectionsProjection, takesProjection, teamsProjection, clientsProjection];

/**
 * Taking a reflection (member spec sections 2 and 7): the member's inbox, one take with their own answers, saving
 * progress and submitting. Anyone signed in; every take is looked up for the caller in their current client, so
 * another member's take (or a reflection they do not take) answers 404.
 */
@ApiController('assessments/take', 'taking reflections')
@RequireCapability(Capability.TakeReflections)
export class TakesController {
  constructor(
    private readonly queries: QueryBus,
    private readonly reads: ReadYourWrites,
  ) {}

  @Reads('', "The caller's takes in the current client (the inbox), soonest due first", listOf(takeListItemSchema))
  @ReadsFrom(...TAKE_READ_MODELS)
  @ApiQuery({ name: 'assessment_take_user_phase', required: false, enum: ['NEW', 'IN_PROGRESS', 'COMPLETED'] })
  list(@Caller() caller: Caller, @Query() query: ListTakesQueryDto): Promise<TakeListItemView[]> {
    return this.queries.execute(
      new ListMyTakesQuery(caller.clientId, caller.user.userId, query.assessment_take_user_phase),
    );
  }

  @Reads(
    ':id',
    'One of the caller’s takes: the reflection, whom to rate, their own answers and where to resume',
    takeSchema,
  )
  @Refuses({ 404: 'Reflection not found' })
  @ReadsFrom(...TAKE_READ_MODELS)
  get(@Caller() caller: Caller, @Param('id') id: string): Promise<TakeView> {
    return this.current(caller, id);
  }

  @Writes(
    'PUT',
    ':id',
    {
      summary: 'Save progress (as answers change, and every Next): the answers changed and the section reached',
      description:
        '409 once submitted or closed, or before launch; a repeat changes nothing; so does a save (writer, ' +
        'writer_seq) arriving after a later save of the same page.',
    },
    takeSavedSchema,
  )
  @Refuses({ 404: 'Reflection not found', 409: 'submitted, closed or not launched' })
  save(
    @Caller() caller: Caller,
    @Param('id') id: string,
    @Body() body: SaveTakeDto,
  ): Promise<WithPosition<TakeSavedView>> {
    // autosave answers as soon as the facts are stored: it does not wait for the read models (the position it
    // answers lets the next read wait), so a save costs the command alone
    return this.reads.answer(new SaveTakeCommand(this.takeOf(caller, id), body), (saved) => saved.view);
  }

  /**
   * Submit. Answered as soon as the facts are stored, as a save is: the SPA goes on to the inbox, whose read waits
   * for the position answered here (for the read models it reads; not for the results projection's fold of the
   * submission into every receiver's aggregates, which under a steady 200 submits/s lags by seconds).
   */
  @Writes(
    'POST',
    ':id/complete',
    "Submit ('Reflection successfully submitted!'): 400 'Please continue completing reflection.' while answers are missing",
    takeSubmittedSchema,
  )
  @Refuses({ 404: 'Reflection not found', 409: 'submitted, closed or not launched' })
  complete(
    @Caller() caller: Caller,
    @Param('id') id: string,
    @Body() body: SaveTakeDto,
  ): Promise<WithPosition<TakeSubmittedView>> {
    return this.reads.answer(new SubmitTakeCommand(this.takeOf(caller, id), body), (submitted) => submitted.view);
  }

  private takeOf(caller: Caller, reflectionId: string): TakeOf {
    return { context: caller.context, clientId: caller.clientId, reflectionId, userId: caller.user.userId };
  }

  private async current(caller: Caller, id: string): Promise<TakeView> {
    const take = await this.queries.execute(new GetMyTakeQuery(caller.clientId, caller.user.userId, id));
    if (!take) throw notFound(ReflectionMessages.reflectionNotFound, 'REFLECTION_NOT_FOUND');
    return take;
  }
}
