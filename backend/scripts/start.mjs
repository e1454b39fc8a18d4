// `npm start`: install when needed, build, then run the launcher (backend/dist/dev/launch.js) until Ctrl-C.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { build, ensureInstalled, repoRoot, say } from './lib/common.mjs';

try {
  await ensureInstalled();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const built = await build();
if (built !== 0) {
  say('The build failed (see above); not starting.');
  process.exit(built);
}

// The launcher gets a process group of its own so that a Ctrl-C in the terminal reaches only this script, which
// passes it on: the launcher then stops api and worker before the databases they use.
const launcher = spawn(process.execPath, [path.join(repoRoot, 'backend', 'dist', 'dev', 'launch.js')], {
  cwd: repoRoot,
  stdio: 'inherit',
  detached: true,
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (launcher.exitCode === null && launcher.signalCode === null) launcher.kill(signal);
  });
}
launcher.once('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 1)));
