import { createHash } from 'node:crypto';
import { CallHandler, ExecutionContext, HttpException, Inject, Injectable, NestInterceptor } from '@nestjs/common';
import type { Database } from '@gc/projections';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { catchError, from, switchMap, throwError, type Observable } from 'rxjs';
import { KYSELY } from '../infrastructure/tokens';
import { DomainError, unprocessable } from '../shared/domain-error';
import type { IdempotencyKeysTable } from './idempotency-keys.table';
import { idempotencyKeyOf } from './request-context';
import { clock } from '../shared/clock';
import { withModuleTables } from '../shared/module-tables';

export const IDEMPOTENCY_KEY_REUSED = 'This Idempotency-Key was already used for a different request.';

const READ_ONLY = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Binds an Idempotency-Key to the first request that used it, per caller (IETF httpapi-idempotency-key draft, as
 * Stripe does): the same key with the same request goes on (the command layer then answers the original result,
 * see AggregateStore), the same key with another method, URL or body answers 422 IDEMPOTENCY_KEY_REUSED before
 * anything runs. The same key from two callers is two keys. A request refused as malformed (400) never ran, so it
 * releases the key again. Keys count only for signed-in callers: requestContext drops them otherwise.
 */
@Injectable()
export class IdempotencyKeyInterceptor implements NestInterceptor {
  private readonly db: Kysely<Database & { idempotency_keys: IdempotencyKeysTable }>;

  constructor(@Inject(KYSELY) db: Kysely<Database>) {
    this.db = withModuleTables<{ idempotency_keys: IdempotencyKeysTable }>(db);
  }

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<FastifyRequest & { user?: { userId?: string } }>();
    const key = idempotencyKeyOf(request.headers);
    const callerId = request.user?.userId;
    if (!key || !callerId || READ_ONLY.has(request.method)) return next.handle();
    const keyHash = sha256(key);
    const fingerprint = requestFingerprint(request);
    return from(this.reserve(callerId, keyHash, fingerprint)).pipe(
      switchMap((reserved) =>
        next.handle().pipe(
          catchError((error: unknown) => {
            if (!reserved || statusOf(error) !== 400) return throwError(() => error);
            return from(this.release(callerId, keyHash, fingerprint)).pipe(switchMap(() => throwError(() => error)));
          }),
        ),
      ),
    );
  }

  /** true when this request made the reservation; throws 422 when the key stands for another request */
  private async reserve(callerId: string, keyHash: string, fingerprint: string): Promise<boolean> {
    const inserted = await this.db
      .insertInto('idempotency_keys')
      .values({ caller_id: callerId, key_hash: keyHash, fingerprint, created_at: clock.now() })
      .onConflict((oc) => oc.columns(['caller_id', 'key_hash']).doNothing())
      .returning('fingerprint')
      .executeTakeFirst();
    if (inserted) return true;
    const bound = await this.db
      .selectFrom('idempotency_keys')
      .select('fingerprint')
      .where('caller_id', '=', callerId)
      .where('key_hash', '=', keyHash)
      .executeTakeFirst();
    // released meanwhile (its request was malformed): reserve it for this one
    if (!bound) return this.reserve(callerId, keyHash, fingerprint);
    if (bound.fingerprint !== fingerprint) throw unprocessable(IDEMPOTENCY_KEY_REUSED, 'IDEMPOTENCY_KEY_REUSED');
    return false;
  }

  private async release(callerId: string, keyHash: string, fingerprint: string): Promise<void> {
    await this.db
      .deleteFrom('idempotency_keys')
      .where('caller_id', '=', callerId)
      .where('key_hash', '=', keyHash)
      .where('fingerprint', '=', fingerprint)
      .execute();
  }
}

/** SHA-256 over the method, the URL (path and query) and the body as canonical JSON (object keys sorted). */
export function requestFingerprint(request: { method: string; url: string; body?: unknown }): string {
  return sha256(`${request.method.toUpperCase()}\n${request.url}\n${canonicalJson(request.body)}`);
}

export function canonicalJson(value: unknown): string {
  if (value === undefined) return '';
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function statusOf(error: unknown): number | undefined {
  if (error instanceof DomainError) return error.kind === 'validation' ? 400 : undefined;
  if (error instanceof HttpException) return error.getStatus();
  return undefined;
}
