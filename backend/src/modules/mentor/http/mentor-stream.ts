import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MentorStreamEvent } from '@gc/contracts';

/** Whether the caller asked for Server-Sent Events (Accept: text/event-stream). */
export const wantsEventStream = (request: FastifyRequest): boolean =>
  /\btext\/event-stream\b/i.test(String(request.headers.accept ?? ''));

/**
 * A Server-Sent Events answer written straight to the socket: Fastify's reply is hijacked, so neither the
 * envelope nor compression (which would hold events back) apply. Writes after the client went away are dropped.
 */
export class EventStream {
  private readonly raw: FastifyReply['raw'];

  constructor(request: FastifyRequest, reply: FastifyReply) {
    reply.hijack();
    this.raw = reply.raw;
    this.raw.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
      'X-Content-Type-Options': 'nosniff',
      'X-Request-Id': String(request.id),
    });
  }

  get open(): boolean {
    return !this.raw.destroyed && !this.raw.writableEnded;
  }

  send(event: MentorStreamEvent): void {
    if (this.open) this.raw.write(`event: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`);
  }

  end(): void {
    if (this.open) this.raw.end();
  }
}
