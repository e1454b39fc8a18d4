import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { STATUS_CODES } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError, type DomainErrorKind } from '../shared/domain-error';
import { WrongExpectedRevisionError } from '../shared/event-store.port';

const STATUS_BY_KIND: Record<DomainErrorKind, number> = {
  validation: HttpStatus.BAD_REQUEST,
  unauthorized: HttpStatus.UNAUTHORIZED,
  forbidden: HttpStatus.FORBIDDEN,
  not_found: HttpStatus.NOT_FOUND,
  conflict: HttpStatus.CONFLICT,
  unprocessable: HttpStatus.UNPROCESSABLE_ENTITY,
  rate_limited: HttpStatus.TOO_MANY_REQUESTS,
  unavailable: HttpStatus.SERVICE_UNAVAILABLE,
  bad_gateway: HttpStatus.BAD_GATEWAY,
};

export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
  code?: string;
  /** field -> messages, for validation failures */
  errors?: Record<string, string[]>;
  requestId?: string;
}

/** 'Not Found', 'Conflict', ...: the standard reason phrase. */
const reason = (status: number) => STATUS_CODES[status] ?? 'Error';

export const SERVICE_UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a moment.';
/** seconds a client should wait before trying again after a 503 */
export const RETRY_AFTER_SECONDS = 5;

/**
 * Errors that mean "the database cannot be reached right now" rather than "this request is wrong": the socket's
 * errors, Postgres's admin_shutdown / crash_shutdown / cannot_connect_now, the connection-exception class 08, and
 * too_many_connections.
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '53300',
]);
/** node-postgres says these in words only (no code) */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

/** True when `error` (or its cause, or one of an AggregateError's errors) is a lost or refused database connection. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((m) => message.includes(m))) return true;
  if (Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

/**
 * Maps every failure to a clear JSON body. Domain errors carry the spec's message; validation errors carry the
 * first message plus each field's messages; a database that cannot be reached (restart, failover) answers 503 with
 * Retry-After and a message to try again; anything else unexpected is logged with the request id and answered as
 * a bare 500, never with a stack or an internal message.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('http');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const request = http.getRequest<FastifyRequest>();
    const body = this.toBody(exception);
    body.requestId = String(request.id);
    if (body.statusCode === HttpStatus.SERVICE_UNAVAILABLE) {
      // expected while the database restarts: a warning, and when to try again
      this.logger.warn({
        msg: 'database unavailable',
        requestId: request.id,
        method: request.method,
        url: request.url,
        error: exception instanceof Error ? exception.message : String(exception),
      });
      void reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
    } else if (body.statusCode >= 500) {
      this.logger.error({
        msg: 'request failed',
        requestId: request.id,
        method: request.method,
        url: request.url,
        error:
          exception instanceof Error
            ? { name: exception.name, message: exception.message, stack: exception.stack }
            : exception,
      });
    }
    void reply.status(body.statusCode).send(body);
  }

  private toBody(exception: unknown): ErrorBody {
    if (isDatabaseUnavailable(exception)) {
      const statusCode = HttpStatus.SERVICE_UNAVAILABLE;
      return { statusCode, error: reason(statusCode), message: SERVICE_UNAVAILABLE_MESSAGE };
    }
    if (exception instanceof DomainError) {
      const statusCode = STATUS_BY_KIND[exception.kind];
      return { statusCode, error: reason(statusCode), message: exception.message, code: exception.code };
    }
    if (exception instanceof WrongExpectedRevisionError) {
      return {
        statusCode: HttpStatus.CONFLICT,
        error: 'Conflict',
        message: 'This item was changed by someone else in the meantime. Reload it and try again.',
        code: 'CONCURRENT_CHANGE',
      };
    }
    if (exception instanceof HttpException) {
      const statusCode = exception.getStatus();
      const response = exception.getResponse();
      const base: ErrorBody = { statusCode, error: reason(statusCode), message: exception.message };
      if (typeof response === 'object' && response !== null) {
        const r = response as { message?: unknown; errors?: Record<string, string[]>; code?: string };
        if (typeof r.message === 'string') base.message = r.message;
        else if (Array.isArray(r.message) && typeof r.message[0] === 'string') base.message = r.message[0];
        if (r.errors) base.errors = r.errors;
        if (r.code) base.code = r.code;
      }
      return base;
    }
    // Fastify's own client errors (bad JSON, body too large, unsupported media type) carry a 4xx statusCode.
    const status = (exception as { statusCode?: unknown })?.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return { statusCode: status, error: reason(status), message: (exception as Error).message };
    }
    return {
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Something went wrong on our side. Please try again.',
    };
  }
}
