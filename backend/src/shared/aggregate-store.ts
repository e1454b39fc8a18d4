import { createHash, randomUUID } from 'node:crypto';
import type { GlobalPosition, NewEvent, RecordedEvent } from '@gc/contracts';
import {
  WrongExpectedRevisionError,
  type EventStore,
  type ExpectedRevision,
} from '../infrastructure/event-store/event-store.port';
import type { CommandContext } from './command-context';
import type { Decider } from './decider';

export const EVENT_SCHEMA_VERSION = 1;

export interface CommandResult<TEvent> {
  readonly events: readonly TEvent[];
  /** global position of the last event written (or of the stream head when nothing changed) */
  readonly position: GlobalPosition | null;
  readonly nextExpectedRevision: bigint | null;
}

type DomainEvent = { type: string; data: unknown };

/** One stream for loadLatestAll: its name and the decider that folds it. */
export type LatestRead<TState = any> = {
  readonly streamName: string;
  readonly decider: Pick<Decider<any, any, TState>, 'initialState' | 'evolve'>;
  /**
   * The caller decides on this stream and appends to it at the revision it was given (decideAndAppend). Then what
   * this process folded last is answered without asking the store: an append at a revision another writer moved
   * past fails (and the retry reads), and a decision made on it to write nothing is confirmed with a read before it
   * is answered (`unconfirmed`).
   */
  readonly decideOn?: boolean;
  /**
   * The caller decides on this stream without appending to it, and hands it to decideAndAppend as `unchanged` (an
   * autosave and its published reflection). Then what this process folded last is answered without asking the
   * store, and the append is made on condition that the stream is still at that revision (AppendOptions.unchanged):
   * if another writer moved it, the append fails and the retry reads it. A decision made on it to write nothing,
   * or a refusal, is confirmed with a read first (`unconfirmed`).
   */
  readonly unchangedAtAppend?: boolean;
};
type StateOf<R> = R extends LatestRead<infer S> ? S : never;
/** A stream's state as loaded; `unconfirmed`: folded by this process earlier, not read again (LatestRead.decideOn). */
export type Loaded<TState> = { state: TState; revision: bigint | null; unconfirmed?: boolean };
/** The stream a decision was also made on (LatestRead.unchangedAtAppend), as loaded, with the decider folding it. */
export type Unchanged = {
  readonly streamName: string;
  readonly decider: LatestRead['decider'];
  readonly loaded: Loaded<unknown>;
};
type Folded = { readonly evolve: unknown; readonly state: unknown; readonly revision: bigint | null };

/**
 * The thin command-handling loop of CONVENTIONS.md: load the stream, fold it with evolve, decide, append with the
 * expected revision. A concurrent writer makes the append fail with WrongExpectedRevisionError (HTTP 409): no
 * retry here, so no lost update. With an idempotency key the event ids are derived from (caller, stream, key,
 * index), so a repeated request appends nothing and answers with the original position, and the same key from
 * another caller is another request. That the repeat is the *same* request (and not another one reusing the key)
 * is checked at the HTTP edge (IdempotencyKeyInterceptor, 422).
 */
export class AggregateStore {
  constructor(private readonly store: EventStore) {}

  async load<TEvent extends DomainEvent, TState>(
    streamName: string,
    decider: Pick<Decider<unknown, TEvent, TState>, 'initialState' | 'evolve'>,
  ): Promise<{ state: TState; revision: bigint | null; events: RecordedEvent[] }> {
    const events = await this.store.readStream(streamName);
    let state = decider.initialState();
    for (const event of events) state = decider.evolve(state, event as unknown as TEvent);
    return { state, revision: events.length ? events[events.length - 1].revision : null, events };
  }

  /**
   * The state of a stream that is read far more often than written (a published reflection, read by every autosave
   * of its takes): folded once, then only the events after the revision folded last are read and folded. States are
   * immutable and deciders pure, so a cached state is exactly what folding from the start would give; every call still
   * asks the store for newer events, so a write by another process is never missed. Bounded, oldest out first.
   */
  async loadLatest<TEvent extends DomainEvent, TState>(
    streamName: string,
    decider: Pick<Decider<unknown, TEvent, TState>, 'initialState' | 'evolve'>,
  ): Promise<{ state: TState; revision: bigint | null }> {
    const usable = this.foldedFor(streamName, decider);
    const newer = await this.store.readStream(
      streamName,
      usable?.revision != null ? { fromRevision: usable.revision + 1n } : {},
    );
    return this.foldNewer(streamName, decider, usable, newer);
  }

