// The takes module's public API: other modules, the entry points and tests import it from here only
// (eslint: no-restricted-imports in eslint.config.mjs).
export { TakesModule } from './takes.module';
