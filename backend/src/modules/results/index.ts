// The results module's public API: other modules, the entry points and tests import it from here only
// (eslint: no-restricted-imports in eslint.config.mjs).
export { ResultsModule } from './results.module';
export { ResultsReader } from './queries/results-reader';
export { ResultsDropdownQuery, StatsQuery } from './queries/results.queries';
