import { Inject } from '@nestjs/common';
import { reflectionStreamName, type ReflectionEvent } from '@gc/contracts';
import type { Database } from '@gc/projections';
import type { Kysely } from 'kysely';
import { KYSELY } from '../../../infrastructure/tokens';
import { AggregateStore, type CommandResult } from '../../../shared/aggregate-store';
import type { CommandContext } from '../../../shared/command-context';
import type { PublishReflection, EditPublishedReflection } from '../domain/reflection.commands';
import { reflectionDecider } from '../domain/reflection.decider';
import { ReflectionTimers } from '../timers/reflection-timers';

/**
 * What publishing a reflection and editing a published one share: the read model to resolve the team and members,
 * the reflection's stream, and its phase timers, planned right after a fact that sets or moves its dates.
 */
export abstract class DatedReflectionHandler {
  constructor(
    protected readonly aggregates: AggregateStore,
    @Inject(KYSELY) protected readonly db: Kysely<Database>,
    private readonly timers: ReflectionTimers,
  ) {}

  protected async decideDates(
    reflectionId: string,
    command: PublishReflection | EditPublishedReflection,
    context: CommandContext,
  ): Promise<CommandResult<ReflectionEvent>> {
    const result = await this.aggregates.handle(
      reflectionStreamName(reflectionId),
      reflectionDecider,
      command,
      context,
    );
    await this.timers.follow(reflectionId, result.events, context.now);
    return result;
  }
}
