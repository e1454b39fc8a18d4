import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { type Command, CommandBus, Query, QueryBus } from '@nestjs/cqrs';
import { formatPosition, type GlobalPosition } from '@gc/contracts';
import { CheckpointWatch, type Database } from '@gc/projections';
import type { Kysely } from 'kysely';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { KYSELY } from '../infrastructure/tokens';
import { withPosition, type WithPosition } from './envelope';

/** What every command answers: at least the position of the last event it wrote (null when it wrote nothing). */
export interface Written {
  readonly position: GlobalPosition | null;
}

/**
 * Read-your-writes, the one mechanism: wait (at most READ_YOUR_WRITES_TIMEOUT_MS) until the projections have
 * passed a position, then read. Used by the X-Min-Position step (MinPosition), by commands that answer with the read
 * model's view of what they wrote, and by rules that must see everything written so far. All of a process's waits
 * share one poll of the checkpoints (CheckpointWatch).
 *
 * It is also how a write route answers (`answer`, `answerRead`): run the command, answer with its position.
 */
@Injectable()
export class ReadYourWrites implements OnModuleDestroy {
  private readonly logger = new Logger('read-your-writes');
  private readonly watch: CheckpointWatch;

  constructor(
    @Inject(KYSELY) db: Kysely<Database>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {
    this.watch = new CheckpointWatch(db);
  }

  onModuleDestroy(): void {
    this.watch.close();
  }

  /** True when the projections (all, or the ones named) reached `position` in time; false when they still lag. */
  async settle(position: GlobalPosition | null, projections?: readonly string[]): Promise<boolean> {
    if (!position) return true;
    const reached = await this.watch.waitFor(position, this.config.readYourWritesTimeoutMs, projections);
    if (!reached) this.reportLag(position, projections);
    return reached;
  }

  /** A read served stale is worth a warning: which projections were behind, and where they stood (last poll). */
  private reportLag(position: GlobalPosition, projections?: readonly string[]): void {
    const behind = this.watch.behind(position, projections);
    this.logger.warn({
      msg: 'projections still behind after the read-your-writes wait; answering stale',
      position: formatPosition(position),
      waitedMs: this.config.readYourWritesTimeoutMs,
      behind: behind.map((p) => `${p.name}@${formatPosition(p.position)}`),
    });
  }

  /**
   * A command's answer: the read model's view of its own write (read anyway should the projections lag). Name the
   * projections the answer reads from where the write concerns no other: it then waits for those only.
   */
  async read<T>(position: GlobalPosition | null, read: () => Promise<T>, projections?: readonly string[]): Promise<T> {
    await this.settle(position, projections);
    return read();
  }

  /** A write route's answer that reads nothing: run the command, answer `body(result)` with its position. */
  async answer<R extends Written, T>(command: Command<R>, body: (result: R) => T): Promise<WithPosition<T>> {
    const result = await this.commands.execute(command);
    return withPosition(body(result), result.position);
  }

  /**
   * A write route's answer as the read model has it: run the command, then `read(result)` (a query, run on the
   * query bus, or any read) once the projections (all, or those named) passed its write; answered with its position.
   */
  async answerRead<R extends Written, T>(
    command: Command<R>,
    read: (result: R) => Query<T> | Promise<T>,
    projections?: readonly string[],
  ): Promise<WithPosition<T>> {
    const result = await this.commands.execute(command);
    const body = await this.read(
      result.position,
      () => {
        const view = read(result);
        return view instanceof Query ? this.queries.execute(view) : view;
      },
      projections,
    );
    return withPosition(body, result.position);
  }
}
