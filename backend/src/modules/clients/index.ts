// The clients module's public API: other modules, the entry points and tests import it from here only
// (eslint: no-restricted-imports in eslint.config.mjs).
export { ClientsModule } from './clients.module';
export { bootstrapClientStep } from './commands/bootstrap-client/bootstrap-client.step';
export { loadReferenceDataIds } from './commands/reference-data-ids';
export { clientDecider } from './domain/client.decider';
export { asWorkspacesDb } from './workspaces.db';
export type { WorkspacesDatabase, WorkspacesTablesRead } from './workspaces.db';
export {
  readConfidentialityDefaults,
  resultsSettingsMigrations,
  saveConfidentialityDefaults,
} from './confidentiality-defaults';
