import { Inject, Injectable } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  fromConfidentialityView,
  reflectionStreamName,
  type EditPublishedReflectionDto,
  type ReflectionEvent,
} from '@gc/contracts';
import type { Database } from '@gc/projections';
import type { Kysely } from 'kysely';
import { KYSELY } from '../../../../infrastructure/tokens';
import { AggregateStore, type CommandResult } from '../../../../shared/aggregate-store';
import type { CommandContext } from '../../../../shared/command-context';
import { reflectionDecider } from '../../domain/reflection.decider';
import { ReflectionTimers } from '../../timers/reflection-timers';
import {
  anyoneAnswered,
  finishedCount,
  loadReflection,
  loadTeam,
  refuseSystemTemplate,
  resolveChoices,
} from '../reflection-inputs';

/** PUT /assessments/{id}/publish: the Edit Reflection page's dates (within their locks) and members. */
export class EditPublishedReflectionCommand extends Command<CommandResult<ReflectionEvent>> {
  constructor(
    readonly context: CommandContext,
    readonly clientId: string,
    readonly reflectionId: string,
    readonly input: EditPublishedReflectionDto,
  ) {
    super();
  }
}

@Injectable()
@CommandHandler(EditPublishedReflectionCommand)
export class EditPublishedReflectionHandler implements ICommandHandler<
  EditPublishedReflectionCommand,
  CommandResult<ReflectionEvent>
> {
  constructor(
    private readonly aggregates: AggregateStore,
    @Inject(KYSELY) private readonly db: Kysely<Database>,
    private readonly timers: ReflectionTimers,
  ) {}

  async execute({ context, clientId, reflectionId, input }: EditPublishedReflectionCommand) {
    refuseSystemTemplate(reflectionId);
    const state = await loadReflection(this.aggregates, clientId, reflectionId);
    const team = state.teamId ? await loadTeam(this.db, clientId, state.teamId) : null;
    const result = await this.aggregates.handle(
      reflectionStreamName(reflectionId),
      reflectionDecider,
      {
        type: 'EditPublishedReflection',
        clientId,
        expectedRevision: input.revision ?? null,
        launchDate: input.launch_date,
        dueDate: input.due_date,
        assignees: input.members_with_roles ? await resolveChoices(this.db, team, input.members_with_roles) : null,
        team,
        confidentiality: input.confidentiality
          ? fromConfidentialityView({
              mode: input.confidentiality.mode,
              min_raters: input.confidentiality.min_raters ?? null,
            })
          : null,
        answered: input.confidentiality ? await anyoneAnswered(this.db, reflectionId) : false,
        now: context.now,
        finished: await finishedCount(this.db, reflectionId),
      },
      context,
    );
    for (const event of result.events)
      if (event.type === 'ReflectionRescheduled')
        await this.timers.plan(reflectionId, event.data.launchDate, event.data.dueDate, context.now);
    return result;
  }
}
