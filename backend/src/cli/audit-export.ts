import { createWriteStream } from 'node:fs';
import { finished } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { Pool } from 'pg';
import { loadConfig } from '../config/app-config';
import { createEventStore } from '../infrastructure/event-store/create-event-store';
import { exportClientEvents } from './audit-chain';
import { ProgressBar } from './progress-bar';

const USAGE = 'usage: npm run audit:export -- --client <id> [--from <instant>] [--to <instant>] [--out <file>]\n';

/**
 * `npm run audit:export -- --client <id> [--from <instant>] [--to <instant>] [--out <file>]`: every event of one
 * client as hash-chained JSON Lines (format in audit-chain.ts), to stdout or --out, with a progress bar on stderr.
 * Exit codes: 0 done, 1 failure, 2 usage.
 */
async function main(argv: string[]): Promise<number> {
  let values: { client?: string; from?: string; to?: string; out?: string };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        client: { type: 'string' },
        from: { type: 'string' },
        to: { type: 'string' },
        out: { type: 'string' },
      },
    }));
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const from = instant(values.from);
  const to = instant(values.to);
  if (!values.client || from === null || to === null) {
    process.stderr.write(`${from === null || to === null ? 'not an ISO-8601 instant\n' : ''}${USAGE}`);
    return 2;
  }

  const config = loadConfig();
  const pool = new Pool({ connectionString: config.databaseUrl, max: 2 });
  const store =
    config.eventStore.kind === 'esdb'
      ? createEventStore({ kind: 'esdb', connectionString: config.eventStore.connectionString })
      : createEventStore({ kind: 'postgres', pool });
  const out = values.out ? createWriteStream(values.out) : process.stdout;
  const bar = new ProgressBar(process.stderr);
  const label = `client ${values.client}`;
  try {
    const exported = await exportClientEvents(store, { clientId: values.client, from, to }, out, (p) =>
      bar.update({ label, fraction: p.fraction, processed: p.read }),
    );
    bar.done();
    if (out !== process.stdout) {
      out.end();
      await finished(out);
    }
    process.stderr.write(
      `${exported} events of client ${values.client}${values.out ? ` written to ${values.out}` : ''}\n`,
    );
    return 0;
  } finally {
    await store.close();
    await pool.end();
  }
}

/** undefined: not given; null: given but not an instant. */
function instant(text: string | undefined): Date | undefined | null {
  if (text === undefined) return undefined;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    process.stderr.write(`audit export failed: ${error?.stack ?? error}\n`);
    process.exit(1);
  },
);
