import { StreamableFile } from '@nestjs/common';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { formatPosition, type GlobalPosition } from '@gc/contracts';
import type { FastifyReply } from 'fastify';

/** What a command endpoint answers: the body plus the position it wrote (for read-your-writes). */
export class WithPosition<T> {
  constructor(
    readonly body: T,
    readonly position: GlobalPosition | null,
  ) {}
}

export const withPosition = <T>(body: T, position: GlobalPosition | null) => new WithPosition(body, position);

/** The product's calls read their data from `responseObj` (spec section 7): every success is wrapped so. */
export interface Envelope<T> {
  responseObj: T;
  /** "commit.prepare" of the last event a command wrote; send it back as X-Min-Position */
  position?: string;
}

/**
 * What a route's handler returned, as the client gets it: `{ responseObj }` (with `position`, also sent as the
 * X-Position header, for a command's WithPosition). A file or bytes go out as they are.
 */
function inEnvelope(value: unknown, reply: Pick<FastifyReply, 'header'>): unknown {
  if (value instanceof StreamableFile || Buffer.isBuffer(value)) return value;
  if (value instanceof WithPosition) {
    const wrapped: Envelope<unknown> = { responseObj: value.body ?? null };
    if (value.position) {
      wrapped.position = formatPosition(value.position);
      reply.header('X-Position', wrapped.position);
    }
    return wrapped;
  }
  return { responseObj: value ?? null };
}

/**
 * Nest's Fastify adapter, with whatever a route handler returns put in its envelope on the way out, whatever the
 * status the handler set (GET /api/ready answers its 503 enveloped). Nest answers a handler's result through `reply`,
 * and nothing else does: AllExceptionsFilter catches every error and sends its body itself (it must never answer
 * through the adapter), and a route that takes `@Res()` without passthrough sends its own answer. Done here rather than in
 * a Nest interceptor because any interceptor puts rxjs (defer, mergeAll, from, lastValueFrom) and an
 * `AsyncResource.bind` around every request's handler: about a twentieth of the api's CPU per autosave
 * (docs/performance.md).
 */
export class EnvelopingFastifyAdapter extends FastifyAdapter {
  override reply(response: Parameters<FastifyAdapter['reply']>[0], body: unknown, statusCode?: number) {
    return super.reply(response, inEnvelope(body, response as FastifyReply), statusCode);
  }
}
