import { loadConfig } from './config/app-config';
import { createApp } from './create-app';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await createApp(config);
  await app.listen({ port: config.port, host: process.env.HOST ?? '0.0.0.0' });
}

main().catch((error) => {
  console.error(JSON.stringify({ level: 'fatal', msg: 'api failed to start', error: String(error?.stack ?? error) }));
  process.exit(1);
});
