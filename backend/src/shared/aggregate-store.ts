import type { GlobalPosition, RecordedEvent } from '@gc/contracts';
import { WrongExpectedRevisionError, type EventStore, type ExpectedRevision } from './event-store.port';
import type { CommandContext } from './command-context';
import type { Decider } from './decider';
import { envelope, priorEvents, scopedKey } from './event-envelope';

export interface CommandResult<TEvent> {
  readonly events: readonly TEvent[];
  /** global position of the last event written (or of the stream head when nothing changed) */
  readonly position: GlobalPosition | null;
  readonly nextExpectedRevision: bigint | null;
}

type DomainEvent = { type: string; data: unknown };

/** What folds a stream: a decider's initial state and evolve. */
export type Folds<TState> = Pick<Decider<any, any, TState>, 'initialState' | 'evolve'>;

/** How handle reads the stream (all optional; by default it reads the whole stream, as CONVENTIONS.md says). */
export interface HandleOptions {
  /**
   * Decide on the streams as this process folded them last, reading only what it never folded: the hot path (a
   * take's autosave), where a save reads nothing. Ignored with an idempotency key (a repeat is recognised from the
   * whole stream, which is then read). The append is made at the revision decided on, so if another writer moved the
   * stream it fails (WrongExpectedRevisionError: run it again with retryOnConcurrentChange); a decision that writes
   * nothing, or a refusal, is confirmed with a read first. A stream this process never folded is taken to be new
   * (no read; the append expects no stream), so a take's first save reads nothing either; if the stream exists the
   * append fails and the retry reads it.
   */
  readonly latest?: boolean;
  /**
   * The stream is new (its id was just generated): nothing is read, the append expects no stream (a user import).
   * A repeat with the same Idempotency-Key does not fail: its ids are the first's, which the store takes as a retry.
   */
  readonly newStream?: boolean;
}

/**
 * A command made from the state of another stream, which it is decided on but not appended to (a take's save, from
 * its published reflection's rules): handle folds that stream too, and appends on condition that it is still at the
 * revision the command was made from (AppendOptions.unchanged); if it moved, the append fails and the retry makes
 * the command again. Build it with commandFrom.
 */
export class CommandFrom<TBasis, TCommand> {
  constructor(
    readonly streamName: string,
    readonly decider: Folds<TBasis>,
    readonly make: (basis: TBasis) => TCommand,
  ) {}
}

export const commandFrom = <TBasis, TCommand>(
  streamName: string,
  decider: Folds<TBasis>,
  make: (basis: TBasis) => TCommand,
): CommandFrom<TBasis, TCommand> => new CommandFrom(streamName, decider, make);

function isCommandFrom<TBasis, TCommand>(
  command: TCommand | CommandFrom<TBasis, TCommand>,
): command is CommandFrom<TBasis, TCommand> {
  return command instanceof CommandFrom;
}

/**
 * One stream for loadLatestAll (HandleOptions.latest): what this process folded last is answered without asking
 * the store (`unconfirmed`) for the stream decided on and appended to (`decideOn`) and for the one a command is made
 * from (`unchangedAtAppend`): decideAndAppend appends at their revisions, and confirms a decision to write nothing,
 * or a refusal, with a read first.
 */
type LatestRead<TState = any> = {
  readonly streamName: string;
  readonly decider: Folds<TState>;
  readonly decideOn?: boolean;
  readonly unchangedAtAppend?: boolean;
};
type StateOf<R> = R extends LatestRead<infer S> ? S : never;
/** A stream's state as loaded; `unconfirmed`: folded by this process earlier, not read again (LatestRead.decideOn). */
type Loaded<TState> = { state: TState; revision: bigint | null; unconfirmed?: boolean };
/** The stream a decision was also made on (LatestRead.unchangedAtAppend), as loaded, with the decider folding it. */
type Unchanged = {
  readonly streamName: string;
  readonly decider: LatestRead['decider'];
  readonly loaded: Loaded<unknown>;
};
type Folded = { readonly evolve: unknown; readonly state: unknown; readonly revision: bigint | null };

/**
 * The thin command-handling loop of CONVENTIONS.md, and the one door to the write side (handle): load the stream,
 * fold it with evolve, decide, append with the expected revision. A concurrent writer makes the append fail with
 * WrongExpectedRevisionError (HTTP 409): no retry here, so no lost update. With an idempotency key the event ids are derived from (caller, stream, key,
 * index), so a repeated request appends nothing and answers with the original position, and the same key from
 * another caller is another request. That the repeat is the *same* request (and not another one reusing the key)
 * is checked at the HTTP edge (IdempotencyKeys, 422).
 */
export class AggregateStore {
  constructor(private readonly store: EventStore) {}

