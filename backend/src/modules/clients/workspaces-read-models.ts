/**
 * The workspaces and reference-data read models as the backend uses them. They live in the projections package;
 * until its index exports them (`export * from './read-models/workspaces';` and `'./read-models/reference-data'`
 * in projections/src/index.ts), this bridge imports them by path. After those lines are added, this file becomes
 * `export { ... } from '@gc/projections'` and nothing else changes.
 */
export * from '../../../../projections/src/read-models/workspaces';
export type {
  IndustriesTable,
  StagesTable,
  OrganizationsTable,
} from '../../../../projections/src/read-models/reference-data';
