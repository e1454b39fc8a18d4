import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { createKysely } from '@gc/projections';
import { runCli, withConnections } from './cli-run';
import { formatReplay, replayReflection } from './reflection-replay';

const USAGE = 'usage: npm run replay -- reflection <id> [--at <instant>] [--json]\n';

/**
 * `npm run replay -- reflection <id> [--at <instant>] [--json]`: a reflection's state as it was at the instant
 * (now by default) and its timeline up to then. Exit codes: 0 printed, 1 no such reflection or failure, 2 usage.
 */
async function main(argv: string[]): Promise<number> {
  let parsed: { values: { at?: string; json?: boolean }; positionals: string[] };
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { at: { type: 'string' }, json: { type: 'boolean' } },
    });
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const [kind, id, ...rest] = parsed.positionals;
  const at = parsed.values.at === undefined ? new Date() : new Date(parsed.values.at);
  if (kind !== 'reflection' || !id || rest.length || Number.isNaN(at.getTime())) {
    process.stderr.write(`${Number.isNaN(at.getTime()) ? '--at is not an ISO-8601 instant\n' : ''}${USAGE}`);
    return 2;
  }

  return withConnections(2, async ({ pool, store }) => {
    const replay = await replayReflection(store, createKysely(pool), id, at);
    if (!replay) {
      process.stderr.write(`no reflection ${id}\n`);
      return 1;
    }
    process.stdout.write(parsed.values.json ? `${JSON.stringify(replay, null, 2)}\n` : formatReplay(replay));
    return 0;
  });
}

runCli('replay', main);