  /**
   * Decides `command` on the stream and appends what it decided (nothing when it decides nothing). The command may
   * be made from another stream's state (commandFrom); `options` picks how the stream is read (HandleOptions).
   */
  async handle<TCommand, TEvent extends DomainEvent, TState, TBasis = never>(
    streamName: string,
    decider: Decider<TCommand, TEvent, TState>,
    command: TCommand | CommandFrom<TBasis, TCommand>,
    context: CommandContext,
    options: HandleOptions = {},
  ): Promise<CommandResult<TEvent>> {
    if (options.latest && !context.idempotencyKey && !options.newStream)
      return this.handleLatest(streamName, decider, command, context);
    const [{ state, revision, events: history }, { made, basis }] = await Promise.all([
      options.newStream
        ? { state: decider.initialState(), revision: null, events: [] }
        : this.load(streamName, decider),
      this.make(command),
    ]);
    if (context.idempotencyKey && !options.newStream) {
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
    return this.decideAndAppend(streamName, decider, made, context, { state, revision }, basis);
  }

  /**
   * A stream's state, folded from its whole history: how a command checks another aggregate it does not append to
   * (the rule: a command checks another aggregate on its stream when the check must hold at the time of the write,
   * else on the read model; see docs/architecture.md, "Write side").
   */
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

  /** The command, made from its stream as the store has it now when it is made from one (handle, not latest). */
  private async make<TCommand, TBasis>(
    command: TCommand | CommandFrom<TBasis, TCommand>,
  ): Promise<{ made: TCommand; basis?: Unchanged }> {
    if (!isCommandFrom(command)) return { made: command };
    const loaded = await this.loadLatest(command.streamName, command.decider);
    return { made: command.make(loaded.state), basis: { ...command, loaded } };
  }

  /**
   * HandleOptions.latest: the stream (and the one the command is made from) as this process folded them, each read
   * when it has none, with one read of the store (loadLatestAll).
   */
  private async handleLatest<TCommand, TEvent extends DomainEvent, TState, TBasis>(
    streamName: string,
    decider: Decider<TCommand, TEvent, TState>,
    command: TCommand | CommandFrom<TBasis, TCommand>,
    context: CommandContext,
  ): Promise<CommandResult<TEvent>> {
    const own = { streamName, decider, decideOn: true } as const;
    if (!isCommandFrom(command)) {
      const [loaded] = await this.loadLatestAll([own] as const);
      return this.decideAndAppend(streamName, decider, command, context, loaded);
    }
    const from = { streamName: command.streamName, decider: command.decider, unchangedAtAppend: true } as const;
    const [basis, loaded] = await this.loadLatestAll([from, own] as const);
    return this.decideAndAppend(streamName, decider, command.make(basis.state), context, loaded, {
      ...from,
      loaded: basis,
    });
  }

  /**
   * loadLatest for several streams with one read of the store (EventStore.readStreams): each stream's newer events
   * after the revision this process folded last; a stream decided on (decideOn, unchangedAtAppend) is not read at
   * all when this process folded it.
   */
  private async loadLatestAll<const TReads extends readonly LatestRead[]>(
    reads: TReads,
  ): Promise<{ [K in keyof TReads]: Loaded<StateOf<TReads[K]>> }> {
    const usable = reads.map(({ streamName, decider }) => this.foldedFor(streamName, decider));
    // a stream decided on that this process never folded is taken to be new (a take's first save: most are), and
    // appended to with no_stream; if it exists the append fails, and the retry reads it (mustRead)
    const assumedNew = (read: LatestRead, i: number) =>
      read.decideOn === true && !usable[i] && !this.mustRead.has(read.streamName);
    // a stream decided on is read only when this process has nothing of it, or an append found it behind (mustRead):
    // then only the events after what it folded
    const asked = reads.flatMap((read, i) =>
      ((read.decideOn || read.unchangedAtAppend) && usable[i] && !this.mustRead.has(read.streamName)) ||
      assumedNew(read, i)
        ? []
        : [i],
    );
    const newer = await this.store.readStreams(
      asked.map((i) => {
        const { streamName } = reads[i];
        const revision = usable[i]?.revision;
        return revision != null ? { streamName, fromRevision: revision + 1n } : { streamName };
      }),
    );
    return reads.map(({ streamName, decider }, i) => {
      const at = asked.indexOf(i);
      if (at < 0 && !usable[i]) return { state: decider.initialState(), revision: null, unconfirmed: true };
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
    this.mustRead.delete(streamName);
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

  private mustReadNext(streamName: string): void {
    this.mustRead.add(streamName);
    if (this.mustRead.size > AggregateStore.FOLDED_MAX)
      this.mustRead.delete(this.mustRead.values().next().value as string);
  }

  private static readonly FOLDED_MAX = 5_000;
  private readonly folded = new Map<string, Folded>();
  /**
   * Streams whose append found them elsewhere than this process thought (taken to be new, or moved by another
   * replica): the next load reads them, after what was folded if anything (bounded like `folded`).
   */
  private readonly mustRead = new Set<string>();

  /**
   * The second half of handle: decide on the state as loaded, and append at its revision (and, with `unchanged`, on
   * condition that that stream is still at the revision decided on), so a stream another writer moved makes it fail
   * (WrongExpectedRevisionError: the caller's retry reads again). A decision that writes nothing, or refuses, made on
   * an unconfirmed state is only answered once a read finds the streams where they were: if the stream moved it is
   * decided again on the newer state; if `unchanged` moved the call fails the same way (the retry makes the command
   * again). After an append, the state with the decided events is what this process folded last.
   */
  private async decideAndAppend<TCommand, TEvent extends DomainEvent, TState>(
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
      result = await this.store.append(streamName, envelope(streamName, decided, context), expected, condition);
    } catch (error) {
      // what this process folded is behind the stream that moved: the next load reads what it lacks (the events
      // after its revision; the whole stream when it never folded it). The fold is kept: it is the stream's state at
      // its revision, so another replica's save costs a read of that save's events, not of the take's history.
      if (error instanceof WrongExpectedRevisionError)
        this.mustReadNext(error.streamName === unchanged?.streamName ? unchanged.streamName : streamName);
      throw error;
    }
    const appendedAt = (revision ?? -1n) + BigInt(decided.length);
    // (a stream taken to be new was never folded: null, as its revision)
    const folded = this.foldedFor(streamName, decider);
    if (result.nextExpectedRevision === appendedAt && (folded?.revision ?? null) === revision) {
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
}

/** `unchanged` once a read found it where it was. */
function confirmedAs(unchanged: Unchanged): Unchanged {
  return { ...unchanged, loaded: { state: unchanged.loaded.state, revision: unchanged.loaded.revision } };
}
