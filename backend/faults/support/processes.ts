import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

export const REPO_ROOT = path.join(__dirname, '..', '..', '..');
const DIST = path.join(REPO_ROOT, 'backend', 'dist');

export { freePort } from '../../src/dev/ports';

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * One of the product's processes (`backend/dist/main.js` or `worker.js`) as `npm start` runs it: a plain node child
 * (no launcher in between, so a SIGKILL hits the process itself), its output kept for the failure message.
 */
export class ProductProcess {
  private child: ChildProcess | null = null;
  private output = '';
  /** exits the test did not ask for: code or signal, with the output's tail */
  readonly unexpectedExits: string[] = [];
  starts = 0;

  constructor(
    readonly file: 'main.js' | 'worker.js',
    private readonly env: NodeJS.ProcessEnv,
  ) {
    if (!existsSync(path.join(DIST, file)))
      throw new Error(`${path.join(DIST, file)} is missing: build first (npx nx run-many -t build)`);
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  get running(): boolean {
    return !!this.child && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** The last lines the process printed (stdout and stderr). */
  tail(): string {
    return this.output.slice(-6000);
  }

  start(): void {
    if (this.running) throw new Error(`${this.file} is already running`);
    const child = spawn(process.execPath, [path.join(DIST, this.file)], {
      cwd: REPO_ROOT,
      env: this.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.starts += 1;
    const keep = (chunk: Buffer) => (this.output = (this.output + String(chunk)).slice(-60_000));
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    child.on('exit', (code, signal) => {
      if (this.child === child && signal !== 'SIGKILL' && signal !== 'SIGTERM')
        this.unexpectedExits.push(`${this.file} exited (code ${code}, signal ${signal}):\n${this.tail()}`);
    });
    this.child = child;
  }

  /** SIGKILL, and wait until the process is gone. */
  async kill(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill(signal);
    await gone;
  }

  /** SIGTERM (the graceful path), SIGKILL after 10 s. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await gone;
    clearTimeout(timer);
  }

  /** Resolves once the output holds `text` (a log line), fails when the process exits first or after `ms`. */
  async waitForOutput(text: string, ms = 30_000): Promise<void> {
    const deadline = Date.now() + ms;
    while (!this.output.includes(text)) {
      if (!this.running) throw new Error(`${this.file} exited before printing '${text}':\n${this.tail()}`);
      if (Date.now() > deadline) throw new Error(`${this.file} did not print '${text}' in ${ms} ms:\n${this.tail()}`);
      await sleep(50);
    }
  }

  /** Forget the output seen so far (so waitForOutput looks at what comes next). */
  clearOutput(): void {
    this.output = '';
  }
}

/** Waits until GET /api/health answers 200. */
export async function waitForHealth(base: string, api: ProductProcess, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch {
      // not listening yet
    }
    if (!api.running) throw new Error(`the api exited while starting:\n${api.tail()}`);
    if (Date.now() > deadline) throw new Error(`the api did not answer /api/health in ${ms} ms:\n${api.tail()}`);
    await sleep(100);
  }
}
