import { Inject, Injectable } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { reflectionStreamName, type ReflectionEvent, type UpdateReflectionDto } from '@gc/contracts';
import type { Database } from '@gc/projections';
import type { Kysely } from 'kysely';
import { KYSELY } from '../../../../infrastructure/tokens';
import { AggregateStore, type CommandResult } from '../../../../shared/aggregate-store';
import type { CommandContext } from '../../../../shared/command-context';
import { reflectionDecider } from '../../domain/reflection.decider';
import { CATALOGUE_INDEX, draftSetupChoice, refuseSystemTemplate, toContent } from '../reflection-inputs';

/** PUT /assessments/{id} (a draft) and PUT /assessments/templates/{id}: Save, against the revision loaded. */
export class ReviseReflectionCommand extends Command<CommandResult<ReflectionEvent>> {
  constructor(
    readonly context: CommandContext,
    readonly clientId: string,
    readonly reflectionId: string,
    readonly kind: 'DRAFT' | 'TEMPLATE',
    readonly input: UpdateReflectionDto,
  ) {
    super();
  }
}

@Injectable()
@CommandHandler(ReviseReflectionCommand)
export class ReviseReflectionHandler implements ICommandHandler<
  ReviseReflectionCommand,
  CommandResult<ReflectionEvent>
> {
  constructor(
    private readonly aggregates: AggregateStore,
    @Inject(KYSELY) private readonly db: Kysely<Database>,
  ) {}

  async execute({ context, clientId, reflectionId, kind, input }: ReviseReflectionCommand) {
    refuseSystemTemplate(reflectionId);
    const setup = await draftSetupChoice(this.db, clientId, input.general_settings);
    return this.aggregates.handle(
      reflectionStreamName(reflectionId),
      reflectionDecider,
      {
        type: 'ReviseReflection',
        clientId,
        kind,
        expectedRevision: input.revision,
        content: toContent(input),
        catalogue: CATALOGUE_INDEX,
        setup,
      },
      context,
    );
  }
}
