import { accessSync, constants, mkdirSync } from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { RedisMemoryServer } from 'redis-memory-server';

export interface RunningRedis {
  url: string;
  stop(): Promise<void>;
  process: ChildProcess | undefined;
}

/**
 * Redis through redis-memory-server with the system redis-server (no download), persistent like production:
 * append-only file fsynced every second, data under <dataDir>/redis, and noeviction so BullMQ never loses keys.
 */
export async function startEmbeddedRedis(opts: {
  dataDir: string;
  port: number;
  log: (line: string) => void;
}): Promise<RunningRedis> {
  const dir = path.join(opts.dataDir, 'redis');
  mkdirSync(dir, { recursive: true });
  const systemBinary = findRedisServer();
  const server = new RedisMemoryServer({
    instance: {
      ip: '127.0.0.1',
      port: opts.port,
      args: ['--appendonly', 'yes', '--appendfsync', 'everysec', '--maxmemory-policy', 'noeviction', '--dir', dir],
    },
    binary: { systemBinary },
    // its own process group: a Ctrl-C in the terminal must not stop Redis before the api and worker are down
    spawn: { detached: true },
  });
  await server.start();
  const info = server.getInstanceInfo();
  if (!info) throw new Error('embedded Redis did not start');
  opts.log(`redis: ${systemBinary} on 127.0.0.1:${info.port}, data in ${dir}`);
  return {
    url: `redis://127.0.0.1:${info.port}`,
    process: info.childProcess,
    async stop() {
      await server.stop();
    },
  };
}

function findRedisServer(): string {
  const candidates = [
    process.env.REDISMS_SYSTEM_BINARY,
    ...(process.env.PATH ?? '').split(path.delimiter).map((dir) => dir && path.join(dir, 'redis-server')),
    '/usr/bin/redis-server',
    '/usr/local/bin/redis-server',
  ].filter((candidate): candidate is string => Boolean(candidate));
  for (const candidate of candidates) {
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // try the next one
    }
  }
  throw new Error(
    'No redis-server found for the embedded Redis. Install it (Debian/Ubuntu: apt-get install redis-server, ' +
      'macOS: brew install redis) or point REDIS_URL at a Redis server.',
  );
}
