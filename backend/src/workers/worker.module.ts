import { DynamicModule, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { DatabaseModule } from '../infrastructure/database/database.module';
import { EventStoreModule } from '../infrastructure/event-store/event-store.module';
import { QueueModule } from '../infrastructure/queue/queue.module';
import { JobProcessorRegistry, SweeperRegistry } from '../infrastructure/queue/job-processors';
import { JobWorkersService } from './job-workers.service';
import { ProjectionRunnerService } from './projection-runner.service';
import { Reactions } from '../infrastructure/reactions/reactions';

/** The worker process: projections plus BullMQ workers, no HTTP. */
@Module({})
export class WorkerModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: WorkerModule,
      global: true,
      imports: [DatabaseModule, EventStoreModule, QueueModule],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        JobProcessorRegistry,
        SweeperRegistry,
        Reactions,
        ProjectionRunnerService,
        JobWorkersService,
      ],
      exports: [APP_CONFIG, JobProcessorRegistry, SweeperRegistry, Reactions],
    };
  }
}