  /**
   * loadLatest for several streams with one read of the store (EventStore.readStreams): each stream's newer events
   * after the revision this process folded last. For the hot paths that need two aggregates (an autosave: the
   * published reflection's rules and the take).
   */
  async loadLatestAll<const TReads extends readonly LatestRead[]>(
    reads: TReads,
  ): Promise<{ [K in keyof TReads]: Loaded<StateOf<TReads[K]>> }> {
    const usable = reads.map(({ streamName, decider }) => this.foldedFor(streamName, decider));
    const asked = reads.flatMap((read, i) => ((read.decideOn || read.unchangedAtAppend) && usable[i] ? [] : [i]));
    const newer = await this.store.readStreams(
      asked.map((i) => {
        const { streamName } = reads[i];
        const revision = usable[i]?.revision;
        return revision != null ? { streamName, fromRevision: revision + 1n } : { streamName };
      }),
    );
    return reads.map(({ streamName, decider }, i) => {
      const at = asked.indexOf(i);
      if (at < 0) return { state: usable[i]!.state, revision: usable[i]!.revision, unconfirmed: true };
      return this.foldNewer(streamName, decider, usable[i], newer[at]);
    }) as { [K in keyof TReads]: Loaded<StateOf<TReads[K]>> };
  }

  /** What this process folded of the stream with this decider, if anything. */
  private foldedFor(streamName: string, decider: { evolve: unknown }): Folded | null {
    const cached = this.folded.get(streamName);
    return cached && cached.evolve === decider.evolve ? cached : null;
  }

  /** Folds the newer events onto what was folded (or the initial state) and keeps the result, newest last. */
  private foldNewer<TEvent extends DomainEvent, TState>(
    streamName: string,
    decider: Pick<Decider<unknown, TEvent, TState>, 'initialState' | 'evolve'>,
    usable: Folded | null,
    newer: readonly RecordedEvent[],
  ): { state: TState; revision: bigint | null } {
    let state = (usable?.state as TState | undefined) ?? decider.initialState();
    for (const event of newer) state = decider.evolve(state, event as unknown as TEvent);
    const revision = newer.length ? newer[newer.length - 1].revision : (usable?.revision ?? null);
    this.remember(streamName, decider, state, revision);
    return { state, revision };
  }

  private remember(streamName: string, decider: { evolve: unknown }, state: unknown, revision: bigint | null): void {
    this.folded.delete(streamName); // re-inserted last: the stream used longest ago goes first
    this.folded.set(streamName, { evolve: decider.evolve, state, revision });
    if (this.folded.size > AggregateStore.FOLDED_MAX) this.folded.delete(this.folded.keys().next().value as string);
  }

  private static readonly FOLDED_MAX = 5_000;
  private readonly folded = new Map<string, Folded>();

  async handle<TCommand, TEvent extends DomainEvent, TState>(
    streamName: string,
    decider: Decider<TCommand, TEvent, TState>,
    command: TCommand,
    context: CommandContext,
  ): Promise<CommandResult<TEvent>> {
    const { state, revision, events: history } = await this.load(streamName, decider);
    if (context.idempotencyKey) {
      // A repeated request (same Idempotency-Key) answers what the first one wrote instead of deciding again, which
      // could refuse it (e.g. "already exists") or decide differently now.
      const earlier = priorEvents(history, streamName, scopedKey(context));
      if (earlier.length) {
        return {
          events: earlier.map((e) => ({ type: e.type, data: e.data }) as unknown as TEvent),
          position: earlier[earlier.length - 1].position,
          nextExpectedRevision: revision,
        };
      }
    }
    return this.decideAndAppend(streamName, decider, command, context, { state, revision });
  }

  /**
   * The second half of handle, for a handler that loaded the state itself (loadLatestAll: a take's autosave decides
   * on its reflection and its take as this process folded them). Without an idempotency key only: a repeated request
   * is recognised from the whole stream, which handle reads.
   *
   * An `unconfirmed` state (LatestRead.decideOn) may be behind the stream. Events decided on it are appended at its
   * revision, so if another writer moved the stream meanwhile the append fails (WrongExpectedRevisionError: the
   * caller's retry reads the stream again). With `unchanged` (LatestRead.unchangedAtAppend), the append is also made
   * on condition that that stream is still at the revision decided on, and fails the same way if it moved. A decision
   * that writes nothing, or refuses, made on any unconfirmed state, is only answered once a read finds the streams
   * where the states were: if the stream moved it is decided again on the newer state, if `unchanged` moved the call
   * fails with WrongExpectedRevisionError (the command was made from it: the caller's retry makes it again). After an
   * append, the state with the decided events is what this process folded last.
   */
  async decideAndAppend<TCommand, TEvent extends DomainEvent, TState>(
    streamName: string,
    decider: Decider<TCommand, TEvent, TState>,
    command: TCommand,
    context: CommandContext,
    loaded: Loaded<TState>,
    unchanged?: Unchanged,
  ): Promise<CommandResult<TEvent>> {
    const { state, revision } = loaded;
    const unconfirmed = loaded.unconfirmed === true || unchanged?.loaded.unconfirmed === true;
    let decided: TEvent[] = [];
    let refusal: { error: unknown } | null = null;
    try {
      decided = decider.decide(command, state);
    } catch (error) {
      if (!unconfirmed) throw error;
      refusal = { error };
    }
    if (unconfirmed && (refusal || decided.length === 0)) {
      // answered on states that may be behind their streams: decided again if the stream moved
      const confirmed = await this.confirm(streamName, decider, loaded, unchanged);
      return this.decideAndAppend(
        streamName,
        decider,
        command,
        context,
        confirmed,
        unchanged && confirmedAs(unchanged),
      );
    }
    if (refusal) throw refusal.error;
    if (decided.length === 0) return { events: [], position: null, nextExpectedRevision: revision };
    const expected: ExpectedRevision = revision === null ? 'no_stream' : revision;
    const condition =
      unchanged && unchanged.loaded.revision !== null
        ? { unchanged: { streamName: unchanged.streamName, revision: unchanged.loaded.revision } }
        : undefined;
    let result;
    try {
      result = await this.store.append(streamName, this.envelope(streamName, decided, context), expected, condition);
    } catch (error) {
      // what this process folded is behind the stream that moved: the next load reads it
      if (error instanceof WrongExpectedRevisionError) {
        this.folded.delete(error.streamName === unchanged?.streamName ? unchanged.streamName : streamName);
      }
      throw error;
    }
    const appendedAt = (revision ?? -1n) + BigInt(decided.length);
    if (result.nextExpectedRevision === appendedAt && this.foldedFor(streamName, decider)?.revision === revision) {
      let after = state;
      for (const event of decided) after = decider.evolve(after, event);
      this.remember(streamName, decider, after, appendedAt);
    } else {
      this.folded.delete(streamName);
    }
    return { events: decided, position: result.position, nextExpectedRevision: result.nextExpectedRevision };
  }

