import { Pool } from 'pg';
import { createKysely } from '@gc/projections';
import { loadConfig } from '../config/app-config';
import { migrateToLatest } from '../infrastructure/database/migrations';
import { createEventStore } from '../infrastructure/event-store/create-event-store';
import { AggregateStore } from '../shared/aggregate-store';
import { systemContext } from '../shared/command-context';
import { SeedReferenceDataCommand, SeedReferenceDataHandler } from '../modules/reference-data';
import { bootstrapSteps } from './bootstrap-steps';

/**
 * One-shot preparation before api and worker start (npm start runs it; docker-compose has a service for it):
 * migrations, reference data, and whatever the modules register as bootstrap steps (the first Global
 * Administrator). Safe to run on every start: each step appends only what is missing.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const pool = new Pool({ connectionString: config.databaseUrl, max: 4 });
  const db = createKysely(pool);
  const store =
    config.eventStore.kind === 'esdb'
      ? createEventStore({ kind: 'esdb', connectionString: config.eventStore.connectionString })
      : createEventStore({ kind: 'postgres', pool });
  try {
    const applied = await migrateToLatest(db);
    log(`migrations: ${applied.length ? applied.join(', ') : 'up to date'}`);
    const aggregates = new AggregateStore(store);
    const seeded = await new SeedReferenceDataHandler(aggregates).execute(
      new SeedReferenceDataCommand(systemContext()),
    );
    log(`reference data: ${seeded.events.length ? `${seeded.events.length} items registered` : 'up to date'}`);
    for (const step of bootstrapSteps) {
      for (const line of await step({ config, db, pool, aggregates, store })) process.stdout.write(`${line}\n`);
    }
  } finally {
    await store.close();
    await db.destroy();
  }
}

function log(message: string): void {
  process.stdout.write(`bootstrap: ${message}\n`);
}

main().catch((error) => {
  process.stderr.write(`bootstrap failed: ${error?.stack ?? error}\n`);
  process.exit(1);
});
