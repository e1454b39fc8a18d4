import { Injectable } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { REFERENCE_DATA_STREAM, SEED_INDUSTRIES, SEED_ORGANIZATIONS, SEED_STAGES } from '@gc/contracts';
import { AggregateStore, type CommandResult } from '../../../../shared/aggregate-store';
import type { CommandContext } from '../../../../shared/command-context';
import { referenceDataDecider, type SeedReferenceData } from '../../domain/reference-data.decider';

export class SeedReferenceDataCommand extends Command<CommandResult<unknown>> {
  constructor(
    readonly context: CommandContext,
    readonly catalogue: Omit<SeedReferenceData, 'type'> = {
      industries: SEED_INDUSTRIES,
      stages: SEED_STAGES,
      organizations: SEED_ORGANIZATIONS,
    },
  ) {
    super();
  }
}

@Injectable()
@CommandHandler(SeedReferenceDataCommand)
export class SeedReferenceDataHandler implements ICommandHandler<SeedReferenceDataCommand, CommandResult<unknown>> {
  constructor(private readonly aggregates: AggregateStore) {}

  execute({ context, catalogue }: SeedReferenceDataCommand): Promise<CommandResult<unknown>> {
    return this.aggregates.handle(
      REFERENCE_DATA_STREAM,
      referenceDataDecider,
      { type: 'SeedReferenceData', ...catalogue },
      context,
    );
  }
}