  /**
   * Reads what the unconfirmed streams gained (one readStreams): the stream's state as it is now (confirmed), or a
   * WrongExpectedRevisionError when `unchanged` moved (its newer state is folded, for the caller's retry).
   */
  private async confirm<TEvent extends DomainEvent, TState>(
    streamName: string,
    decider: Pick<Decider<unknown, TEvent, TState>, 'initialState' | 'evolve'>,
    loaded: Loaded<TState>,
    unchanged: Unchanged | undefined,
  ): Promise<Loaded<TState>> {
    const after = (revision: bigint | null) => (revision !== null ? { fromRevision: revision + 1n } : {});
    const reads = [
      ...(loaded.unconfirmed ? [{ streamName, ...after(loaded.revision) }] : []),
      ...(unchanged?.loaded.unconfirmed
        ? [{ streamName: unchanged.streamName, ...after(unchanged.loaded.revision) }]
        : []),
    ];
    const newer = await this.store.readStreams(reads);
    const unchangedNewer = unchanged?.loaded.unconfirmed ? newer[reads.length - 1] : [];
    if (unchanged && unchangedNewer.length > 0) {
      const { revision } = this.foldNewer(
        unchanged.streamName,
        unchanged.decider,
        { evolve: unchanged.decider.evolve, ...unchanged.loaded },
        unchangedNewer,
      );
      throw new WrongExpectedRevisionError(unchanged.streamName, unchanged.loaded.revision ?? 'no_stream', revision!);
    }
    if (!loaded.unconfirmed || newer[0].length === 0) return { state: loaded.state, revision: loaded.revision };
    return this.foldNewer(streamName, decider, { evolve: decider.evolve, ...loaded }, newer[0]);
  }

  envelope(streamName: string, events: readonly DomainEvent[], context: CommandContext): NewEvent[] {
    return events.map((event, index) => ({
      id: context.idempotencyKey ? deterministicId(streamName, scopedKey(context), index) : randomUUID(),
      type: event.type,
      data: event.data,
      metadata: {
        actorId: context.actorId,
        clientId: context.clientId,
        correlationId: context.correlationId,
        causationId: context.causationId,
        occurredAt: context.now.toISOString(),
        schemaVersion: EVENT_SCHEMA_VERSION,
      },
    }));
  }
}

/** `unchanged` once a read found it where it was. */
function confirmedAs(unchanged: Unchanged): Unchanged {
  return { ...unchanged, loaded: { state: unchanged.loaded.state, revision: unchanged.loaded.revision } };
}

/** The idempotency key as the caller's own: one caller's key never answers with another caller's events. */
function scopedKey(context: CommandContext): string {
  const key = context.idempotencyKey!;
  // system contexts (jobs) keep their keys as they are: they name what they are about
  return context.actorId ? `${context.actorId}\u0000${key}` : key;
}

/** The events an earlier request with this idempotency key appended to the stream, in order. */
function priorEvents(history: readonly RecordedEvent[], streamName: string, key: string): RecordedEvent[] {
  const byId = new Map(history.map((event) => [event.id, event]));
  const found: RecordedEvent[] = [];
  for (let index = 0; ; index++) {
    const event = byId.get(deterministicId(streamName, key, index));
    if (!event) return found;
    found.push(event);
  }
}

/** A UUID (version 8, name-based with SHA-256) from the stream, the idempotency key and the event's index. */
export function deterministicId(streamName: string, key: string, index: number): string {
  const hex = createHash('sha256').update(`${streamName}\u0000${key}\u0000${index}`).digest('hex');
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
