import {
  BadRequestException,
  CallHandler,
  ExecutionContext,
  Inject,
  Injectable,
  NestInterceptor,
} from '@nestjs/common';
import { parsePosition } from '@gc/contracts';
import { waitForPosition, type Database } from '@gc/projections';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { from, switchMap, type Observable } from 'rxjs';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { KYSELY } from '../infrastructure/tokens';

/**
 * Read-your-writes: a query sent with `X-Min-Position: <commit.prepare>` (the position a command answered with)
 * waits until the projections have passed it, at most READ_YOUR_WRITES_TIMEOUT_MS. Should the projections still lag
 * behind after that, the answer is served and flagged `X-Consistency: stale` rather than failing the request.
 */
@Injectable()
export class MinPositionInterceptor implements NestInterceptor {
  constructor(
    @Inject(KYSELY) private readonly db: Kysely<Database>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const header = request.headers['x-min-position'];
    if (header === undefined) return next.handle();
    const position = parsePosition(Array.isArray(header) ? header[0] : header);
    if (!position) {
      throw new BadRequestException({
        message: 'X-Min-Position must be a position as returned by a command (commit.prepare).',
        code: 'BAD_POSITION',
      });
    }
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    return from(waitForPosition(this.db, position, { timeoutMs: this.config.readYourWritesTimeoutMs })).pipe(
      switchMap((reached) => {
        reply.header('X-Consistency', reached ? 'fresh' : 'stale');
        return next.handle();
      }),
    );
  }
}
