import { CommandBus } from '@nestjs/cqrs';
import type { BootstrapDeps } from '../shared/bootstrap-step';
import { AggregateStore } from '../shared/aggregate-store';
import { systemContext } from '../shared/command-context';
import type { AppConfig } from '../config/app-config';
import { createTestApp, type TestApp } from './test-app';
import { SeedReferenceDataCommand } from '../modules/reference-data';
import { bootstrapClientStep } from '../modules/clients';

/** A test app with the reference data seeded and the bootstrap client created, as `npm start`'s bootstrap does. */
export async function createWorkspacesTestApp(
  overrides: Partial<AppConfig> = {},
  options: Parameters<typeof createTestApp>[1] = {},
): Promise<TestApp> {
  const testApp = await createTestApp(overrides, options);
  await testApp.app.get(CommandBus).execute(new SeedReferenceDataCommand(systemContext()));
  await bootstrapClientStep({ aggregates: testApp.app.get(AggregateStore) } as BootstrapDeps);
  return testApp;
}

/** An industry and a stage of the seeded reference data. */
export const INDUSTRY = 'consumer';
export const OTHER_INDUSTRY = 'financial-services';
export const STAGE = 'seed';
