// The reflections module's public API: other modules, the entry points and tests import it from here only
// (eslint: no-restricted-imports in eslint.config.mjs).
export { ReflectionsModule } from './reflections.module';
export { ReflectionsWorkerModule, ReflectionPhases } from './timers/reflections-worker.module';
export { ReflectionTimers, phaseJobId } from './timers/reflection-timers';
export {
  ReleaseReflectionCatalogueCommand,
  ReleaseReflectionCatalogueHandler,
} from './commands/release-catalogue/release-catalogue.handler';
export { releaseReflectionCatalogueStep } from './commands/release-catalogue/release-catalogue.step';
export { reflectionDecider } from './domain/reflection.decider';
export type { ReflectionState } from './domain/reflection.state';
export { finishedCount } from './commands/reflection-inputs';
export { GetReflectionQuery } from './queries/reflections.queries';
export { ReflectionHistory } from './queries/reflection-history';
export { GetReflectionHistoryQuery, type HistoryEntryView } from './queries/reflection-history';
export { GetReflectionHistoryHandler } from './queries/history-timeline.handler';
