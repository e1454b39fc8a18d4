/**
 * The SQL the Postgres adapter sends. Every statement is sent named: node-postgres prepares it once per
 * connection, so the hot path skips parse and plan.
 */

import { WAKE_UP_CHANNEL } from './postgres-wake-up';

export const EVENT_COLUMNS = `global_seq, transaction_id::text AS commit_xid, stream_name, stream_revision, event_id,
  event_type, data, metadata, recorded_at`;

// Every reader of the global order looks only below the oldest transaction still running: everything there has
// committed or aborted, so no event can appear later below a position already returned (see the migrations).
const VISIBLE = `transaction_id < (SELECT pg_snapshot_xmin(pg_current_snapshot()))`;

/** Statement texts written out per count, made once each (each count is a prepared statement of its own). */
function perCount(build: (count: number) => string): (count: number) => string {
  const texts = new Map<number, string>();
  return (count) => {
    let text = texts.get(count);
    if (text === undefined) {
      text = build(count);
      texts.set(count, text);
    }
    return text;
  };
}

/** At most this many appends of one kind go in one statement (appendExactStatement, appendNewStreamsStatement). */
export const APPENDS_GATHERED = 16;

/** Parameters per append in appendExactStatement: stream, events, expected revision, condition's stream and revision. */
export const APPEND_EXACT_PARAMETERS = 5;

/**
 * An append's condition on another stream (AppendOptions.unchanged): none when the stream parameter is null, else
 * that stream's row must be at the revision given, on the statement's snapshot. Written with an uncorrelated EXISTS,
 * so the plan checks it once per statement (an InitPlan), before any row is touched.
 */
const unchanged = (stream: string, revision: string) =>
  `(${stream}::text IS NULL OR EXISTS (SELECT 1 FROM es_streams c WHERE c.stream_name = ${stream} AND c.revision = ${revision}::bigint))`;

/**
 * The two append kinds command handlers use (exact revision, new stream) run as ONE plain statement: lock and
 * advance (or create) each stream's row (CTE `s<k>`), then insert the events, measured ~20% faster than the same
 * steps in es_append (no PL/pgSQL statement overhead). The statement answers one row per event inserted; no rows for
 * a stream means its revision check (or condition) failed: es_retry_or_conflict then tells a retry from a conflict
 * (a second round trip, only on that path). Everything else goes through es_append.
 *
 * `count` appends in one statement, `parameters` per append ($1 its stream, $2 its events, then the step's own): per
 * append its stream step (CTE `s<k>`, which returns the stream's new revision, or no row when its check fails), then
 * ONE insert of every append's events (a data-modifying CTE per append cost an insert node per append, each opening
 * es_events and its three indexes: ~20% of a gathered statement's time). Read in slot order, the steps lock the
 * streams' rows in the order given. Answers one row per event inserted (stream_name, next_revision: that event's
 * revision, commit_xid, last_seq: its sequence), in slot then event order: a stream without rows failed its check
 * and inserted nothing; the others are unaffected. Callers pass distinct streams. The last parameter, after every
 * append's, says whether the statement carries the NOTIFY for other processes (PostgresWakeUp.claim): an InitPlan
 * run once, delivered at commit.
 */
function gatheredAppends(count: number, parameters: number, streamStep: (p: (n: number) => string) => string): string {
  const steps = Array.from({ length: count }, (_, k) => {
    const p = (n: number) => `$${parameters * k + n}`;
    return `s${k} AS (${streamStep(p)}
      RETURNING revision
    )`;
  });
  const appended = Array.from({ length: count }, (_, k) => {
    const p = (n: number) => `$${parameters * k + n}`;
    return `SELECT ${k + 1} AS slot, ${p(1)}::text AS stream_name, ${p(2)}::jsonb AS events, revision FROM s${k}`;
  });
  return `WITH ${steps.join(',\n    ')}
    INSERT INTO es_events (stream_name, stream_revision, event_id, event_type, data, metadata)
    SELECT a.stream_name, a.revision - jsonb_array_length(a.events) + n.ord, (n.ev->>'id')::uuid,
           n.ev->>'type', n.ev->'data', n.ev->'metadata'
    FROM (${appended.join('\n      UNION ALL ')}) a, jsonb_array_elements(a.events) WITH ORDINALITY AS n(ev, ord)
    WHERE $${parameters * count + 1}::boolean IS NOT TRUE OR (SELECT pg_notify('${WAKE_UP_CHANNEL}', '')::text) IS NOT NULL
    ORDER BY a.slot, n.ord
    RETURNING stream_name, stream_revision::text AS next_revision, transaction_id::text AS commit_xid,
      global_seq::text AS last_seq`;
}

/**
 * The exact-revision append for `count` streams at once (APPEND_EXACT_PARAMETERS per stream: $1 stream, $2 events,
 * $3 expected revision, $4 / $5 the condition's stream and revision, or nulls): advance the stream's row if it is at
 * the revision expected and the condition holds. One stream is STATEMENTS.appendExact.
 */
export const appendExactStatement = perCount((count) =>
  gatheredAppends(
    count,
    APPEND_EXACT_PARAMETERS,
    (p) => `
      UPDATE es_streams SET revision = revision + jsonb_array_length(${p(2)}::jsonb)
      WHERE stream_name = ${p(1)} AND revision = ${p(3)} AND ${unchanged(p(4), p(5))}`,
  ),
);

