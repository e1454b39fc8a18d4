import { createKysely } from '@gc/projections';
import { migrateToLatest } from '../infrastructure/database/migrations';
import { AggregateStore } from '../shared/aggregate-store';
import { systemContext } from '../shared/command-context';
import { allMigrations } from '../modules/migrations';
import { SeedReferenceDataCommand, SeedReferenceDataHandler } from '../modules/reference-data';
import { bootstrapSteps } from './bootstrap-steps';
import { runCli, withConnections } from './cli-run';

/**
 * One-shot preparation before api and worker start (npm start runs it; docker-compose has a service for it):
 * migrations, reference data, and whatever the modules register as bootstrap steps (the first Global
 * Administrator). Safe to run on every start: each step appends only what is missing.
 */
async function main(): Promise<number> {
  return withConnections(4, async ({ config, pool, store }) => {
    const db = createKysely(pool);
    const applied = await migrateToLatest(db, allMigrations());
    log(`migrations: ${applied.length ? applied.join(', ') : 'up to date'}`);
    const aggregates = new AggregateStore(store);
    const seeded = await new SeedReferenceDataHandler(aggregates).execute(
      new SeedReferenceDataCommand(systemContext()),
    );
    log(`reference data: ${seeded.events.length ? `${seeded.events.length} items registered` : 'up to date'}`);
    for (const step of bootstrapSteps) {
      for (const line of await step({ config, db, pool, aggregates, store })) process.stdout.write(`${line}\n`);
    }
    return 0;
  });
}

function log(message: string): void {
  process.stdout.write(`bootstrap: ${message}\n`);
}

runCli('bootstrap', main);
