import { Body, Controller, Get, Param, Post, Put, Query, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiBearerAuth,
  ApiBody,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import {
  Capability,
  ListTakesQueryDto,
  ReflectionMessages,
  SaveTakeDto,
  type GlobalPosition,
  type TakeListItemView,
  type TakeSavedView,
  type TakeView,
} from '@gc/contracts';
import type { FastifyRequest } from 'fastify';
import { reflectionsProjection, takesProjection } from '@gc/projections';
import { withPosition, type WithPosition } from '../../../http/envelope';
import { ReadYourWrites } from '../../../http/read-your-writes';
import { requestContext } from '../../../http/request-context';
import { notFound } from '../../../shared/domain-error';
import { envelope } from '../../clients';
import { CurrentUser, RequireCapability, currentClientOf, type AuthenticatedUser } from '../../identity';
import { SaveTakeCommand } from '../commands/save-take/save-take.handler';
import { GetMyTakeQuery, ListMyTakesQuery } from '../queries/takes.queries';

const saveBody: SchemaObject = {
  type: 'object',
  properties: {
    answers: {
      type: 'array',
      maxItems: 5000,
      description: 'the answers changed since the last save (a left-out response or comment keeps the recorded one)',
      items: {
        type: 'object',
        required: ['assessment_question_id', 'subject'],
        properties: {
          assessment_question_id: { type: 'string' },
          subject: {
            type: 'string',
            description: "a receiver's user_id, or 'TEAM' (team dynamics and open questions)",
          },
          response: { type: 'integer', minimum: 0, maximum: 4, nullable: true },
          comment: { type: 'string', maxLength: 9000 },
        },
      },
    },
    section_index: { type: 'integer', minimum: 0, description: 'the section the member is on (resume there)' },
    writer: {
      type: 'string',
      maxLength: 100,
      description: 'the page that sent the save (a random id per page load); with writer_seq',
    },
    writer_seq: {
      type: 'integer',
      minimum: 0,
      description:
        "the save's number on that page, counting up: a save arriving after a later one of the same page changes nothing",
    },
  },
};

/**
 * Taking a reflection (member spec sections 2 and 7): the member's inbox, one take with their own answers, saving
 * progress and submitting. Anyone signed in; every take is looked up for the caller in their current client, so
 * another member's take (or a reflection they do not take) answers 404.
 */
@ApiTags('taking reflections')
@ApiBearerAuth()
@Controller('assessments/take')
export class TakesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly reads: ReadYourWrites,
  ) {}

  @Get()
  @RequireCapability(Capability.TakeReflections)
  @ApiOperation({ summary: "The caller's takes in the current client (the inbox), soonest due first" })
  @ApiQuery({ name: 'assessment_take_user_phase', required: false, enum: ['NEW', 'IN_PROGRESS', 'COMPLETED'] })
  @ApiOkResponse({ schema: envelope({ type: 'array', items: { type: 'object' } }) })
  list(@CurrentUser() user: AuthenticatedUser, @Query() query: ListTakesQueryDto): Promise<TakeListItemView[]> {
    return this.queries.execute(
      new ListMyTakesQuery(currentClientOf(user), user.userId, query.assessment_take_user_phase),
    );
  }

  @Get(':id')
  @RequireCapability(Capability.TakeReflections)
  @ApiOperation({
    summary: 'One of the caller’s takes: the reflection, whom to rate, their own answers and where to resume',
  })
  @ApiOkResponse({ schema: envelope({ type: 'object' }) })
  @ApiNotFoundResponse({ description: 'Reflection not found' })
  get(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<TakeView> {
    return this.current(user, id);
  }

  @Put(':id')
  @RequireCapability(Capability.TakeReflections)
  @ApiOperation({
    summary: 'Save progress (as answers change, and every Next): the answers changed and the section reached',
    description:
      '409 once submitted or closed, or before launch; a repeat changes nothing; so does a save (writer, writer_seq) ' +
      'arriving after a later save of the same page.',
  })
  @ApiBody({ schema: saveBody })
  @ApiOkResponse({
    schema: envelope(
      {
        type: 'object',
        properties: {
          assessment_id: { type: 'string' },
          recorded: { type: 'integer' },
          section_index: { type: 'integer', nullable: true },
        },
      },
      true,
    ),
  })
  @ApiConflictResponse({ description: 'submitted, closed or not launched' })
  async save(
    @CurrentUser() user: AuthenticatedUser,
    @Req() request: FastifyRequest,
    @Param('id') id: string,
    @Body() body: SaveTakeDto,
  ): Promise<WithPosition<TakeSavedView>> {
    // autosave answers as soon as the facts are stored: it does not wait for the read models (the position it
    // answers lets the next read wait), so a save costs the command alone
    const result = await this.commands.execute(
      new SaveTakeCommand(requestContext(user, request), currentClientOf(user), id, user.userId, body, false),
    );
    let recorded = 0;
    let section: number | null = null;
    for (const event of result.events) {
      if (event.type === 'TakeAnswersRecorded') recorded += event.data.answers.length;
      if (event.type === 'TakeProgressSaved') section = event.data.sectionIndex;
    }
    return withPosition({ assessment_id: id, recorded, section_index: section }, result.position);
  }

  @Post(':id/complete')
  @RequireCapability(Capability.TakeReflections)
  @ApiOperation({
    summary:
      "Submit ('Reflection successfully submitted!'): 400 'Please continue completing reflection.' while answers are missing",
  })
  @ApiBody({ schema: saveBody })
  @ApiOkResponse({ schema: envelope({ type: 'object' }, true) })
  complete(
    @CurrentUser() user: AuthenticatedUser,
    @Req() request: FastifyRequest,
    @Param('id') id: string,
    @Body() body: SaveTakeDto,
  ): Promise<WithPosition<TakeView>> {
    return this.write(user, request, id, body, true);
  }

  private async write(
    user: AuthenticatedUser,
    request: FastifyRequest,
    id: string,
    body: SaveTakeDto,
    submit: boolean,
  ): Promise<WithPosition<TakeView>> {
    const result = await this.commands.execute(
      new SaveTakeCommand(requestContext(user, request), currentClientOf(user), id, user.userId, body, submit),
    );
    return this.after(user, id, result.position);
  }

  /**
   * The take as its taker now sees it. A save or a submit changes what the takes and reflections projections hold
   * (answers, status, phase), and the view reads nothing else this write could have changed; so the answer waits for
   * those two only, not for the results projection's fold of a submitted take into every receiver's aggregates
   * (which under a steady 200 submits/s held each answer about 1.6 s).
   */
  private async after(user: AuthenticatedUser, id: string, position: GlobalPosition | null) {
    return withPosition(
      await this.reads.read(position, () => this.current(user, id), [takesProjection.name, reflectionsProjection.name]),
      position,
    );
  }

  private async current(user: AuthenticatedUser, id: string): Promise<TakeView> {
    const take = await this.queries.execute(new GetMyTakeQuery(currentClientOf(user), user.userId, id));
    if (!take) throw notFound(ReflectionMessages.reflectionNotFound, 'REFLECTION_NOT_FOUND');
    return take;
  }
}
