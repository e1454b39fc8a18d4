import type { Kysely } from 'kysely';
import { comparePositions, type GlobalPosition } from '@gc/contracts';
import type { Database } from '../database/database';
import { positionFromColumns } from './batch';

interface Waiter {
  readonly position: GlobalPosition;
  readonly names: readonly string[] | undefined;
  readonly done: (reached: boolean) => void;
  timer?: NodeJS.Timeout;
  /** looked at by a poll at least once (a wait always gets one look, even with a timeout of 0) */
  checked: boolean;
  /** its time is up: the next poll answers it whatever it finds */
  expired: boolean;
}

/**
 * Read-your-writes for a whole process: every caller waiting for the projections to pass a position is answered
 * from one poll of the checkpoints (all of them, one small indexed table), repeated every `pollMs` while anyone
 * waits. Each waiter polling on its own (`waitForPosition`) cost one query per waiter per poll, and its back-off
 * (5, 10, 20, 40, 50 ms) added up to 50 ms to a wait: under a steady 200 submits/s that was most of a submit's
 * Postgres time. Same answers as `waitForPosition`: with `projections`, each of them must exist and have passed;
 * without, every projection with a checkpoint must have.
 */
export class CheckpointWatch {
  private readonly waiters = new Set<Waiter>();
  private polling = false;
  private closed = false;
  /** the checkpoints as the last poll found them */
  private lastSeen = new Map<string, GlobalPosition>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly pollMs = 5,
  ) {}

  /** True once the projections (all, or the ones named) have passed `position`; false after `timeoutMs`. */
  waitFor(position: GlobalPosition, timeoutMs: number, projections?: readonly string[]): Promise<boolean> {
    if (projections && projections.length === 0) return Promise.resolve(true);
    if (this.closed) return Promise.resolve(false);
    return new Promise<boolean>((resolve) => {
      const waiter: Waiter = {
        position,
        names: projections,
        checked: false,
        expired: false,
        done: (reached) => {
          clearTimeout(waiter.timer);
          this.waiters.delete(waiter);
          resolve(reached);
        },
      };
      waiter.timer = setTimeout(
        () => {
          if (waiter.checked) waiter.done(false);
          else waiter.expired = true;
        },
        Math.max(0, timeoutMs),
      );
      this.waiters.add(waiter);
      if (!this.polling) void this.poll();
    });
  }

  /**
   * The projections (all, or the ones named) that had not reached `position` at the last poll, with where each
   * stood: what a wait that timed out was still waiting for, without asking the database again.
   */
  behind(position: GlobalPosition, projections?: readonly string[]): { name: string; position: GlobalPosition }[] {
    return [...this.lastSeen]
      .filter(([name, at]) => (!projections || projections.includes(name)) && comparePositions(at, position) < 0)
      .map(([name, at]) => ({ name, position: at }));
  }

  /** Answers every waiter false and stops polling. */
  close(): void {
    this.closed = true;
    for (const waiter of [...this.waiters]) waiter.done(false);
  }

  private async poll(): Promise<void> {
    this.polling = true;
    try {
      // callers arriving in this turn of the event loop share the first query
      await new Promise((resolve) => setImmediate(resolve));
      while (this.waiters.size > 0) {
        const looked = [...this.waiters];
        let checkpoints: Map<string, GlobalPosition> | null = null;
        try {
          const rows = await this.db
            .selectFrom('projection_checkpoints')
            .select(['name', 'commit_position', 'prepare_position'])
            .execute();
          checkpoints = new Map(rows.map((r) => [r.name, positionFromColumns(r.commit_position, r.prepare_position)]));
          this.lastSeen = checkpoints;
        } catch {
          // the database is away: waiters run into their timeouts (the read that follows reports the failure)
        }
        for (const waiter of looked) {
          if (checkpoints && passed(checkpoints, waiter)) waiter.done(true);
          else if (waiter.expired) waiter.done(false);
          else waiter.checked = true;
        }
        if (this.waiters.size > 0) await new Promise((resolve) => setTimeout(resolve, this.pollMs));
      }
    } finally {
      this.polling = false;
    }
  }
}

function passed(checkpoints: Map<string, GlobalPosition>, waiter: Waiter): boolean {
  const names = waiter.names ?? [...checkpoints.keys()];
  return names.every((name) => {
    const at = checkpoints.get(name);
    return at !== undefined && comparePositions(at, waiter.position) >= 0;
  });
}
