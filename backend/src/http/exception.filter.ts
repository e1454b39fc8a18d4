import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { STATUS_CODES } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError, type DomainErrorKind } from '../shared/domain-error';
import { WrongExpectedRevisionError } from '../infrastructure/event-store/event-store.port';

const STATUS_BY_KIND: Record<DomainErrorKind, number> = {
  validation: HttpStatus.BAD_REQUEST,
  unauthorized: HttpStatus.UNAUTHORIZED,
  forbidden: HttpStatus.FORBIDDEN,
  not_found: HttpStatus.NOT_FOUND,
  conflict: HttpStatus.CONFLICT,
  unprocessable: HttpStatus.UNPROCESSABLE_ENTITY,
  rate_limited: HttpStatus.TOO_MANY_REQUESTS,
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

/**
 * Maps every failure to a clear JSON body. Domain errors carry the spec's message; validation errors carry the
 * first message plus each field's messages; anything unexpected is logged with the request id and answered as a
 * bare 500, never with a stack or an internal message.
 */
/** 'Not Found', 'Conflict', ...: the standard reason phrase. */
const reason = (status: number) => STATUS_CODES[status] ?? 'Error';

@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('http');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const request = http.getRequest<FastifyRequest>();
    const body = this.toBody(exception);
    body.requestId = String(request.id);
    if (body.statusCode >= 500) {
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
