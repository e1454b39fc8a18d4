import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { loadConfig } from './config/app-config';
import { createRootLogger, PinoNestLogger } from './infrastructure/logging';
import { WorkerModule } from './workers/worker.module';
import { UsersWorkerModule } from './modules/users';
import { TeamsWorkerModule } from './modules/teams';
import { ReflectionsWorkerModule } from './modules/reflections';
import { RemindersWorkerModule } from './modules/reminders';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = new PinoNestLogger(createRootLogger(config.logLevel, 'worker'));
  const app = await NestFactory.createApplicationContext(
    {
      module: class WorkerRoot {},
      imports: [
        WorkerModule.forRoot(config),
        UsersWorkerModule,
        TeamsWorkerModule,
        ReflectionsWorkerModule,
        RemindersWorkerModule,
      ],
    },
    { logger },
  );
  app.enableShutdownHooks();
  await app.init();
  logger.log({ msg: 'worker started' }, 'worker');
}

main().catch((error) => {
  console.error(
    JSON.stringify({ level: 'fatal', msg: 'worker failed to start', error: String(error?.stack ?? error) }),
  );
  process.exit(1);
});
