import { randomBytes } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { Pool } from 'pg';
import { comparePositions, START_POSITION, type GlobalPosition, type RecordedEvent } from '@gc/contracts';
import {
  createKysely,
  ProjectionRunner,
  readCheckpoint,
  waitForPosition,
  type Database,
  type EventSource,
  type Projection,
  type RebuildProgress,
} from '@gc/projections';

/** One row that differs between the live read model and its rebuild (null: the row is missing on that side). */
export interface RowDifference {
  readonly table: string;
  /** the primary key's columns and values (the whole row for a table without one) */
  readonly key: Record<string, unknown>;
  readonly live: Record<string, unknown> | null;
  readonly rebuilt: Record<string, unknown> | null;
}

export interface ProjectionVerdict {
  readonly projection: string;
  /** the live checkpoint both sides were compared at */
  readonly position: GlobalPosition;
  /** events read for the replay (of every type, as the runner reads them) */
  readonly replayed: number;
  readonly differences: readonly RowDifference[];
  /** true when there were more differences than were collected */
  readonly truncated: boolean;
  /** things worth saying that are no difference (a projection that never ran, another version live) */
  readonly notes: readonly string[];
}

export interface VerifyProjectionsOptions {
  /** connection string of the read models' database (the shadow gets its own pool on it) */
  readonly databaseUrl: string;
  /** a pool on that database, for the live side */
  readonly pool: Pool;
  readonly source: EventSource;
  readonly projections: readonly Projection[];
  readonly onProgress?: (progress: RebuildProgress) => void;
  /** differences collected per table and side (default 1000) */
  readonly maxDifferences?: number;
  readonly batchSize?: number;
}

/**
 * Rebuilds each projection into a shadow schema and compares it row by row with the live read model.
 *
 * The shadow is a schema of its own holding a copy (LIKE ... INCLUDING ALL) of each projection's tables and of
 * projection_checkpoints; a second pool puts it first on its search_path, so the runner's own pieces (Rebuilder,
 * BatchApplier, checkpoint store) replay into it unchanged. The projection runs there under another name, so its
 * advisory lock never meets the live worker's. The replay stops at the live checkpoint; the comparison then runs
 * in one transaction holding the live checkpoint row (FOR SHARE), which the live runner must lock to commit a
 * batch: the live rows cannot move during the comparison, and if the checkpoint moved meanwhile the shadow first
 * catches up to it. The schema is dropped at the end, whatever happens.
 */
export async function verifyProjections(options: VerifyProjectionsOptions): Promise<ProjectionVerdict[]> {
  const live = createKysely(options.pool); // not destroyed here: that would end the caller's pool
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(live);
  const liveSchema = rows[0].schema;
  const shadow = `projection_verify_${randomBytes(5).toString('hex')}`;
  await sql`create schema ${sql.id(shadow)}`.execute(live);
  const shadowPool = new Pool({
    connectionString: options.databaseUrl,
    max: 4,
    options: `-c search_path=${shadow},${liveSchema}`,
  });
  const shadowDb = createKysely(shadowPool);
  try {
    for (const table of ['projection_checkpoints', ...options.projections.flatMap((p) => p.tables)])
      await sql`create table ${sql.id(shadow, table)} (like ${sql.id(liveSchema, table)} including all)`.execute(live);
    // The replay truncates and writes unqualified table names: make sure every one of them lands in the shadow.
    for (const table of ['projection_checkpoints', ...options.projections.flatMap((p) => p.tables)]) {
      const { rows: found } = await sql<{ schema: string }>`select n.nspname as schema
        from pg_class c join pg_namespace n on n.oid = c.relnamespace where c.oid = to_regclass(${table})`.execute(
        shadowDb,
      );
      if (found[0]?.schema !== shadow)
        throw new Error(`the shadow's search_path resolves ${table} into ${found[0]?.schema}, not ${shadow}`);
    }
    const verdicts: ProjectionVerdict[] = [];
    for (const projection of options.projections)
      verdicts.push(await verifyOne(projection, { ...options, live, liveSchema, shadow, shadowPool, shadowDb }));
    return verdicts;
  } finally {
    await shadowDb.destroy();
    await sql`drop schema if exists ${sql.id(shadow)} cascade`.execute(live);
  }
}

interface Context extends VerifyProjectionsOptions {
  readonly live: Kysely<Database>;
  readonly liveSchema: string;
  readonly shadow: string;
  readonly shadowPool: Pool;
  readonly shadowDb: Kysely<Database>;
}

