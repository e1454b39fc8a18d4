import { CallHandler, ExecutionContext, Injectable, NestInterceptor, StreamableFile } from '@nestjs/common';
import { formatPosition, type GlobalPosition } from '@gc/contracts';
import type { FastifyReply } from 'fastify';
import { map, type Observable } from 'rxjs';

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

@Injectable()
export class EnvelopeInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    return next.handle().pipe(
      map((value: unknown) => {
        if (value instanceof StreamableFile || Buffer.isBuffer(value)) return value;
        if (value instanceof WithPosition) {
          const envelope: Envelope<unknown> = { responseObj: value.body ?? null };
          if (value.position) {
            envelope.position = formatPosition(value.position);
            reply.header('X-Position', envelope.position);
          }
          return envelope;
        }
        return { responseObj: value ?? null };
      }),
    );
  }
}
