import { systemContext } from '../../../../shared/command-context';
import { ReleaseReflectionCatalogueCommand, ReleaseReflectionCatalogueHandler } from './release-catalogue.handler';
import type { AggregateStore } from '../../../../shared/aggregate-store';

/** Bootstrap step: releases the catalogue version the code ships, once. */
export async function releaseReflectionCatalogueStep({
  aggregates,
}: {
  aggregates: AggregateStore;
}): Promise<string[]> {
  const released = await new ReleaseReflectionCatalogueHandler(aggregates).execute(
    new ReleaseReflectionCatalogueCommand(systemContext()),
  );
  const event = released.events[0];
  return [
    `bootstrap: reflection catalogue: ${
      event
        ? `version ${event.data.version} released (${event.data.questions.length} questions, ${event.data.templates.length} templates)`
        : 'up to date'
    }`,
  ];
}
