import { CommandBus } from '@nestjs/cqrs';
import { allProjections, projectionMigrations, type Projection } from '@gc/projections';
import { AppModule } from '../../../app.module';
import type { BootstrapDeps } from '../../../cli/bootstrap-steps';
import { backendMigrations } from '../../../infrastructure/database/migrations';
import { AggregateStore } from '../../../shared/aggregate-store';
import { systemContext } from '../../../shared/command-context';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import '../../../test-support/identity';
import { SeedReferenceDataCommand } from '../../reference-data/commands/seed-reference-data/seed-reference-data.handler';
import { TeamsModule } from '../../teams/teams.module';
import { ClientsModule } from '../clients.module';
import { bootstrapClientStep } from '../commands/bootstrap-client/bootstrap-client.step';
import { clientsProjection, teamsProjection, workspacesMigrations } from '../workspaces-read-models';
import {
  referenceDataMigrations,
  referenceDataProjection,
} from '../../../../../projections/src/read-models/reference-data';

/**
 * Until the lead registers workspaces and reference data (AppModule imports, migrations, projections), importing
 * this file wires them into the test app at runtime, as test-support/identity.ts does for identity; each step is
 * skipped once the real registration exists, so it is harmless after.
 */
function ensureWorkspacesWired(): void {
  for (const projection of [referenceDataProjection, clientsProjection, teamsProjection]) {
    if (!allProjections.some((p) => p.name === projection.name)) (allProjections as Projection[]).push(projection);
  }
  for (const [name, migration] of Object.entries({ ...referenceDataMigrations, ...workspacesMigrations })) {
    if (!(name in projectionMigrations) && !(name in backendMigrations)) backendMigrations[name] = migration;
  }
  const original = AppModule.forRoot.bind(AppModule);
  if ((original as { workspacesWired?: boolean }).workspacesWired) return;
  const wired = (config: Parameters<typeof AppModule.forRoot>[0]) => {
    const module = original(config);
    const missing = [ClientsModule, TeamsModule].filter((m) => !module.imports?.includes(m));
    module.imports = [...(module.imports ?? []), ...missing];
    return module;
  };
  (wired as { workspacesWired?: boolean }).workspacesWired = true;
  AppModule.forRoot = wired;
}
ensureWorkspacesWired();

/** A test app with the reference data seeded and the bootstrap client created, as `npm start`'s bootstrap does. */
export async function createWorkspacesTestApp(): Promise<TestApp> {
  const testApp = await createTestApp();
  await testApp.app.get(CommandBus).execute(new SeedReferenceDataCommand(systemContext()));
  await bootstrapClientStep({ aggregates: testApp.app.get(AggregateStore) } as BootstrapDeps);
  return testApp;
}

/** An industry and a stage of the seeded reference data. */
export const INDUSTRY = 'consumer';
export const OTHER_INDUSTRY = 'financial-services';
export const STAGE = 'seed';
