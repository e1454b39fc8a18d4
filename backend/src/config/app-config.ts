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
  /** address the api binds (HOST): `localhost` (127.0.0.1 and ::1) unless the operator widens it, e.g. 0.0.0.0 */
  readonly host: string;
  /** `dev`: texts land in the development outbox (served to this machine only); `http`: a real provider */
  readonly smsProvider: SmsProvider;
  /** the largest request body accepted on any route, in bytes (the CSV import has its own, larger limit) */
  readonly bodyLimitBytes: number;
  /** the AI model behind GrowthMentor; offline (the playbook) when neither key nor base URL is set */
  readonly llm: LlmConfig;
  /** GrowthMentor's per-person limits */
  readonly mentor: MentorConfig;
  /** the public demo request form */
  readonly demoRequests: DemoRequestsConfig;
}

export interface LlmConfig {
  /** OPENAI_API_KEY; null for a local server that needs none (OPENAI_BASE_URL alone) or for offline mode */
  readonly apiKey: string | null;
  /** OPENAI_BASE_URL: any OpenAI-compatible server (Azure, Ollama, vLLM); null: OpenAI itself (with a key) */
  readonly baseUrl: string | null;
  /** OPENAI_MODEL */
  readonly model: string;
  /** retries on 429/5xx/connection errors, with the client's bounded exponential backoff */
  readonly maxRetries: number;
  readonly timeoutMs: number;
}

export interface MentorConfig {
  /** MENTOR_RATE_LIMIT_PER_MINUTE (10): messages per person per minute */
  readonly messagesPerMinute: number;
  /** MENTOR_DAILY_TOKEN_BUDGET (50000): model tokens per person per UTC day (estimated offline) */
  readonly dailyTokenBudget: number;
}

export interface DemoRequestsConfig {
  /** DEMO_REQUEST_INBOX: where the notice of each request goes */
  readonly inbox: string;
  /** DEMO_REQUEST_RATE_LIMIT_MAX (5) per client address per DEMO_REQUEST_RATE_LIMIT_WINDOW_SECONDS (3600) */
  readonly rateLimitMax: number;
  readonly rateLimitWindowSeconds: number;
}

/** True when no model is configured: GrowthMentor answers from the offline playbook. */
export const isOffline = (llm: LlmConfig): boolean => !llm.apiKey && !llm.baseUrl;

export type SmsProvider = 'dev' | 'http';

/** SMS_PROVIDER, read the same way by every process: `dev` (default) or `http`. */
export function smsProviderFrom(env: NodeJS.ProcessEnv): SmsProvider {
  const value = (env.SMS_PROVIDER ?? 'dev').trim().toLowerCase() || 'dev';
  if (value !== 'dev' && value !== 'http')
    throw new Error(`SMS_PROVIDER must be 'dev' or 'http', got '${env.SMS_PROVIDER}'`);
  return value;
}

/**
 * What a production process refuses to start with: every development convenience that would hand codes, mail or
 * tokens to whoever can reach it. Each problem names the variable to set. Empty outside production.
 */
export function productionProblems(env: NodeJS.ProcessEnv): string[] {
  if ((env.NODE_ENV ?? 'development') !== 'production') return [];
  const problems: string[] = [];
  if (smsProviderFrom(env) !== 'http')
    problems.push(
      'SMS_PROVIDER: the development SMS outbox is not for production; set SMS_PROVIDER=http with SMS_HTTP_URL, SMS_ACCOUNT_SID, SMS_AUTH_TOKEN and SMS_FROM',
    );
  if (!env.JWT_SECRET?.trim())
    problems.push(
      'JWT_SECRET: a generated signing key is not for production; set JWT_SECRET (e.g. openssl rand -hex 32)',
    );
  if (!env.SMTP_URL?.trim())
    problems.push(
      'SMTP_URL: the embedded mail catcher is not for production; set SMTP_URL to your mail relay (smtp://user:pass@host:587)',
    );
  return problems;
}

/** Throws one error listing every production problem, so a misconfigured deployment stops before it listens. */
export function assertProductionReady(env: NodeJS.ProcessEnv): void {
  const problems = productionProblems(env);
  if (problems.length > 0)
    throw new Error(`NODE_ENV=production refuses to start:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
}

/** 127.0.0.0/8, ::1 and their IPv4-mapped forms: addresses only this machine can send from. */
export function isLoopbackAddress(address: string | undefined | null): boolean {
  if (!address) return false;
  const bare = address.toLowerCase().replace(/^\[|\]$/g, '');
  if (bare === '::1' || bare === 'localhost') return true;
  const v4 = bare.startsWith('::ffff:') ? bare.slice(7) : bare;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  assertProductionReady(env);
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
    host: env.HOST?.trim() || 'localhost',
    smsProvider: smsProviderFrom(env),
    bodyLimitBytes: positiveInteger(env, 'BODY_LIMIT_BYTES', 1024 * 1024),
    llm: {
      apiKey: env.OPENAI_API_KEY?.trim() || null,
      baseUrl: env.OPENAI_BASE_URL?.trim() || null,
      model: env.OPENAI_MODEL?.trim() || 'gpt-4o-mini',
      maxRetries: 2,
      timeoutMs: 60_000,
    },
    mentor: {
      messagesPerMinute: positiveInteger(env, 'MENTOR_RATE_LIMIT_PER_MINUTE', 10),
      dailyTokenBudget: positiveInteger(env, 'MENTOR_DAILY_TOKEN_BUDGET', 50_000),
    },
    demoRequests: {
      inbox: env.DEMO_REQUEST_INBOX?.trim() || 'demo-requests@growthcatalyst.local',
      rateLimitMax: positiveInteger(env, 'DEMO_REQUEST_RATE_LIMIT_MAX', 5),
      rateLimitWindowSeconds: positiveInteger(env, 'DEMO_REQUEST_RATE_LIMIT_WINDOW_SECONDS', 3600),
    },
  };
}

export const APP_CONFIG = Symbol('APP_CONFIG');

/** A setting that must be a whole number above zero: a typo stops the process instead of weakening a rule. */
export function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a whole number above 0, got '${raw}'`);
  return value;
}

/** A setting that must be a whole number, 0 included; undefined when unset (the code's default then applies). */
export function wholeNumber(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`${name} must be a whole number (0 or more), got '${raw}'`);
  return value;
}

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
