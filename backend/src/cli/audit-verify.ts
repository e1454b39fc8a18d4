import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { verifyAuditLines } from './audit-chain';
import { runCli } from './cli-run';

/**
 * `npm run audit:verify -- <file>`: re-computes the hash chain of an audit export. Exit codes: 0 'OK: N events,
 * chain intact'; 1 the first line that was edited, removed, inserted or reordered; 2 usage or unreadable file.
 */
async function main(argv: string[]): Promise<number> {
  const file = argv[0];
  if (!file || argv.length > 1) {
    process.stderr.write('usage: npm run audit:verify -- <file>\n');
    return 2;
  }
  const input = createReadStream(file, { encoding: 'utf8' });
  const opened = new Promise<void>((resolve, reject) => input.once('open', () => resolve()).once('error', reject));
  try {
    await opened;
  } catch (error) {
    process.stderr.write(`cannot read ${file}: ${(error as Error).message}\n`);
    return 2;
  }
  const lines = createInterface({ input, crlfDelay: Infinity });
  try {
    const verdict = await verifyAuditLines(lines);
    if (verdict.ok) {
      process.stdout.write(`OK: ${verdict.events} events, chain intact\n`);
      return 0;
    }
    process.stdout.write(`line ${verdict.line}: ${verdict.problem}\n`);
    return 1;
  } finally {
    lines.close();
    input.destroy();
  }
}

runCli('audit verify', main);
