import { sql, type ColumnType, type Kysely, type Migration } from 'kysely';

/**
 * Which request each Idempotency-Key stands for, per caller: the first request with a key binds it to that
 * request's fingerprint (method, URL and canonical body, hashed). Keys are stored hashed, so a long or odd key
 * costs one fixed-size row.
 */
export interface IdempotencyKeysTable {
  caller_id: string;
  /** SHA-256 (hex) of the key as sent */
  key_hash: string;
  /** SHA-256 (hex) of method, URL and canonical JSON body */
  fingerprint: string;
  created_at: ColumnType<Date, Date | string, never>;
}

export interface IdempotencyDatabase {
  idempotency_keys: IdempotencyKeysTable;
}

/** Frozen in time, like every migration. */
export const idempotencyKeysMigrations: Record<string, Migration> = {
  '20261124_0900_idempotency_keys': {
    async up(db: Kysely<any>): Promise<void> {
      await sql`
        CREATE TABLE idempotency_keys (
          caller_id text NOT NULL,
          key_hash text NOT NULL,
          fingerprint text NOT NULL,
          created_at timestamptz NOT NULL,
          PRIMARY KEY (caller_id, key_hash)
        )
      `.execute(db);
    },
    async down(db: Kysely<any>): Promise<void> {
      await sql`DROP TABLE idempotency_keys`.execute(db);
    },
  },
};
