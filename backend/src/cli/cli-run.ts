import { Pool } from 'pg';
import { loadConfig, type AppConfig } from '../config/app-config';
import { configuredEventStore } from '../infrastructure/event-store/create-event-store';
import type { EventStore } from '../shared/event-store.port';

/** A command's connections: the configuration, a small pool and the configured event store on it. */
export interface CliConnections {
  readonly config: AppConfig;
  readonly pool: Pool;
  readonly store: EventStore;
}

/** Opens the connections, runs `work` with them and closes them again, whatever happens. */
export async function withConnections<T>(max: number, work: (connections: CliConnections) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const pool = new Pool({ connectionString: config.databaseUrl, max });
  const store = configuredEventStore(config, pool);
  try {
    return await work({ config, pool, store });
  } finally {
    await store.close();
    await pool.end();
  }
}

/** Runs a command's main with the process's arguments and exits with its code; a failure prints `<name> failed`. */
export function runCli(name: string, main: (argv: string[]) => Promise<number>): void {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error) => {
      process.stderr.write(`${name} failed: ${error?.stack ?? error}\n`);
      process.exit(1);
    },
  );
}
