import { randomBytes } from 'node:crypto';
import { LOWEST_PASSWORD_HASHING_ENV } from '../../src/config/password-hashing';
import { ApiClient, type StackSettings } from './cohort';
import { freePort, ProductProcess, waitForHealth } from './processes';

export interface Stack {
  api: ProductProcess;
  worker: ProductProcess;
  client: ApiClient;
  base: string;
  stop(): Promise<void>;
}

/** A queue prefix and a signing key of the test's own: nothing collides with suites running beside it. */
export function uniqueSettings(databaseUrl: string, redisUrl: string, smtpUrl: string): StackSettings {
  return {
    databaseUrl,
    redisUrl,
    smtpUrl,
    queuePrefix: `gc-faults-${randomBytes(4).toString('hex')}`,
    jwtSecret: randomBytes(32).toString('hex'),
  };
}

/**
 * The api (`backend/dist/main.js`) and the worker (`backend/dist/worker.js`) as child processes, as `npm start` and
 * bench/cohort.bench.mjs run them, with short timings from the environment (`extraEnv`). Resolves once the api
 * answers /api/health and the worker said it started.
 */
export async function startStack(settings: StackSettings, extraEnv: Record<string, string> = {}): Promise<Stack> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: settings.databaseUrl,
    REDIS_URL: settings.redisUrl,
    SMTP_URL: settings.smtpUrl,
    QUEUE_PREFIX: settings.queuePrefix,
    JWT_SECRET: settings.jwtSecret,
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'development',
    LOG_LEVEL: 'info',
    FRONTEND_DIST: '',
    READ_YOUR_WRITES_TIMEOUT_MS: '2000',
    // a job whose worker was killed is taken again within seconds, not BullMQ's default 30 s
    JOB_LOCK_DURATION_MS: '4000',
    JOB_STALLED_INTERVAL_MS: '2000',
    ...LOWEST_PASSWORD_HASHING_ENV,
    ...extraEnv,
  };
  const api = new ProductProcess('main.js', env);
  const worker = new ProductProcess('worker.js', env);
  api.start();
  worker.start();
  const stop = async () => {
    await Promise.all([api.stop(), worker.stop()]);
    // a process that died on its own is a finding: its last words go to the test's output
    for (const exit of [...api.unexpectedExits, ...worker.unexpectedExits]) process.stderr.write(`${exit}\n`);
  };
  try {
    await waitForHealth(base, api, 60_000);
    await worker.waitForOutput('worker started', 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { api, worker, client: new ApiClient(base), base, stop };
}
