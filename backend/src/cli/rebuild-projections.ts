import { Pool } from 'pg';
import { allProjections, createKysely, jsonLogger, ProjectionRunner } from '@gc/projections';
import { loadConfig } from '../config/app-config';
import { createEventStore } from '../infrastructure/event-store/create-event-store';
import { ProgressBar, rate } from './progress-bar';

/**
 * `npm run projections:rebuild -- <name|all>`: empties a projection's read model and replays all history into
 * it. When a worker is running the projection, the worker replays (this command resets it and follows the
 * progress); otherwise this command replays it itself. Exit codes: 0 done, 1 failure, 2 usage / unknown name.
 */
async function main(argv: string[]): Promise<number> {
  const target = argv[0];
  const names = allProjections.map((p) => p.name);
  if (!target || (target !== 'all' && !names.includes(target))) {
    process.stderr.write(
      `${target ? `unknown projection: ${target}\n` : ''}usage: npm run projections:rebuild -- <name|all>\n` +
        `projections: ${names.length ? names.join(', ') : '(none registered)'}\n`,
    );
    return 2;
  }

  const config = loadConfig();
  const pool = new Pool({ connectionString: config.databaseUrl, max: 4 });
  const store =
    config.eventStore.kind === 'esdb'
      ? createEventStore({ kind: 'esdb', connectionString: config.eventStore.connectionString })
      : createEventStore({ kind: 'postgres', pool });
  const runner = new ProjectionRunner({
    pool,
    db: createKysely(pool),
    eventSource: store,
    projections: allProjections,
    logger: { ...jsonLogger, info: () => {} }, // the progress bar says what info lines would
  });
  const bar = new ProgressBar(process.stderr);
  const started = Date.now();
  try {
    const results = await runner.rebuild(target, (p) =>
      bar.update({
        label: p.projection,
        fraction: p.fraction,
        processed: p.processed,
        watching: 'replayed by the worker',
      }),
    );
    bar.done();
    let total = 0;
    for (const result of results) {
      const seconds = result.elapsedMs / 1000;
      if (result.processed === null) {
        process.stdout.write(`${result.projection}: replayed by the running worker in ${seconds.toFixed(1)} s\n`);
      } else {
        total += result.processed;
        process.stdout.write(
          `${result.projection}: ${result.processed} events in ${seconds.toFixed(1)} s (${rate(result.processed, result.elapsedMs)} events/s)\n`,
        );
      }
    }
    if (results.length > 1 && total > 0) {
      process.stdout.write(
        `total: ${total} events in ${((Date.now() - started) / 1000).toFixed(1)} s (${rate(total, Date.now() - started)} events/s)\n`,
      );
    }
    return 0;
  } finally {
    await runner.stop();
    await store.close();
    await pool.end();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    process.stderr.write(`rebuild failed: ${error?.stack ?? error}\n`);
    process.exit(1);
  },
);
