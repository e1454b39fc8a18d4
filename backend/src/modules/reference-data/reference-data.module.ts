import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { SeedReferenceDataHandler } from './commands/seed-reference-data/seed-reference-data.handler';
import { ReferenceDataController } from './http/reference-data.controller';
import { ListIndustriesHandler, ListOrganizationsHandler, ListStagesHandler } from './queries/reference-data.queries';

@Module({
  imports: [CqrsModule],
  controllers: [ReferenceDataController],
  providers: [SeedReferenceDataHandler, ListIndustriesHandler, ListStagesHandler, ListOrganizationsHandler],
})
export class ReferenceDataModule {}
