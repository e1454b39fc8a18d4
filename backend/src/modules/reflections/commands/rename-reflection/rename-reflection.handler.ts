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

/** 'Rename': PATCH /assessments/{id} (draft or template) and PATCH /assessments/{id}/publish (published, not closed). */
export class RenameReflectionCommand extends Command<CommandResult<ReflectionEvent>> {
  constructor(
    readonly context: CommandContext,
    readonly clientId: string,
    readonly reflectionId: string,
    readonly published: boolean,
    readonly name: string,
  ) {
    super();
  }
}

@Injectable()
@CommandHandler(RenameReflectionCommand)
export class RenameReflectionHandler implements ICommandHandler<
  RenameReflectionCommand,
  CommandResult<ReflectionEvent>
> {
  constructor(
    private readonly aggregates: AggregateStore,
    @Inject(KYSELY) private readonly db: Kysely<Database>,
  ) {}

  async execute({ context, clientId, reflectionId, published, name }: RenameReflectionCommand) {
    refuseSystemTemplate(reflectionId);
    const finished = await finishedCount(this.db, reflectionId);
    return this.aggregates.handle(
      reflectionStreamName(reflectionId),
      reflectionDecider,
      { type: 'RenameReflection', clientId, published, name, now: context.now, finished },
      context,
    );
  }
}
