// Totals for `npm test`: jest-summary-reporter.js (root) appends one JSON line per Jest run to TEST_SUMMARY_FILE;
// failed Nx tasks that Jest did not count (typecheck, lint, a suite that could not run) count as one failure each.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export function readJestRuns(file) {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .flatMap((line) => {
      try {
        return [JSON.parse(line)];
      } catch {
        return [];
      }
    });
}

/** Tasks listed under "Failed tasks:" in Nx's output, e.g. `@gc/backend:lint`. */
export function failedNxTasks(output) {
  const tasks = new Set();
  const plain = output.replace(/\u001b\[[0-9;]*m/g, '');
  const section = plain
    .split(/Failed tasks:/)
    .slice(1)
    .join('\n');
  for (const match of section.matchAll(/^\s*-\s+(\S+):([\w-]+)/gm)) tasks.add(`${match[1]}:${match[2]}`);
  return [...tasks];
}

/** `{ passed, failed, skipped, notes }` over every Jest run plus the Nx tasks that failed outside Jest. */
export function summarise(jestRuns, failedTasks, extraFailures = []) {
  const total = { passed: 0, failed: 0, skipped: 0, notes: [...extraFailures] };
  for (const runResult of jestRuns) {
    total.passed += runResult.passed ?? 0;
    total.failed += runResult.failed ?? 0;
    total.skipped += runResult.skipped ?? 0;
    for (const failure of runResult.failures ?? []) total.notes.push(`failed: ${failure}`);
  }
  total.failed += extraFailures.length;
  for (const task of failedTasks) {
    const [project, target] = splitTask(task);
    const folder = project.replace(/^@[^/]+\//, '');
    const countedByJest = jestRuns.some(
      (r) =>
        (r.failed ?? 0) > 0 && (r.task ? r.task === task : Boolean(r.rootDir) && path.basename(r.rootDir) === folder),
    );
    if (target === 'test' || target === 'e2e' || target === 'faults' ? !countedByJest : true) {
      total.failed += 1;
      total.notes.push(`${task} failed`);
    }
  }
  return total;
}

function splitTask(task) {
  const at = task.lastIndexOf(':');
  return [task.slice(0, at), task.slice(at + 1)];
}

export function summaryLine({ passed, failed, skipped }) {
  return `Tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
}
