import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ReflectionsModule } from '../reflections';
import { ReceiverReportReader } from './export/receiver-report';
import { ResultsCsv } from './export/results-csv';
import { ResultsPdf } from './export/results-pdf';
import { ResultsController } from './http/results.controller';
import { ResultsReader } from './queries/results-reader';
import { ReleasedResults } from './queries/released-results';
import { GapsHandler } from './queries/gaps.handler';
import { OpenAnswersHandler } from './queries/open-answers.handler';
import { ResultsDropdownHandler } from './queries/results-dropdown.handler';
import { ResultsStatusHandler } from './queries/results-status.handler';
import { StatsHandler } from './queries/stats.handler';
import { TrendsHandler } from './queries/trends.handler';

/** Results: the radar charts' data from the results read model, the gap view, trends and exports. */
@Module({
  imports: [CqrsModule, ReflectionsModule],
  controllers: [ResultsController],
  providers: [
    ResultsReader,
    ReleasedResults,
    ResultsDropdownHandler,
    ResultsStatusHandler,
    OpenAnswersHandler,
    StatsHandler,
    GapsHandler,
    TrendsHandler,
    ResultsCsv,
    ReceiverReportReader,
    ResultsPdf,
  ],
  exports: [ResultsReader, ReleasedResults],
})
export class ResultsModule {}
