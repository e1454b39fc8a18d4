import { formatPosition } from '@gc/contracts';
import { allProjections } from '@gc/projections';
import { runCli, withConnections } from './cli-run';
import { describeDifference, verifyProjections } from './projection-verify';
import { ProgressBar } from './progress-bar';

/**
 * `npm run projections:verify -- <name|all>`: rebuilds each projection into a shadow schema, up to its live
 * checkpoint, and compares the rows with the live read model (see projection-verify.ts). Prints every difference.
 * Exit codes: 0 no difference, 1 differences or failure, 2 usage / unknown name.
 */
async function main(argv: string[]): Promise<number> {
  const target = argv[0];
  const names = allProjections.map((p) => p.name);
  if (!target || argv.length > 1 || (target !== 'all' && !names.includes(target))) {
    process.stderr.write(
      `${target && target !== 'all' && !names.includes(target) ? `unknown projection: ${target}\n` : ''}` +
        `usage: npm run projections:verify -- <name|all>\nprojections: ${names.join(', ')}\n`,
    );
    return 2;
  }

  return withConnections(4, async ({ config, pool, store }) => {
    const bar = new ProgressBar(process.stderr);
    const verdicts = await verifyProjections({
      databaseUrl: config.databaseUrl,
      pool,
      source: store,
      projections: allProjections.filter((p) => target === 'all' || p.name === target),
      onProgress: (p) => bar.update({ label: p.projection, fraction: p.fraction, processed: p.processed }),
    });
    bar.done();
    let different = 0;
    for (const v of verdicts) {
      const at = `at ${formatPosition(v.position)}, ${v.replayed} events replayed`;
      for (const note of v.notes) process.stdout.write(`${v.projection}: note: ${note}\n`);
      if (v.differences.length === 0) {
        process.stdout.write(`${v.projection}: OK, no difference (${at})\n`);
        continue;
      }
      different += 1;
      process.stdout.write(`${v.projection}: ${v.differences.length}${v.truncated ? '+' : ''} rows differ (${at})\n`);
      for (const d of v.differences) process.stdout.write(`  ${describeDifference(d)}\n`);
    }
    return different > 0 ? 1 : 0;
  });
}

runCli('projections verify', main);
