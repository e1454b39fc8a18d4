import { createWriteStream } from 'node:fs';
import { finished } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { runCli, withConnections } from './cli-run';
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

  const { client } = values;
  return withConnections(2, async ({ store }) => {
    const out = values.out ? createWriteStream(values.out) : process.stdout;
    const bar = new ProgressBar(process.stderr);
    const label = `client ${client}`;
    const exported = await exportClientEvents(store, { clientId: client, from, to }, out, (p) =>
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
  });
}

/** undefined: not given; null: given but not an instant. */
function instant(text: string | undefined): Date | undefined | null {
  if (text === undefined) return undefined;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

runCli('audit export', main);
