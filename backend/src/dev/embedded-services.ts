import { mkdirSync } from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import { startMailCatcher } from './embedded-mail';
import { startEmbeddedPostgres } from './embedded-postgres';
import { startEmbeddedRedis } from './embedded-redis';
import { PortBook } from './ports';

export interface EmbeddedServicesOptions {
  /** everything the services keep lives here: postgres/, redis/, mail/, ports.json, postgres.password */
  dataDir: string;
  postgres: boolean;
  redis: boolean;
  smtp: boolean;
  log?: (line: string) => void;
  /** called when a service process dies while it was not being stopped */
  onUnexpectedExit?: (service: 'postgres' | 'redis', detail: string) => void;
}

export interface EmbeddedServices {
  databaseUrl?: string;
  redisUrl?: string;
  smtpUrl?: string;
  mailWebUrl?: string;
  stop(): Promise<void>;
}

/**
 * Starts the local stand-ins for the external services `npm start` and `npm test` need when no URL is given.
 * If one fails to start, those already started are stopped again before the error is thrown.
 */
export async function startEmbeddedServices(options: EmbeddedServicesOptions): Promise<EmbeddedServices> {
  const log = options.log ?? ((line: string) => console.log(line));
  mkdirSync(options.dataDir, { recursive: true });
  const ports = new PortBook(options.dataDir);
  const stops: Array<() => Promise<void>> = [];
  let stopping = false;
  const watch = (service: 'postgres' | 'redis', child: ChildProcess | undefined) =>
    child?.once('exit', (code, signal) => {
      if (!stopping) options.onUnexpectedExit?.(service, `exit code ${code}, signal ${signal}`);
    });
  const services: EmbeddedServices = {
    async stop() {
      stopping = true;
      const errors: unknown[] = [];
      for (const stop of stops.splice(0).reverse()) {
        await stop().catch((error: unknown) => errors.push(error));
      }
      if (errors.length) throw new AggregateError(errors, 'some embedded services did not stop cleanly');
    },
  };
  try {
    if (options.postgres) {
      const pg = await startEmbeddedPostgres({ dataDir: options.dataDir, port: await ports.take('postgres'), log });
      stops.push(pg.stop);
      watch('postgres', pg.process);
      services.databaseUrl = pg.url;
    }
    if (options.redis) {
      const redis = await startEmbeddedRedis({ dataDir: options.dataDir, port: await ports.take('redis'), log });
      stops.push(redis.stop);
      watch('redis', redis.process);
      services.redisUrl = redis.url;
    }
    if (options.smtp) {
      const mail = await startMailCatcher({
        dataDir: options.dataDir,
        smtpPort: await ports.take('smtp'),
        webPort: await ports.take('mailWeb'),
        log,
      });
      stops.push(mail.stop);
      services.smtpUrl = mail.smtpUrl;
      services.mailWebUrl = mail.webUrl;
    }
    return services;
  } catch (error) {
    await services.stop().catch(() => undefined);
    throw error;
  }
}
