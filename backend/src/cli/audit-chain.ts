import { createHash } from 'node:crypto';
import { once } from 'node:events';
import {
  comparePositions,
  formatPosition,
  START_POSITION,
  type GlobalPosition,
  type RecordedEvent,
} from '@gc/contracts';
import { progressFraction } from '@gc/projections';
import { canonicalJson } from '../http/idempotency-key';
import type { EventStore } from '../shared/event-store.port';

/**
 * The audit export's format (docs/audit.md, 'Command line'): JSON Lines, each line hashed and chained to the one
 * before it, so that editing, removing, inserting or reordering any line breaks the chain at that line.
 *
 * - line 1, the header: `{ format, clientId, from, to, head, exportedAt, prev: '', hash }`;
 * - one line per event: `{ position, stream, type, occurredAt, actorId, correlationId, causationId, data, prev, hash }`;
 * - the last line, the end: `{ end: true, events, prev, hash }` (so lines removed at the end are seen too).
 *
 * `prev` is the previous line's `hash` ('' for the header) and `hash` = SHA-256 (hex) of `prev` followed by the
 * canonical JSON of the line without `hash` (object keys sorted at every depth).
 */
export const AUDIT_FORMAT = 'gc-audit-export/1';

export interface AuditExportOptions {
  readonly clientId: string;
  /** occurredAt >= from */
  readonly from?: Date;
  /** occurredAt < to */
  readonly to?: Date;
  /** events read per page of the event store */
  readonly pageSize?: number;
  /** the export's own time (header's exportedAt) */
  readonly now?: Date;
}

export interface AuditExportProgress {
  /** events read (of every client) */
  readonly read: number;
  /** events written to the export */
  readonly exported: number;
  readonly fraction: number;
}

type Line = Record<string, unknown>;

export function lineHash(line: Line): string {
  const { hash: _ignored, ...rest } = line;
  return createHash('sha256')
    .update(`${typeof line.prev === 'string' ? line.prev : ''}${canonicalJson(rest)}`)
    .digest('hex');
}

/** Whether an event belongs to the client: stamped with it, or about it (e.g. a role granted in it). */
export function belongsTo(event: RecordedEvent, clientId: string): boolean {
  if (event.metadata.clientId === clientId) return true;
  const data = event.data as { clientId?: unknown } | null;
  return typeof data === 'object' && data !== null && data.clientId === clientId;
}

/**
 * Streams the client's events into `out` in global order, one page of the event store at a time (memory stays
 * constant whatever the history's size), up to the head as it was when the export started. Returns how many
 * events were written.
 */
export async function exportClientEvents(
  store: Pick<EventStore, 'readAll' | 'headPosition'>,
  options: AuditExportOptions,
  out: NodeJS.WritableStream,
  onProgress: (progress: AuditExportProgress) => void = () => {},
): Promise<number> {
  const pageSize = options.pageSize ?? 1000;
  const head = await store.headPosition();
  let prev = '';
  const write = async (line: Line) => {
    const hashed = { ...line, prev, hash: lineHash({ ...line, prev }) };
    prev = hashed.hash;
    if (!out.write(`${JSON.stringify(hashed)}\n`)) await once(out, 'drain');
  };
  await write({
    format: AUDIT_FORMAT,
    clientId: options.clientId,
    from: options.from?.toISOString() ?? null,
    to: options.to?.toISOString() ?? null,
    head: formatPosition(head),
    exportedAt: (options.now ?? new Date()).toISOString(),
  });

  const from = options.from?.getTime() ?? -Infinity;
  const to = options.to?.getTime() ?? Infinity;
  let after: GlobalPosition = START_POSITION;
  let read = 0;
  let exported = 0;
  onProgress({ read, exported, fraction: progressFraction(after, head) });
  while (comparePositions(after, head) < 0) {
    const page = await store.readAll({ after, maxCount: pageSize });
    if (page.length === 0) break;
    for (const event of page) {
      if (comparePositions(event.position, head) > 0) break;
      read += 1;
      const at = new Date(event.metadata.occurredAt).getTime();
      if (!belongsTo(event, options.clientId) || at < from || at >= to) continue;
      await write({
        position: formatPosition(event.position),
        stream: event.streamName,
        type: event.type,
        occurredAt: event.metadata.occurredAt,
        actorId: event.metadata.actorId,
        correlationId: event.metadata.correlationId,
        causationId: event.metadata.causationId,
        data: event.data,
      });
      exported += 1;
    }
    after = page[page.length - 1].position;
    onProgress({ read, exported, fraction: progressFraction(after, head) });
  }
  await write({ end: true, events: exported });
  onProgress({ read, exported, fraction: 1 });
  return exported;
}

