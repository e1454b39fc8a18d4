import type { ReflectionCatalogue, ReflectionCatalogueEvent } from '@gc/contracts';
import { assertNever, type Decider } from '../../../shared/decider';

export type ReleaseCatalogue = { readonly type: 'ReleaseCatalogue'; readonly catalogue: ReflectionCatalogue };
export interface CatalogueState {
  readonly latestVersion: number;
}

/** A catalogue version is released once: running the seed on every start appends nothing new. */
export const reflectionCatalogueDecider: Decider<ReleaseCatalogue, ReflectionCatalogueEvent, CatalogueState> = {
  initialState: () => ({ latestVersion: 0 }),
  evolve(state, event) {
    switch (event.type) {
      case 'ReflectionCatalogueReleased':
        return { latestVersion: Math.max(state.latestVersion, event.data.version) };
      default:
        return assertNever(event.type);
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'ReleaseCatalogue': {
        const { version, categories, questions, templates } = command.catalogue;
        if (version <= state.latestVersion) return [];
        return [{ type: 'ReflectionCatalogueReleased', data: { version, categories, questions, templates } }];
      }
      default:
        return assertNever(command.type);
    }
  },
};
