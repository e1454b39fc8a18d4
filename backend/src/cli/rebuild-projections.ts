import { Pool } from 'pg';
import { allProjections, createKysely, jsonLogger, ProjectionRunner, type RebuildProgress } from '@gc/projections';
import { loadConfig } from '../config/app-config';
import { createEventStore } from '../infrastructure/event-store/create-event-store';

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
    const results = await runner.rebuild(target, (progress) => bar.update(progress));
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

function rate(events: number, ms: number): string {
  return Math.round(events / Math.max(ms / 1000, 0.001)).toLocaleString('en-US');
}

/** A one-line ANSI bar when stderr is a terminal; a plain line every few seconds otherwise (CI logs). */
class ProgressBar {
  private lastLine = 0;
  private drawn = false;
  private current = '';
  private started = Date.now();

  constructor(private readonly out: NodeJS.WriteStream) {}

  update(p: RebuildProgress): void {
    if (p.projection !== this.current) {
      this.done();
      this.current = p.projection;
      this.started = Date.now();
    }
    const percent = (p.fraction * 100).toFixed(1).padStart(5);
    const events =
      p.processed === null
        ? 'replayed by the worker'
        : `${p.processed} events, ${rate(p.processed, Date.now() - this.started)} ev/s`;
    if (this.out.isTTY) {
      const width = 30;
      const filled = Math.round(p.fraction * width);
      this.out.write(
        `\r\x1b[2K${p.projection} [${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${percent}% ${events}`,
      );
      this.drawn = true;
    } else if (Date.now() - this.lastLine > 2000 || p.fraction === 1) {
      this.lastLine = Date.now();
      this.out.write(`${p.projection} ${percent}% ${events}\n`);
    }
  }

  done(): void {
    if (this.drawn) this.out.write('\n');
    this.drawn = false;
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    process.stderr.write(`rebuild failed: ${error?.stack ?? error}\n`);
    process.exit(1);
  },
);
