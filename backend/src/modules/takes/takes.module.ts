import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { SaveTakeHandler } from './commands/save-take/save-take.handler';
import { SubmitTakeHandler } from './commands/submit-take/submit-take.handler';
import { TakesController } from './http/takes.controller';
import { GetMyTakeHandler, ListMyTakesHandler } from './queries/takes.queries';

/** Taking reflections: one take per (reflection, member), stream `take-{reflectionId}-{userId}`. */
@Module({
  imports: [CqrsModule],
  controllers: [TakesController],
  providers: [SaveTakeHandler, SubmitTakeHandler, ListMyTakesHandler, GetMyTakeHandler],
})
export class TakesModule {}
