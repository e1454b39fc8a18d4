import { Inject, Injectable } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { reflectionStreamName, type ReflectionEvent } from '@gc/contracts';
import type { Database } from '@gc/projections';
import type { Kysely } from 'kysely';
import { KYSELY } from '../../../../infrastructure/tokens';
import { AggregateStore, type CommandResult } from '../../../../shared/aggregate-store';
import type { CommandContext } from '../../../../shared/command-context';
import { reflectionDecider } from '../../domain/reflection.decider';
import { finishedCount, refuseSystemTemplate } from '../reflection-inputs';

/** POST /assessments/{id}/publish/admin_close: 'Mark as Complete' before everyone finished (Admin Closed). */
export class AdminCloseReflectionCommand extends Command<CommandResult<ReflectionEvent>> {
  constructor(
    readonly context: CommandContext,
    readonly clientId: string,
    readonly reflectionId: string,
  ) {
    super();
  }
}

@Injectable()
@CommandHandler(AdminCloseReflectionCommand)
export class AdminCloseReflectionHandler implements ICommandHandler<
  AdminCloseReflectionCommand,
  CommandResult<ReflectionEvent>
> {
  constructor(
    private readonly aggregates: AggregateStore,
    @Inject(KYSELY) private readonly db: Kysely<Database>,
  ) {}

  async execute({ context, clientId, reflectionId }: AdminCloseReflectionCommand) {
    refuseSystemTemplate(reflectionId);
    return this.aggregates.handle(
      reflectionStreamName(reflectionId),
      reflectionDecider,
      {
        type: 'AdminCloseReflection',
        clientId,
        now: context.now,
        finished: await finishedCount(this.db, reflectionId),
      },
      context,
    );
  }
}
