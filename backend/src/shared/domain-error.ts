/**
 * Business-rule failures raised by deciders and handlers. One exception filter maps `kind` to an HTTP status
 * (validation 400, unauthorized 401, forbidden 403, not_found 404, conflict 409, unprocessable 422, rate_limited 429,
 * unavailable 503: a service we depend on, such as a client's identity provider, is not answering;
 * bad_gateway 502: it answered, but not as it should, e.g. a discovery document that is not one)
 * and `message` to the response, verbatim: use the spec's texts.
 */
export type DomainErrorKind =
  | 'validation'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'unprocessable'
  | 'rate_limited'
  | 'unavailable'
  | 'bad_gateway';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    /** machine-readable code for clients, e.g. 'USER_NOT_FOUND' */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const notFound = (message = 'Not found', code?: string) => new DomainError('not_found', message, code);
export const forbidden = (message = 'Forbidden', code?: string) => new DomainError('forbidden', message, code);
export const conflict = (message: string, code?: string) => new DomainError('conflict', message, code);
export const invalid = (message: string, code?: string) => new DomainError('validation', message, code);
/** 422: a well-formed request that cannot be processed as sent (e.g. an Idempotency-Key reused for another request). */
export const unprocessable = (message: string, code?: string) => new DomainError('unprocessable', message, code);
