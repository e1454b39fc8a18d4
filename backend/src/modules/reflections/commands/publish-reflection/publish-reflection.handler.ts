import { Inject, Injectable } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  fromConfidentialityView,
  reflectionStreamName,
  type PublishReflectionDto,
  type ReflectionEvent,
} from '@gc/contracts';
import type { Database } from '@gc/projections';
import type { Kysely } from 'kysely';
import { KYSELY } from '../../../../infrastructure/tokens';
import { AggregateStore, type CommandResult } from '../../../../shared/aggregate-store';
import type { CommandContext } from '../../../../shared/command-context';
import { readConfidentialityDefaults } from '../../../clients';
import { reflectionDecider } from '../../domain/reflection.decider';
import { ReflectionTimers } from '../../timers/reflection-timers';
import { loadTeam, refuseSystemTemplate, resolveChoices } from '../reflection-inputs';

/** POST /assessments/{id}/publish: general_settings (team, launch and due instants, assignees). */
export class PublishReflectionCommand extends Command<CommandResult<ReflectionEvent>> {
  constructor(
    readonly context: CommandContext,
    readonly clientId: string,
    readonly reflectionId: string,
    readonly input: PublishReflectionDto,
  ) {
    super();
  }
}

@Injectable()
@CommandHandler(PublishReflectionCommand)
export class PublishReflectionHandler implements ICommandHandler<
  PublishReflectionCommand,
  CommandResult<ReflectionEvent>
> {
  constructor(
    private readonly aggregates: AggregateStore,
    @Inject(KYSELY) private readonly db: Kysely<Database>,
    private readonly timers: ReflectionTimers,
  ) {}

  async execute({ context, clientId, reflectionId, input }: PublishReflectionCommand) {
    refuseSystemTemplate(reflectionId);
    const team = await loadTeam(this.db, clientId, input.team_id);
    const result = await this.aggregates.handle(
      reflectionStreamName(reflectionId),
      reflectionDecider,
      {
        type: 'PublishReflection',
        clientId,
        expectedRevision: input.revision ?? null,
        team,
        launchDate: input.launch_date,
        dueDate: input.due_date,
        assignees: await resolveChoices(this.db, team, input.members_with_roles),
        confidentiality: input.confidentiality
          ? fromConfidentialityView({
              mode: input.confidentiality.mode,
              min_raters: input.confidentiality.min_raters ?? null,
            })
          : null,
        confidentialityDefaults: await readConfidentialityDefaults(this.db, clientId),
      },
      context,
    );
    for (const event of result.events)
      if (event.type === 'ReflectionPublished')
        await this.timers.plan(reflectionId, event.data.launchDate, event.data.dueDate, context.now);
    return result;
  }
}