async function verifyOne(projection: Projection, context: Context): Promise<ProjectionVerdict> {
  const { live, shadowDb } = context;
  const notes: string[] = [];
  const checkpoint = await readCheckpoint(live, projection.name);
  if (!checkpoint) notes.push('never ran live (no checkpoint): compared with an empty rebuild');
  else if (checkpoint.version !== projection.version)
    notes.push(`live rows were built by version ${checkpoint.version}, this code is version ${projection.version}`);

  const source = new BoundedSource(context.source, checkpoint?.position ?? START_POSITION);
  const twin: Projection = { ...projection, name: `verify:${projection.name}` };
  const runner = new ProjectionRunner({
    pool: context.shadowPool,
    db: shadowDb,
    eventSource: source,
    projections: [twin],
    batchSize: context.batchSize,
    idleWaitMs: 100,
    lockRetryMs: 100,
  });
  try {
    await runner.rebuild(twin.name, (p) => context.onProgress?.({ ...p, projection: projection.name }));
    for (let attempt = 0; ; attempt++) {
      const outcome = await live.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('projection_checkpoints')
          .select(['commit_position', 'prepare_position'])
          .where('name', '=', projection.name)
          .forShare()
          .executeTakeFirst();
        const now = row
          ? { commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) }
          : START_POSITION;
        if (comparePositions(now, source.until) !== 0) return { moved: now, compared: null };
        return { moved: null, compared: await compareTables(trx, projection.tables, context) };
      });
      if (outcome.compared) {
        return {
          projection: projection.name,
          position: source.until,
          replayed: source.read,
          notes,
          ...outcome.compared,
        };
      }
      // The live projection moved on while we replayed: catch the shadow up to it, then compare again.
      const moved = outcome.moved;
      if (comparePositions(moved, source.until) < 0 || attempt >= 20)
        throw new Error(
          `${projection.name}: the live checkpoint ${comparePositions(moved, source.until) < 0 ? 'went back (the projection is being rebuilt)' : 'keeps moving'}; verify again later`,
        );
      source.until = moved;
      runner.start();
      if (!(await waitForPosition(shadowDb, source.until, { timeoutMs: 120_000, projections: [twin.name] }))) {
        const [state] = await runner.positions();
        throw new Error(`${projection.name}: the shadow did not catch up: ${state?.lastError ?? 'timed out'}`);
      }
    }
  } finally {
    await runner.stop();
  }
}

/** Rows of each table in one side and not the other (EXCEPT ALL both ways, on the rows as jsonb), paired by key. */
async function compareTables(
  trx: Transaction<Database>,
  tables: readonly string[],
  { liveSchema, shadow, maxDifferences = 1000 }: Context,
): Promise<{ differences: RowDifference[]; truncated: boolean }> {
  const differences: RowDifference[] = [];
  let truncated = false;
  for (const table of tables) {
    const liveTable = sql.id(liveSchema, table);
    const shadowTable = sql.id(shadow, table);
    const onlyIn = async (a: typeof liveTable, b: typeof liveTable) =>
      (
        await sql<{ row: Record<string, unknown> }>`select r.row from (
            select to_jsonb(x) as row from ${a} x except all select to_jsonb(y) from ${b} y) r
          order by r.row::text limit ${maxDifferences + 1}`.execute(trx)
      ).rows.map((r) => r.row);
    const liveOnly = await onlyIn(liveTable, shadowTable);
    const rebuiltOnly = await onlyIn(shadowTable, liveTable);
    if (liveOnly.length > maxDifferences || rebuiltOnly.length > maxDifferences) truncated = true;
    const keys = await primaryKey(trx, `${liveSchema}.${table}`);
    const keyOf = (row: Record<string, unknown>) =>
      keys.length ? Object.fromEntries(keys.map((k) => [k, row[k]])) : row;
    const rebuiltByKey = new Map(rebuiltOnly.slice(0, maxDifferences).map((row) => [JSON.stringify(keyOf(row)), row]));
    for (const row of liveOnly.slice(0, maxDifferences)) {
      const key = JSON.stringify(keyOf(row));
      const twin = keys.length ? (rebuiltByKey.get(key) ?? null) : null;
      if (twin) rebuiltByKey.delete(key);
      differences.push({ table, key: keyOf(row), live: row, rebuilt: twin });
    }
    for (const row of rebuiltByKey.values()) differences.push({ table, key: keyOf(row), live: null, rebuilt: row });
  }
  return { differences, truncated };
}

async function primaryKey(trx: Transaction<Database>, table: string): Promise<string[]> {
  const { rows } = await sql<{ column: string }>`
    select a.attname as column
    from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
    where i.indrelid = ${table}::regclass and i.indisprimary
    order by array_position(i.indkey::int2[], a.attnum)`.execute(trx);
  return rows.map((r) => r.column);
}

/** The event source seen up to a position (the live checkpoint), which the verification may move forward. */
class BoundedSource implements EventSource {
  /** events handed out (the replay's size) */
  read = 0;

  constructor(
    private readonly source: EventSource,
    public until: GlobalPosition,
  ) {}

  async readAll(options: { after: GlobalPosition; maxCount: number }): Promise<RecordedEvent[]> {
    if (comparePositions(options.after, this.until) >= 0) return [];
    const events = await this.source.readAll(options);
    const seen = events.filter((e) => comparePositions(e.position, this.until) <= 0);
    this.read += seen.length;
    return seen;
  }

  async waitForEvents(after: GlobalPosition, timeoutMs: number, signal?: AbortSignal): Promise<void> {
    if (comparePositions(after, this.until) < 0) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, Math.min(timeoutMs, 100));
      signal?.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
    });
  }

  async headPosition(): Promise<GlobalPosition> {
    return this.until;
  }
}

/** A difference in one line: the table, the key, and the columns that differ (or the row on the side it is on). */
export function describeDifference(d: RowDifference): string {
  const key = Object.entries(d.key)
    .map(([k, v]) => `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`)
    .join(', ');
  if (d.live && d.rebuilt) {
    const columns = [...new Set([...Object.keys(d.live), ...Object.keys(d.rebuilt)])].filter(
      (c) => JSON.stringify(d.live?.[c]) !== JSON.stringify(d.rebuilt?.[c]),
    );
    const changes = columns.map(
      (c) => `${c}: live ${JSON.stringify(d.live?.[c])}, rebuilt ${JSON.stringify(d.rebuilt?.[c])}`,
    );
    return `${d.table} [${key}]: ${changes.join('; ')}`;
  }
  if (d.live) return `${d.table} [${key}]: only in live: ${JSON.stringify(d.live)}`;
  return `${d.table} [${key}]: missing from live, rebuilt: ${JSON.stringify(d.rebuilt)}`;
}
