import { createHash } from 'node:crypto';
import { ExecutionContext, Inject, Injectable, Logger } from '@nestjs/common';
import type { Database } from '@gc/projections';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { KYSELY } from '../infrastructure/tokens';
import { unprocessable } from '../shared/domain-error';
import type { IdempotencyKeysTable } from './idempotency-keys.table';
import { idempotencyKeyOf } from './request-context';
import { clock } from '../shared/clock';
import { withModuleTables } from '../shared/module-tables';

export const IDEMPOTENCY_KEY_REUSED = 'This Idempotency-Key was already used for a different request.';

const READ_ONLY = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Set on a request that reserved its key: frees it again should the request be refused as malformed. */
const RELEASE = Symbol('idempotency-key release');
type Reserving = FastifyRequest & { user?: { userId?: string }; [RELEASE]?: () => Promise<void> };

/**
 * Binds an Idempotency-Key to the first request that used it, per caller (IETF httpapi-idempotency-key draft, as
 * Stripe does): the same key with the same request goes on (the command layer then answers the original result,
 * see AggregateStore), the same key with another method, URL or body answers 422 IDEMPOTENCY_KEY_REUSED before
 * anything runs. The same key from two callers is two keys. A request refused as malformed (400) never ran, so it
 * releases the key again (releaseRefusedIdempotencyKeys, before the 400 is sent). Keys count only for signed-in
 * callers: requestContext drops them otherwise. A step of the api's global guard (EdgeGuard), after authentication.
 */
@Injectable()
export class IdempotencyKeys {
  private readonly db: Kysely<Database & { idempotency_keys: IdempotencyKeysTable }>;

  constructor(@Inject(KYSELY) db: Kysely<Database>) {
    this.db = withModuleTables<{ idempotency_keys: IdempotencyKeysTable }>(db);
  }

  /** Binds the request's key to it (422 when the key stands for another request); nothing without a key. */
  async bind(context: ExecutionContext): Promise<void> {
    const request = context.switchToHttp().getRequest<Reserving>();
    const key = idempotencyKeyOf(request.headers);
    const callerId = request.user?.userId;
    if (!key || !callerId || READ_ONLY.has(request.method)) return;
    const keyHash = sha256(key);
    const fingerprint = requestFingerprint(request);
    if (await this.reserve(callerId, keyHash, fingerprint))
      request[RELEASE] = () => this.release(callerId, keyHash, fingerprint);
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

const logger = new Logger('IdempotencyKeys');

/**
 * A request that reserved its key and is answered 400 (its body, query or parameters refused: it never ran) frees
 * the key before the answer goes out, so the client can send it again corrected. Should the release fail, the 400 is
 * still sent (the key then stays bound to the refused request, as the draft allows) and the failure logged.
 */
export function releaseRefusedIdempotencyKeys(fastify: FastifyInstance): void {
  fastify.addHook('onSend', (request: Reserving, reply, payload, done) => {
    const release = request[RELEASE];
    if (!release || reply.statusCode !== 400) return done(null, payload);
    request[RELEASE] = undefined;
    release().then(
      () => done(null, payload),
      (error: unknown) => {
        logger.error(`An Idempotency-Key of a refused request was not released: ${String(error)}`);
        done(null, payload);
      },
    );
  });
}
