/**
 * The identity read models (tables, migration, projection) as the backend uses them. They live in the
 * projections package; until its index exports them (`export * from './read-models/identity';` in
 * projections/src/index.ts), this bridge imports them by path. After that line is added, this file becomes
 * `export { ... } from '@gc/projections'` and nothing else changes.
 */
export * from '../../../../projections/src/read-models/identity';
