import { Injectable } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { reflectionStreamName, type ReflectionEvent } from '@gc/contracts';
import { AggregateStore, type CommandResult } from '../../../../shared/aggregate-store';
import type { CommandContext } from '../../../../shared/command-context';
import { reflectionDecider } from '../../domain/reflection.decider';
import { refuseSystemTemplate } from '../reflection-inputs';

/** DELETE /assessments/{id} (drafts only) and DELETE /assessments/templates/{id} (the client's templates). */
export class DeleteReflectionCommand extends Command<CommandResult<ReflectionEvent>> {
  constructor(
    readonly context: CommandContext,
    readonly clientId: string,
    readonly reflectionId: string,
    readonly kind: 'DRAFT' | 'TEMPLATE',
  ) {
    super();
  }
}

@Injectable()
@CommandHandler(DeleteReflectionCommand)
export class DeleteReflectionHandler implements ICommandHandler<
  DeleteReflectionCommand,
  CommandResult<ReflectionEvent>
> {
  constructor(private readonly aggregates: AggregateStore) {}

  execute({ context, clientId, reflectionId, kind }: DeleteReflectionCommand) {
    refuseSystemTemplate(reflectionId);
    return this.aggregates.handle(
      reflectionStreamName(reflectionId),
      reflectionDecider,
      { type: 'DeleteReflection', clientId, kind },
      context,
    );
  }
}
