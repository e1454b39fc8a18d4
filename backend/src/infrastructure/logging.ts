import type { LoggerService } from '@nestjs/common';
import pino, { type Logger } from 'pino';

/** Paths never written to a log line: credentials, codes and tokens (identity secrets stay out of logs). */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.code',
  '*.token',
  '*.accessToken',
  '*.refreshToken',
];

/** Query parameters that carry a secret in an address (an OpenID Provider's redirect back: code, state, ...). */
const SECRET_QUERY_PARAMETERS = /([?&](?:code|state|session_state|handoff|token|id_token|access_token)=)[^&#]*/gi;

/** An address as logged: the values of secret query parameters replaced. */
export const redactUrl = (url: string): string => url.replace(SECRET_QUERY_PARAMETERS, '$1[redacted]');

export function createRootLogger(level: string, name: string, destination?: NodeJS.WritableStream): Logger {
  const options = {
    level,
    name,
    base: { service: name },
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    formatters: {
      // Fastify's request line logs the address as requested; a provider's redirect back carries its code there
      log: (object: Record<string, unknown>) => {
        const req = object.req as { url?: unknown } | undefined;
        if (req && typeof req.url === 'string' && req.url.includes('?'))
          return { ...object, req: { ...req, url: redactUrl(req.url) } };
        return object;
      },
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

const NOISY_CONTEXTS = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestFactory']);

/** Nest's logger interface over pino, so framework and application lines are the same JSON. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, context?: string): void {
    // Nest's start-up chatter (one line per module and route) is debug detail, not operations information.
    this.write(context && NOISY_CONTEXTS.has(context) ? 'debug' : 'info', message, context);
  }
  error(message: unknown, trace?: string, context?: string): void {
    this.write('error', message, context, trace);
  }
  warn(message: unknown, context?: string): void {
    this.write('warn', message, context);
  }
  debug(message: unknown, context?: string): void {
    this.write('debug', message, context);
  }
  verbose(message: unknown, context?: string): void {
    this.write('trace', message, context);
  }

  private write(
    level: 'info' | 'error' | 'warn' | 'debug' | 'trace',
    message: unknown,
    context?: string,
    trace?: string,
  ): void {
    if (typeof message === 'object' && message !== null) {
      this.logger[level]({ context, ...(message as object), ...(trace ? { trace } : {}) });
    } else {
      this.logger[level]({ context, ...(trace ? { trace } : {}) }, String(message));
    }
  }
}
