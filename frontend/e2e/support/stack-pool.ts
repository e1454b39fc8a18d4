import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { bootFullStack, type FullStack } from './full-stack';

/**
 * The e2e run's stack pool, in Jest's parent process (globalSetup starts it, globalTeardown stops it): each test file
 * still gets a whole product of its own, on an empty database, but the next one boots while journeys run, so a file
 * no longer waits about 6-10 s for its stack, and a stack's shutdown no longer holds the file's worker either.
 *
 * Files ask for a stack over HTTP on 127.0.0.1 (E2E_STACK_POOL_URL, read by startFullStack in full-stack.ts):
 * POST /stacks {env} answers one (a warm one when `env` is empty, else one booted with `env`); GET
 * /stacks/:id/output is what its launcher printed; DELETE /stacks/:id stops it in the background.
 */
export class StackPool {
  private server?: Server;
  private readonly warm: Promise<FullStack>[] = [];
  private readonly taken = new Map<string, FullStack>();
  private readonly stopping = new Set<Promise<void>>();
  private nextId = 0;
  private closed = false;

  /** `spares`: stacks kept booting or booted ahead of demand; `initial`: how many to boot at the start. */
  constructor(private readonly options: { spares: number; initial: number }) {}

  async start(): Promise<string> {
    for (let i = 0; i < this.options.initial; i += 1) this.boot();
    this.server = createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((done) => this.server!.listen(0, '127.0.0.1', done));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.closed = true;
    await new Promise<void>((done) => (this.server ? this.server.close(() => done()) : done()));
    for (const stack of [...this.warm.splice(0), ...this.taken.values()]) this.release(stack);
    this.taken.clear();
    await Promise.all(this.stopping);
  }

  private boot(): void {
    const stack = bootFullStack();
    // a boot that fails is reported to the file that takes it; until then it must not count as unhandled
    stack.catch(() => undefined);
    this.warm.push(stack);
  }

  private async take(env: Record<string, string>): Promise<FullStack> {
    if (Object.keys(env).length > 0) return bootFullStack(env);
    const next = this.warm.shift();
    if (!this.closed && this.warm.length < this.options.spares) this.boot();
    if (!next) return bootFullStack();
    const stack = await next;
    // a warm stack that stopped answering while it waited is replaced, not handed out
    const healthy = await fetch(`${stack.baseUrl}/api/health`, { signal: AbortSignal.timeout(5_000) })
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) return stack;
    this.release(stack);
    return bootFullStack();
  }

  /** Stops a stack (or one still booting) in the background; stop() waits for all of them. */
  private release(stack: FullStack | Promise<FullStack>): void {
    const stopped = Promise.resolve(stack)
      .then((s) => s.stop())
      .catch(() => undefined);
    this.stopping.add(stopped);
    void stopped.then(() => this.stopping.delete(stopped));
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const reply = (status: number, body: unknown) => {
      response.writeHead(status, { 'Content-Type': typeof body === 'string' ? 'text/plain' : 'application/json' });
      response.end(typeof body === 'string' ? body : JSON.stringify(body));
    };
    try {
      const [, , id, what] = (request.url ?? '').split('/');
      if (request.method === 'POST' && request.url === '/stacks') {
        let text = '';
        for await (const chunk of request) text += String(chunk);
        const { env = {} } = JSON.parse(text || '{}') as { env?: Record<string, string> };
        const stack = await this.take(env);
        const key = String((this.nextId += 1));
        this.taken.set(key, stack);
        return reply(200, {
          id: key,
          baseUrl: stack.baseUrl,
          mailWebUrl: stack.mailWebUrl,
          firstLogin: stack.firstLogin,
        });
      }
      const stack = this.taken.get(id ?? '');
      if (!stack) return reply(404, `no stack ${id}`);
      if (request.method === 'GET' && what === 'output') return reply(200, await stack.output());
      if (request.method === 'DELETE' && what === undefined) {
        this.taken.delete(id);
        this.release(stack);
        return reply(204, '');
      }
      return reply(404, `no route ${request.method} ${request.url}`);
    } catch (error) {
      reply(500, error instanceof Error ? (error.stack ?? error.message) : String(error));
    }
  }
}
