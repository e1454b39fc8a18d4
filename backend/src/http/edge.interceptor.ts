import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { Observable } from 'rxjs';
import { EnvelopeInterceptor } from './envelope';
import { IdempotencyKeyInterceptor } from './idempotency-key.interceptor';
import { MinPositionInterceptor } from './min-position.interceptor';

/**
 * The api's one global interceptor. It runs, outermost first: read-your-writes (X-Min-Position), the envelope, the
 * Idempotency-Key binding; each stays a class of its own. They are chained here instead of being registered as
 * three APP_INTERCEPTORs because Nest wraps each registered interceptor's next handler in `AsyncResource.bind`,
 * which on Node 20 builds two deprecation wrappers per call: with three interceptors that was 13 % of the api's CPU
 * on every request, and a fifth of its garbage (docs/performance.md). Nothing here relies on async context.
 * Add a cross-cutting step to this chain rather than another APP_INTERCEPTOR.
 */
@Injectable()
export class EdgeInterceptor implements NestInterceptor {
  constructor(
    private readonly minPosition: MinPositionInterceptor,
    private readonly envelope: EnvelopeInterceptor,
    private readonly idempotency: IdempotencyKeyInterceptor,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return this.minPosition.intercept(context, {
      handle: () => this.envelope.intercept(context, { handle: () => this.idempotency.intercept(context, next) }),
    });
  }
}
