import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Schema of the Postgres event store, frozen in time (never import today's types here).
 *
 * - es_streams holds one row per stream with its last revision. Appends lock that row (UPDATE / upsert), which
 *   is what makes the expected-revision check safe under concurrency: a second writer waits for the first and
 *   then re-checks against the committed revision, so a conflict is reported instead of a lost update.
 * - es_events is the log. `transaction_id` (xid8) plus `global_seq` form the global position: sequences are
 *   taken before commit, so rows become visible out of sequence order; readers only look below the snapshot's
 *   xmin, where every transaction is finished, and order by (transaction_id, global_seq).
 * - es_append does the whole append in ONE round trip (revision check, idempotent-retry detection, insert).
 *   Expected revision sentinels follow EventStoreDB's historical numbers: -1 no stream, -2 any,
 *   -4 stream exists, >= 0 exact revision.
 */
export const eventStoreMigrations: Record<string, Migration> = {
  '20261122_0001_event_store': {
    async up(db: Kysely<any>): Promise<void> {
      await sql`
        CREATE TABLE es_streams (
          stream_name text PRIMARY KEY,
          revision bigint NOT NULL
        )
      `.execute(db);

      await sql`
        CREATE TABLE es_events (
          global_seq bigserial NOT NULL,
          transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
          stream_name text NOT NULL,
          stream_revision bigint NOT NULL,
          event_id uuid NOT NULL,
          event_type text NOT NULL,
          data jsonb NOT NULL,
          metadata jsonb NOT NULL,
          recorded_at timestamptz NOT NULL DEFAULT now(),
          -- The position is the identity readers need (global_seq alone is unique too, but one index fewer per
          -- append is measurable throughput: docs/performance.md).
          CONSTRAINT es_events_pkey PRIMARY KEY (transaction_id, global_seq),
          CONSTRAINT es_events_stream_revision_key UNIQUE (stream_name, stream_revision),
          CONSTRAINT es_events_event_id_key UNIQUE (event_id)
        )
      `.execute(db);

      // Called when the revision check fails, or when an 'any'/'stream_exists' append carries an id that is
      // already stored: if every id is already in this stream, the append is a retry and answers the original
      // result (revision and position of the last of those events); otherwise it is a conflict.
      await sql`
        CREATE FUNCTION es_retry_or_conflict(p_stream text, p_events jsonb)
        RETURNS TABLE (outcome text, next_revision bigint, commit_xid text, last_seq bigint)
        LANGUAGE plpgsql AS $fn$
        DECLARE
          v_found int;
          v_revision bigint;
        BEGIN
          SELECT count(*)::int, max(e.stream_revision) INTO v_found, v_revision
          FROM jsonb_array_elements(p_events) AS n(ev)
          JOIN es_events e ON e.event_id = (n.ev->>'id')::uuid AND e.stream_name = p_stream;

          IF v_found = jsonb_array_length(p_events) THEN
            RETURN QUERY
              SELECT 'retry'::text, e.stream_revision, e.transaction_id::text, e.global_seq
              FROM es_events e WHERE e.stream_name = p_stream AND e.stream_revision = v_revision;
            RETURN;
          END IF;

          RETURN QUERY
            SELECT 'conflict'::text, (SELECT s.revision FROM es_streams s WHERE s.stream_name = p_stream),
                   NULL::text, NULL::bigint;
        END
        $fn$
      `.execute(db);

      await sql`
        CREATE FUNCTION es_append(p_stream text, p_events jsonb, p_expected bigint)
        RETURNS TABLE (outcome text, next_revision bigint, commit_xid text, last_seq bigint)
        LANGUAGE plpgsql AS $fn$
        DECLARE
          v_count int := jsonb_array_length(p_events);
          v_last bigint;
        BEGIN
          IF v_count = 0 THEN
            SELECT s.revision INTO v_last FROM es_streams s WHERE s.stream_name = p_stream;
            IF (p_expected = -1 AND v_last IS NOT NULL)
               OR (p_expected = -4 AND v_last IS NULL)
               OR (p_expected >= 0 AND v_last IS DISTINCT FROM p_expected) THEN
              RETURN QUERY SELECT 'conflict'::text, v_last, NULL::text, NULL::bigint;
              RETURN;
            END IF;
            RETURN QUERY
              SELECT 'ok'::text, coalesce(v_last, -1), e.transaction_id::text, e.global_seq
              FROM (SELECT 1) AS one
              LEFT JOIN es_events e ON e.stream_name = p_stream AND e.stream_revision = v_last;
            RETURN;
          END IF;

          -- 'any' and 'stream_exists' would accept a retry as a new append: probe the first id (one index
          -- lookup); exact and no-stream appends detect retries only when their revision check fails.
          IF p_expected IN (-2, -4)
             AND EXISTS (SELECT 1 FROM es_events e WHERE e.event_id = (p_events->0->>'id')::uuid) THEN
            RETURN QUERY SELECT * FROM es_retry_or_conflict(p_stream, p_events);
            RETURN;
          END IF;

          IF p_expected = -1 THEN
            INSERT INTO es_streams AS s (stream_name, revision) VALUES (p_stream, v_count - 1)
            ON CONFLICT (stream_name) DO NOTHING
            RETURNING s.revision INTO v_last;
          ELSIF p_expected = -2 THEN
            INSERT INTO es_streams AS s (stream_name, revision) VALUES (p_stream, v_count - 1)
            ON CONFLICT (stream_name) DO UPDATE SET revision = s.revision + v_count
            RETURNING s.revision INTO v_last;
          ELSIF p_expected = -4 THEN
            UPDATE es_streams s SET revision = s.revision + v_count
            WHERE s.stream_name = p_stream
            RETURNING s.revision INTO v_last;
          ELSE
            UPDATE es_streams s SET revision = s.revision + v_count
            WHERE s.stream_name = p_stream AND s.revision = p_expected
            RETURNING s.revision INTO v_last;
          END IF;

          IF v_last IS NULL THEN
            RETURN QUERY SELECT * FROM es_retry_or_conflict(p_stream, p_events);
            RETURN;
          END IF;

          RETURN QUERY
            WITH inserted AS (
              INSERT INTO es_events (stream_name, stream_revision, event_id, event_type, data, metadata)
              SELECT p_stream, v_last - v_count + n.ord, (n.ev->>'id')::uuid, n.ev->>'type', n.ev->'data',
                     n.ev->'metadata'
              FROM jsonb_array_elements(p_events) WITH ORDINALITY AS n(ev, ord)
              ORDER BY n.ord
              RETURNING global_seq
            )
            SELECT 'ok'::text, v_last, pg_current_xact_id()::text, max(i.global_seq) FROM inserted i;
        END
        $fn$
      `.execute(db);
    },

    async down(db: Kysely<any>): Promise<void> {
      await sql`DROP FUNCTION IF EXISTS es_append(text, jsonb, bigint)`.execute(db);
      await sql`DROP FUNCTION IF EXISTS es_retry_or_conflict(text, jsonb)`.execute(db);
      await sql`DROP TABLE IF EXISTS es_events`.execute(db);
      await sql`DROP TABLE IF EXISTS es_streams`.execute(db);
    },
  },
};
