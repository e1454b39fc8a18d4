// The reference-data module's public API: other modules, the entry points and tests import it from here only
// (eslint: no-restricted-imports in eslint.config.mjs).
export {
  SeedReferenceDataCommand,
  SeedReferenceDataHandler,
} from './commands/seed-reference-data/seed-reference-data.handler';
export { referenceDataDecider, type ReferenceDataState } from './domain/reference-data.decider';
export { ReferenceDataModule } from './reference-data.module';
