import { allProjections, createKysely, jsonLogger, ProjectionRunner } from '@gc/projections';
import { runCli, withConnections, type CliConnections } from './cli-run';
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

  return withConnections(4, (connections) => rebuild(target, connections));
}

async function rebuild(target: string, { pool, store }: CliConnections): Promise<number> {
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
  }
}

runCli('rebuild', main);
