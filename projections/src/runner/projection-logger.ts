/** Structured logging the runner emits through; the worker adapts its own logger to it. */
export interface ProjectionLogger {
  info(entry: Record<string, unknown>): void;
  warn(entry: Record<string, unknown>): void;
  error(entry: Record<string, unknown>): void;
}

export const silentLogger: ProjectionLogger = { info() {}, warn() {}, error() {} };

/** One JSON line per entry on stderr, with bigint positions printed as strings. */
export const jsonLogger: ProjectionLogger = {
  info: (entry) => writeLine('info', entry),
  warn: (entry) => writeLine('warn', entry),
  error: (entry) => writeLine('error', entry),
};

function writeLine(level: string, entry: Record<string, unknown>): void {
  const line = JSON.stringify({ level, time: new Date().toISOString(), ...entry }, (_key, value: unknown) => {
    if (typeof value === 'bigint') return value.toString();
    if (value instanceof Error) return { name: value.name, message: value.message, stack: value.stack };
    return value;
  });
  process.stderr.write(`${line}\n`);
}
