import { isLoopbackAddress, loadConfig } from './config/app-config';
import { createApp } from './create-app';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await createApp(config);
  await app.listen({ port: config.port, host: config.host });
  if (!isLoopbackAddress(config.host) && config.smsProvider === 'dev') {
    // The outbox itself answers only this machine; the warning is for the codes an operator might expect to be texted.
    app
      .getHttpAdapter()
      .getInstance()
      .log.warn(
        `HOST=${config.host}: the api is reachable from the network while SMS_PROVIDER=dev keeps sign-in codes in the ` +
          'development outbox (served to this machine only). Set SMS_PROVIDER=http before letting other people sign in.',
      );
  }
}

main().catch((error) => {
  console.error(JSON.stringify({ level: 'fatal', msg: 'api failed to start', error: String(error?.stack ?? error) }));
  process.exit(1);
});
