import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { formatPosition, type GlobalPosition } from '@gc/contracts';
import { CheckpointWatch, type Database } from '@gc/projections';
import type { Kysely } from 'kysely';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { KYSELY } from '../infrastructure/tokens';

/**
 * Read-your-writes, the one mechanism: wait (at most READ_YOUR_WRITES_TIMEOUT_MS) until the projections have
 * passed a position, then read. Used by the X-Min-Position interceptor, by commands that answer with the read
 * model's view of what they wrote, and by rules that must see everything written so far. All of a process's waits
 * share one poll of the checkpoints (CheckpointWatch).
 */
@Injectable()
export class ReadYourWrites implements OnModuleDestroy {
  private readonly logger = new Logger('read-your-writes');
  private readonly watch: CheckpointWatch;

  constructor(
    @Inject(KYSELY) db: Kysely<Database>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
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
}
