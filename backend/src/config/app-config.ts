/**
 * Process configuration, read once from the environment. Every external service has a safe local default so a
 * developer with Postgres and Redis on the standard ports (or `npm start`, which sets these URLs for its embedded
 * services) needs no settings at all.
 */
export interface AppConfig {
  readonly nodeEnv: string;
  readonly port: number;
  readonly databaseUrl: string;
  readonly redisUrl: string;
  readonly eventStore: { kind: 'postgres' } | { kind: 'esdb'; connectionString: string };
  readonly smtpUrl: string;
  readonly mailFrom: string;
  readonly logLevel: string;
  /** where the built SPA lives; served by the api when present */
  readonly frontendDist: string | null;
  /** the longest a query with X-Min-Position waits for projections */
  readonly readYourWritesTimeoutMs: number;
  /** BullMQ key prefix, so test runs never share queues */
  readonly queuePrefix: string;
  /**
   * Whose X-Forwarded-For to believe for the client address (rate limits key by it): false (default: nobody, the
   * socket's address counts), true (every proxy), a hop count, or a comma-separated list of proxy addresses/CIDRs.
   */
  readonly trustProxy: boolean | number | string[];
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const eventStoreKind = (env.EVENT_STORE ?? 'postgres').toLowerCase();
  if (eventStoreKind !== 'postgres' && eventStoreKind !== 'esdb') {
    throw new Error(`EVENT_STORE must be 'postgres' or 'esdb', got '${env.EVENT_STORE}'`);
  }
  if (eventStoreKind === 'esdb' && !env.EVENTSTORE_CONNECTION_STRING) {
    throw new Error('EVENT_STORE=esdb needs EVENTSTORE_CONNECTION_STRING (e.g. esdb://localhost:2113?tls=false)');
  }
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got '${env.PORT}'`);
  return {
    nodeEnv: env.NODE_ENV ?? 'development',
    port,
    databaseUrl: env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    redisUrl: env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    eventStore:
      eventStoreKind === 'esdb'
        ? { kind: 'esdb', connectionString: env.EVENTSTORE_CONNECTION_STRING as string }
        : { kind: 'postgres' },
    smtpUrl: env.SMTP_URL ?? 'smtp://127.0.0.1:1025',
    mailFrom: env.MAIL_FROM ?? 'GrowthCatalyst <no-reply@growthcatalyst.local>',
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'warn' : 'info'),
    frontendDist: env.FRONTEND_DIST === '' ? null : (env.FRONTEND_DIST ?? null),
    readYourWritesTimeoutMs: Number(env.READ_YOUR_WRITES_TIMEOUT_MS ?? 5000),
    queuePrefix: env.QUEUE_PREFIX ?? 'gc',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
  };
}

export const APP_CONFIG = Symbol('APP_CONFIG');

function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text);
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}
