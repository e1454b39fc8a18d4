import { Injectable } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  REFLECTION_CATALOGUE,
  REFLECTION_CATALOGUE_STREAM,
  type ReflectionCatalogue,
  type ReflectionCatalogueEvent,
} from '@gc/contracts';
import { AggregateStore, type CommandResult } from '../../../../shared/aggregate-store';
import type { CommandContext } from '../../../../shared/command-context';
import { reflectionCatalogueDecider } from '../../domain/reflection-catalogue.decider';

export class ReleaseReflectionCatalogueCommand extends Command<CommandResult<ReflectionCatalogueEvent>> {
  constructor(
    readonly context: CommandContext,
    readonly catalogue: ReflectionCatalogue = REFLECTION_CATALOGUE,
  ) {
    super();
  }
}

/** Seeds the question catalogue and the system templates the code ships (bootstrap; idempotent per version). */
@Injectable()
@CommandHandler(ReleaseReflectionCatalogueCommand)
export class ReleaseReflectionCatalogueHandler implements ICommandHandler<
  ReleaseReflectionCatalogueCommand,
  CommandResult<ReflectionCatalogueEvent>
> {
  constructor(private readonly aggregates: AggregateStore) {}

  execute({ context, catalogue }: ReleaseReflectionCatalogueCommand): Promise<CommandResult<ReflectionCatalogueEvent>> {
    return this.aggregates.handle(
      REFLECTION_CATALOGUE_STREAM,
      reflectionCatalogueDecider,
      { type: 'ReleaseCatalogue', catalogue },
      context,
    );
  }
}
