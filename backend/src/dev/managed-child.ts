import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

/**
 * A node script run as a child of the launcher: its output is shown with a `[name]` prefix and its last lines are
 * kept to explain a crash.
 */
export class ManagedChild {
  readonly process: ChildProcess;
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  private readonly tail: string[] = [];

  constructor(
    readonly name: string,
    script: string,
    env: NodeJS.ProcessEnv,
    private readonly onLine: (name: string, line: string) => void = (n, line) => console.log(`[${n}] ${line}`),
  ) {
    this.process = spawn(process.execPath, [script], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const stream of [this.process.stdout, this.process.stderr]) {
      if (stream) createInterface({ input: stream }).on('line', (line) => this.remember(line));
    }
    this.exited = new Promise((resolve) => {
      this.process.once('error', (error) => {
        this.remember(`could not start: ${error.message}`);
        resolve({ code: -1, signal: null });
      });
      this.process.once('close', (code, signal) => resolve({ code, signal }));
    });
  }

  get running(): boolean {
    return this.process.exitCode === null && this.process.signalCode === null;
  }

  lastLines(): string[] {
    return [...this.tail];
  }

  /** SIGTERM, then SIGKILL when it has not exited after graceMs. */
  async stop(graceMs = 10_000): Promise<void> {
    if (!this.running) return;
    this.process.kill('SIGTERM');
    const timer = setTimeout(() => {
      if (this.running) {
        this.onLine(this.name, `did not stop within ${graceMs / 1000}s; killing it`);
        this.process.kill('SIGKILL');
      }
    }, graceMs);
    await this.exited;
    clearTimeout(timer);
  }

  private remember(line: string): void {
    this.tail.push(line);
    if (this.tail.length > 40) this.tail.shift();
    this.onLine(this.name, line);
  }
}
