import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig } from './config/app-config';
import { Clock, clock } from './shared/clock';
import { AUTHENTICATION, EdgeGuard } from './http/edge.guard';
import { AllExceptionsFilter } from './http/exception.filter';
import { IdempotencyKeys } from './http/idempotency-key';
import { MinPosition } from './http/min-position';
import { ReadYourWrites } from './http/read-your-writes';
import { DatabaseModule } from './infrastructure/database/database.module';
import { EventStoreModule } from './infrastructure/event-store/event-store.module';
import { QueueModule } from './infrastructure/queue/queue.module';
import { HealthModule } from './modules/health';
import { IdentityModule, JwtAuthGuard } from './modules/identity';
import { ClientsModule } from './modules/clients';
import { TeamsModule } from './modules/teams';
import { ReferenceDataModule } from './modules/reference-data';
import { UsersModule } from './modules/users';
import { ReflectionsModule } from './modules/reflections';
import { TakesModule } from './modules/takes';
import { RemindersModule } from './modules/reminders';
import { ResultsModule } from './modules/results';
import { MentorModule } from './modules/mentor';
import { DemoRequestsModule } from './modules/demo-requests';

/** The api process: infrastructure, then one module per bounded context. */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [
        CqrsModule.forRoot(),
        DatabaseModule,
        EventStoreModule,
        QueueModule,
        HealthModule,
        ReferenceDataModule,
        IdentityModule,
        UsersModule,
        ClientsModule,
        TeamsModule,
        ReflectionsModule,
        TakesModule,
        RemindersModule,
        ResultsModule,
        MentorModule,
        DemoRequestsModule,
      ],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: Clock, useValue: clock },
        ReadYourWrites,
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
        MinPosition,
        IdempotencyKeys,
        { provide: AUTHENTICATION, useExisting: JwtAuthGuard },
        { provide: APP_GUARD, useClass: EdgeGuard },
      ],
      exports: [APP_CONFIG, Clock, ReadYourWrites],
    };
  }
}
