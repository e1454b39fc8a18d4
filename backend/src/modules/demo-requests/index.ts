// The demo-requests module's public API: other modules, the entry points and tests import it from here only
// (eslint: no-restricted-imports in eslint.config.mjs).
export { DemoRequestsModule } from './demo-requests.module';
export { demoRequestsMigrations } from './demo-requests.migrations';
