import { Injectable } from '@nestjs/common';
import type { RecordedEvent } from '@gc/contracts';

export type AfterCommitHook = (projection: string, events: RecordedEvent[]) => Promise<void>;

/**
 * Side effects that follow read-model commits (enqueue phase timers, recompute radar stats, send mail). Modules
 * register hooks; the sweep covers the rare crash between a commit and its hook.
 */
@Injectable()
export class ProjectionHooks {
  private readonly hooks: AfterCommitHook[] = [];
  register(hook: AfterCommitHook): void {
    this.hooks.push(hook);
  }
  async afterCommit(projection: string, events: RecordedEvent[]): Promise<void> {
    for (const hook of this.hooks) await hook(projection, events);
  }
}