/** Parameters per append in appendNewStreamsStatement: stream, events, condition's stream and revision. */
export const APPEND_NEW_PARAMETERS = 4;

/**
 * The new-stream append for `count` streams at once (APPEND_NEW_PARAMETERS per stream: $1 stream, $2 events, $3 / $4
 * the condition's stream and revision, or nulls): create the stream's row, unless it exists already or the condition
 * fails. A cohort's first answers each start a take's stream, so under load these come many at a time. One stream is
 * STATEMENTS.appendNewStream.
 */
export const appendNewStreamsStatement = perCount((count) =>
  gatheredAppends(
    count,
    APPEND_NEW_PARAMETERS,
    (p) => `
      INSERT INTO es_streams (stream_name, revision) SELECT ${p(1)}, jsonb_array_length(${p(2)}::jsonb) - 1
      WHERE ${unchanged(p(3), p(4))}
      ON CONFLICT (stream_name) DO NOTHING`,
  ),
);

export const STATEMENTS = {
  appendExact: appendExactStatement(1),
  appendNewStream: appendNewStreamsStatement(1),
  streamRevision: `SELECT revision FROM es_streams WHERE stream_name = $1`,
  retryOrConflict: `SELECT outcome, next_revision, commit_xid, last_seq FROM es_retry_or_conflict($1, $2::jsonb)`,
  append: `SELECT outcome, next_revision, commit_xid, last_seq FROM es_append($1, $2::jsonb, $3)`,
  readForwards: `SELECT ${EVENT_COLUMNS} FROM es_events WHERE stream_name = $1 AND stream_revision >= $2
    ORDER BY stream_revision LIMIT $3`,
  // One statement for any number of streams (sent past READ_STREAMS_UNROLLED, see readStreamsStatement): r.i
  // keeps the answer per read in the order asked. Each read is its own index range scan (a LATERAL subquery, kept
  // from being flattened by its ORDER BY): as a plain join, the prepared statement's generic plan, which cannot see
  // how few names the array holds, hash-joined a sequential scan of the whole event store.
  readStreams: `SELECT e.*, r.i AS read_index
    FROM unnest($1::text[], $2::bigint[]) WITH ORDINALITY AS r(s, f, i)
    CROSS JOIN LATERAL (SELECT ${EVENT_COLUMNS} FROM es_events
      WHERE es_events.stream_name = r.s AND es_events.stream_revision >= r.f ORDER BY es_events.stream_revision) e
    ORDER BY r.i, e.stream_revision`,
  readBackwards: `SELECT ${EVENT_COLUMNS} FROM es_events WHERE stream_name = $1 AND stream_revision <= $2
    ORDER BY stream_revision DESC LIMIT $3`,
  // ORDER BY names the table's columns: the output column `transaction_id::text` would sort as text.
  readAll: `SELECT ${EVENT_COLUMNS} FROM es_events
    WHERE (transaction_id, global_seq) > ($1::xid8, $2::bigint) AND ${VISIBLE}
    ORDER BY es_events.transaction_id, es_events.global_seq LIMIT $3`,
  head: `SELECT transaction_id::text AS commit_xid, global_seq FROM es_events WHERE ${VISIBLE}
    ORDER BY es_events.transaction_id DESC, es_events.global_seq DESC LIMIT 1`,
  lastCommitted: `SELECT transaction_id::text AS commit_xid, global_seq FROM es_events
    ORDER BY es_events.transaction_id DESC, es_events.global_seq DESC LIMIT 1`,
} as const;

/**
 * Up to this many streams, readStreams sends a statement written out for that count (readStreamsStatement); reads
 * gathered from several callers are sent in statements of at most this many.
 */
export const READ_STREAMS_UNROLLED = 16;

/**
 * readStreams for `count` streams (at most READ_STREAMS_UNROLLED; past that, STATEMENTS.readStreams), parameters
 * ($1 name, $2 from revision) per stream: one index range scan per stream, as a UNION ALL. The array form costs the
 * same to run, but its generic plan is estimated far dearer than a custom one (a parameter array may hold many
 * names; the custom plan sees two), so Postgres planned it again on every run: 0.13 ms of its CPU per autosave, more
 * than running it (pg_stat_statements, docs/performance.md). Written out, with the values as InitPlans, the generic
 * plan is the custom plan, and after five runs a connection plans it no more.
 */
export const readStreamsStatement = perCount((count) => {
  const branch = (i: number) => `SELECT ${EVENT_COLUMNS}, ${i + 1} AS read_index FROM es_events
      WHERE stream_name = (SELECT $${2 * i + 1}::text) AND stream_revision >= (SELECT $${2 * i + 2}::bigint)
      ORDER BY stream_revision`;
  // one stream: its branch alone (a parenthesised branch followed by the outer ORDER BY is not a query)
  if (count === 1) return branch(0);
  return (
    Array.from({ length: count }, (_, i) => `(${branch(i)})`).join('\n    UNION ALL ') +
    '\n    ORDER BY read_index, stream_revision'
  );
});
