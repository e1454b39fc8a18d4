import type { Migration } from 'kysely';
import { projectionCheckpointsMigration } from './migrations/20261122_1000_projection_checkpoints';
import { referenceDataMigrations } from '../read-models/reference-data/reference-data.migrations';
import { identityReadModelMigrations } from '../read-models/identity/identity.migrations';
import { workspacesMigrations } from '../read-models/workspaces/workspaces.migrations';
import { reflectionsMigrations } from '../read-models/reflections/reflections.migrations';
import { takesMigrations } from '../read-models/reflections/takes.migrations';
import { resultsMigrations } from '../read-models/reflections/results.migrations';

/**
 * Every read-model migration, keyed by a timestamp-prefixed name (Kysely runs them in name order; the migrator
 * is built with allowUnorderedMigrations because several packages contribute migrations to one database).
 * Append new read models here.
 */
export const projectionMigrations: Record<string, Migration> = {
  '20261122_1000_projection_checkpoints': projectionCheckpointsMigration,
  ...referenceDataMigrations,
  ...identityReadModelMigrations,
  ...workspacesMigrations,
  ...reflectionsMigrations,
  ...takesMigrations,
  ...resultsMigrations,
};