export type AuditVerdict =
  | { readonly ok: true; readonly events: number }
  | { readonly ok: false; readonly line: number; readonly problem: string };

/** How many recent hashes verify remembers to tell an inserted line from a removed one (memory stays bounded). */
const RECENT = 10_000;

/**
 * Re-computes the chain of an export, line by line (streamed: constant memory), and answers the first line that
 * is not where the export put it: edited (its content no longer matches its hash), inserted, removed, reordered,
 * or the end missing.
 */
export async function verifyAuditLines(lines: AsyncIterable<string>): Promise<AuditVerdict> {
  const iterator = lines[Symbol.asyncIterator]();
  const recent = new Map<string, number>();
  let lineNo = 0;
  let expectedPrev = '';
  let events = 0;
  let ended = false;
  const fail = (problem: string): AuditVerdict => ({ ok: false, line: lineNo, problem });

  for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
    lineNo += 1;
    const text = next.value;
    if (text.trim() === '') return fail('an empty line, not part of the export');
    if (ended) return fail('a line after the end line (appended to the export)');
    let line: Line;
    try {
      const parsed: unknown = JSON.parse(text);
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('not an object');
      line = parsed as Line;
    } catch {
      return fail('not a JSON object (the line was damaged)');
    }
    if (lineNo === 1 && line.format === undefined)
      return fail(`not the export's header (the header was removed, or the lines were reordered)`);
    if (lineNo === 1 && line.format !== AUDIT_FORMAT) return fail(`unknown format ${JSON.stringify(line.format)}`);
    if (typeof line.hash !== 'string' || typeof line.prev !== 'string') return fail('no hash or prev field');
    if (lineHash(line) !== line.hash) return fail(`edited: ${describe(line)} does not match its hash`);
    if (line.prev !== expectedPrev) return fail(await misplaced(line, lineNo, recent, iterator));
    if (line.end === true) {
      if (line.events !== events)
        return fail(`the end line counts ${String(line.events)} events, the file holds ${events}`);
      ended = true;
    } else if (lineNo > 1) {
      if (line.format !== undefined) return fail('a second header');
      events += 1;
    }
    recent.set(line.hash, lineNo);
    if (recent.size > RECENT) recent.delete(recent.keys().next().value as string);
    expectedPrev = line.hash;
  }
  if (lineNo === 0) return { ok: false, line: 1, problem: 'the file is empty' };
  if (!ended)
    return {
      ok: false,
      line: lineNo + 1,
      problem: `missing: the file ends after line ${lineNo} without its end line (lines removed at the end, or the export was interrupted)`,
    };
  return { ok: true, events };
}

/** A line whose hash is right but which chains to another line than the one before it: why. */
async function misplaced(
  line: Line,
  lineNo: number,
  recent: ReadonlyMap<string, number>,
  rest: AsyncIterator<string>,
): Promise<string> {
  const what = describe(line);
  const earlier = recent.get(line.prev as string);
  if (earlier !== undefined)
    return `${what} follows line ${earlier} in the chain: line${lineNo - earlier > 2 ? `s ${earlier + 1}-${lineNo - 1} were` : ` ${lineNo - 1} was`} inserted (or moved there)`;
  // Look ahead (reading on, one line at a time) for the line it chains to: found, the lines were reordered.
  let ahead = lineNo;
  for (let next = await rest.next(); !next.done; next = await rest.next()) {
    ahead += 1;
    try {
      const later = JSON.parse(next.value) as Line;
      if (later && later.hash === line.prev)
        return `reordered: ${what} belongs after line ${ahead}, which comes later in the file`;
    } catch {
      // a damaged later line cannot be the one it chains to
    }
  }
  return `a line is missing before it: ${what} chains to a line that is not in the file (removed), or line ${lineNo - 1} was edited and its hash recomputed`;
}

function describe(line: Line): string {
  if (line.format !== undefined) return 'the header';
  if (line.end === true) return 'the end line';
  if (typeof line.position === 'string') return `the event at position ${line.position} (${String(line.type)})`;
  return 'the line';
}
