import { appendFileSync } from 'node:fs';
import { basename } from 'node:path';

/**
 * Where a browser journey's time goes, for whoever trims the browser phase: with `E2E_TIMINGS=<file>` every timed
 * step appends one line `<spec file>\t<step>\t<ms>` to the file (docs/operations.md, "CI"); without it, nothing.
 */
export async function timed<T>(step: string, run: () => Promise<T>): Promise<T> {
  const file = process.env.E2E_TIMINGS;
  if (!file) return run();
  const started = performance.now();
  try {
    return await run();
  } finally {
    const spec = basename(expect.getState().testPath ?? 'unknown');
    appendFileSync(file, `${spec}\t${step}\t${Math.round(performance.now() - started)}\n`);
  }
}
