import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { IdempotencyKeys } from './idempotency-key';
import { MinPosition } from './min-position';

/** The guard that authenticates the caller (identity's JwtAuthGuard, bound in AppModule): EdgeGuard's first step. */
export const AUTHENTICATION = Symbol('AUTHENTICATION');

/**
 * The api's one global guard. It runs, in this order, before a route's pipes and handler: authentication and the
 * route's capability (JwtAuthGuard: 401 / 403), read-your-writes (MinPosition: X-Min-Position), the Idempotency-Key
 * binding (IdempotencyKeys: 422). Each stays a class of its own; the order is written here rather than left to the
 * order in which Nest meets several APP_GUARDs across modules. The envelope is put on in the adapter
 * (EnvelopingFastifyAdapter).
 *
 * Steps, not Nest interceptors: any interceptor costs every request rxjs's defer, mergeAll, from and lastValueFrom
 * and an `AsyncResource.bind` around its handler (docs/performance.md). Add a cross-cutting step before the handler
 * here; one after it belongs in the adapter or a Fastify hook (createApp), not in an APP_INTERCEPTOR.
 */
@Injectable()
export class EdgeGuard implements CanActivate {
  constructor(
    @Inject(AUTHENTICATION) private readonly authentication: CanActivate,
    private readonly minPosition: MinPosition,
    private readonly idempotency: IdempotencyKeys,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    await this.authentication.canActivate(context);
    await this.minPosition.settle(context);
    await this.idempotency.bind(context);
    return true;
  }
}
