// Shared by start.mjs and test.mjs. Plain Node, no dependencies: this runs before node_modules exists.
import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

export const say = (line) => console.log(`[${path.basename(process.argv[1] ?? 'scripts')}] ${line}`);

/**
 * Runs a command from the repository root with inherited stdio. `onOutput`, when given, also receives the text it
 * prints (stdout and stderr are then piped through, still shown as they come).
 */
export function run(command, args, { env = process.env, onOutput } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: repoRoot,
      env,
      stdio: onOutput ? ['inherit', 'pipe', 'pipe'] : 'inherit',
    });
    if (onOutput) {
      child.stdout.on('data', (chunk) => (process.stdout.write(chunk), onOutput(String(chunk))));
      child.stderr.on('data', (chunk) => (process.stderr.write(chunk), onOutput(String(chunk))));
    }
    child.once('error', (error) => {
      console.error(`could not run ${command}: ${error.message}`);
      resolve(127);
    });
    child.once('close', (code, signal) => resolve(signal ? 128 + (os.constants.signals[signal] ?? 1) : (code ?? 1)));
  });
}

/** `npm ci` (falling back to `npm install`) when node_modules is missing or older than package-lock.json. */
export async function ensureInstalled() {
  const lock = path.join(repoRoot, 'package-lock.json');
  const installedLock = path.join(repoRoot, 'node_modules', '.package-lock.json');
  const missing = !existsSync(installedLock);
  const stale = !missing && existsSync(lock) && statSync(lock).mtimeMs > statSync(installedLock).mtimeMs;
  if (!missing && !stale) return;
  say(missing ? 'Installing dependencies (npm ci)...' : 'package-lock.json changed: reinstalling (npm ci)...');
  if ((await run(npm, ['ci'])) === 0) return;
  say('npm ci failed; trying npm install...');
  if ((await run(npm, ['install'])) !== 0) {
    throw new Error('Installing dependencies failed (see the npm output above).');
  }
}

/** Builds every package (Nx caches what has not changed). Resolves to the exit code. */
export function build() {
  say('Building (nx run-many -t build)...');
  return run(npx, ['nx', 'run-many', '-t', 'build', '--outputStyle=static']);
}

export function nx(args, options) {
  return run(npx, ['nx', ...args], options);
}
