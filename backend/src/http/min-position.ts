import { BadRequestException, ExecutionContext, Inject, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { comparePositions, parsePosition, type GlobalPosition } from '@gc/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EventStore } from '../shared/event-store.port';
import { EVENT_STORE } from '../infrastructure/tokens';
import { ReadYourWrites } from './read-your-writes';

/** xid8 and bigint bounds: a larger number was never a position (and must not reach Postgres). */
const MAX_COMMIT = 2n ** 64n - 1n;
const MAX_PREPARE = 2n ** 63n - 1n;

const READS_FROM = 'gc:reads-from';

/**
 * The projections a query route reads (their tables, and nothing else of the read side): its X-Min-Position waits
 * for these only. A route without it waits for every projection. Name every projection whose tables the route's
 * queries touch: one left out could answer from behind the position. Worth it where a write is followed at once
 * by this read while a slower projection folds the same write (a submit, then the inbox, while the results
 * projection folds the submission).
 */
export const ReadsFrom = (...projections: readonly { readonly name: string }[]) =>
  SetMetadata(
    READS_FROM,
    projections.map((p) => p.name),
  );

/**
 * Read-your-writes: a query sent with `X-Min-Position: <commit.prepare>` (the position a command answered with)
 * waits until the projections have passed it, at most READ_YOUR_WRITES_TIMEOUT_MS. Should the projections still lag
 * behind after that, the answer is served and flagged `X-Consistency: stale` rather than failing the request.
 * A malformed position, or one beyond the last committed event (never issued, so waiting could only time out),
 * answers 400 at once. A route marked `@ReadsFrom(...)` waits for the projections it names only. A step of the api's
 * global guard (EdgeGuard), after authentication and before the route's pipes and handler.
 */
@Injectable()
export class MinPosition {
  constructor(
    private readonly reads: ReadYourWrites,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly reflector: Reflector,
  ) {}

  /** Waits, when the request sent X-Min-Position, until the read models it reads have passed it (or time is up). */
  async settle(context: ExecutionContext): Promise<void> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const header = request.headers['x-min-position'];
    if (header === undefined) return;
    const position = parsePosition(Array.isArray(header) ? header[0] : header);
    if (!position || position.commit > MAX_COMMIT || position.prepare > MAX_PREPARE) {
      throw new BadRequestException({
        message: 'X-Min-Position must be a position as returned by a command (commit.prepare).',
        code: 'BAD_POSITION',
      });
    }
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    const projections = this.reflector.get<string[] | undefined>(READS_FROM, context.getHandler());
    const reached = await this.waitFor(position, projections);
    reply.header('X-Consistency', reached ? 'fresh' : 'stale');
  }

  private async waitFor(position: GlobalPosition, projections: readonly string[] | undefined): Promise<boolean> {
    if (comparePositions(position, await this.store.lastCommittedPosition()) > 0) {
      throw new BadRequestException({ message: 'X-Min-Position is ahead of the event store.', code: 'POSITION_AHEAD' });
    }
    return this.reads.settle(position, projections);
  }
}
