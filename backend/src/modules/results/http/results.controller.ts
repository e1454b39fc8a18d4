import { Body, Get, Inject, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiQuery } from '@nestjs/swagger';
import {
  Capability,
  ConfidentialityDefaultsDto,
  ReceiverReportQueryDto,
  StatsQueryDto,
  StatsReflectionQueryDto,
  TrendsQueryDto,
  type ConfidentialityDefaultsView,
  type GapItemView,
  type OpenAnswersView,
  type ResultItemView,
  type ResultsDropdownGroup,
  type ResultsStatusView,
  type TrendView,
} from '@gc/contracts';
import type { FastifyReply } from 'fastify';
import type { Database } from '@gc/projections';
import type { Kysely } from 'kysely';
import { Acts, AnswersFile, ApiController, listOf, Reads, type SchemaObject } from '../../../http/openapi';
import { KYSELY } from '../../../infrastructure/tokens';
import { clock } from '../../../shared/clock';
import { readConfidentialityDefaults, saveConfidentialityDefaults } from '../../clients';
import { Caller, RequireCapability } from '../../identity';
import { ResultsCsv } from '../export/results-csv';
import { ResultsPdf } from '../export/results-pdf';
import {
  GapsQuery,
  OpenAnswersQuery,
  ResultsDropdownQuery,
  ResultsStatusQuery,
  StatsQuery,
  TrendsQuery,
} from '../queries/results.queries';

const item: SchemaObject = { type: 'object' };

const defaultsSchema: SchemaObject = {
  type: 'object',
  properties: {
    default_mode: { type: 'string', enum: ['OPEN', 'CONFIDENTIAL'] },
    min_raters: { type: 'integer', minimum: 2, maximum: 10 },
  },
};

/**
 * The results hub (member spec sections 2 and 7): the history dropdown, what a reflection can show yet, the radar's
 * items per chart type and option, open answers, a receiver's gaps and trends, the exports, and the client's
 * confidentiality defaults. Every figure and text of other people leaves through ReleasedResults, under the
 * reflection's promise; a self-assessment reaches only its author.
 */
@ApiController('stats', 'results')
@RequireCapability(Capability.SeeResults)
export class ResultsController {
  constructor(
    private readonly queries: QueryBus,
    private readonly csv: ResultsCsv,
    private readonly pdf: ResultsPdf,
    @Inject(KYSELY) private readonly db: Kysely<Database>,
  ) {}

  @Reads(
    'status',
    "What the hub can show of a reflection: its promise, whether others' figures are released, the response rate",
    item,
  )
  @ApiQuery({ name: 'assessment_id' })
  status(@Caller() caller: Caller, @Query() query: StatsReflectionQueryDto): Promise<ResultsStatusView> {
    return this.queries.execute(new ResultsStatusQuery(caller.user, caller.clientId, query.assessment_id));
  }

  @Reads(
    'open-answers',
    "The open questions' answers, each list in the order of its text, under the promise",
    listOf(item),
  )
  @ApiQuery({ name: 'assessment_id' })
  openAnswers(@Caller() caller: Caller, @Query() query: StatsReflectionQueryDto): Promise<OpenAnswersView[]> {
    return this.queries.execute(new OpenAnswersQuery(caller.user, caller.clientId, query.assessment_id));
  }

  @Reads(
    'dropdowns/teams',
    'The history dropdown: reflections whose results the caller may see, grouped by team',
    listOf(item),
  )
  dropdown(@Caller() caller: Caller): Promise<ResultsDropdownGroup[]> {
    return this.queries.execute(new ResultsDropdownQuery(caller.user, caller.clientId));
  }

  @Reads(
    '',
    {
      summary: 'One result item per question of the chart type, with the main and comparison series',
      description:
        'type MINDSET | SKILLS | TEAM_DYNAMICS; options per role (400 when not offered); 404 across clients and teams.',
    },
    listOf(item),
  )
  @ApiQuery({ name: 'type', enum: ['MINDSET', 'SKILLS', 'TEAM_DYNAMICS'] })
  @ApiQuery({ name: 'option_1', required: false })
  @ApiQuery({ name: 'option_2', required: false })
  @ApiQuery({ name: 'assessment_id', required: false })
  @ApiQuery({ name: 'at', required: false, description: 'administrators: the results as they were at this instant' })
  @ApiQuery({ name: 'receiver_id', required: false, description: "administrators: whose results 'My Results' shows" })
  stats(@Caller() caller: Caller, @Query() query: StatsQueryDto): Promise<ResultItemView[]> {
    const main = query.option_1 ?? 'MY_TEAM_AVERAGE';
    return this.queries.execute(
      new StatsQuery(
        caller.user,
        caller.clientId,
        query.type,
        main,
        query.option_2 ?? 'NO_COMPARISON',
        query.assessment_id,
        query.at ? new Date(query.at) : undefined,
        query.receiver_id,
      ),
    );
  }

  @Reads(
    'gaps',
    "A receiver's own gap view: self against others per question (blind spots, hidden strengths)",
    listOf(item),
  )
  @ApiQuery({ name: 'assessment_id' })
  gaps(@Caller() caller: Caller, @Query() query: StatsReflectionQueryDto): Promise<GapItemView[]> {
    return this.queries.execute(new GapsQuery(caller.user, caller.clientId, query.assessment_id));
  }

  @Reads('trends', "The caller's results across a team's reflections they received (baseline -> follow-up)", item)
  @ApiQuery({ name: 'team_id' })
  @ApiQuery({ name: 'type', enum: ['MINDSET', 'SKILLS', 'TEAM_DYNAMICS'] })
  trends(@Caller() caller: Caller, @Query() query: TrendsQueryDto): Promise<TrendView> {
    return this.queries.execute(new TrendsQuery(caller.user, caller.clientId, query.team_id, query.type));
  }

  @Get('export.csv')
  @RequireCapability(Capability.ManageTeams)
  @ApiOperation({
    summary: "A reflection's results as CSV (administrators; aggregates only, self-assessments left out)",
  })
  @ApiQuery({ name: 'assessment_id' })
  @AnswersFile('text/csv', 'The CSV file (attachment)')
  async exportCsv(
    @Caller() caller: Caller,
    @Query() query: StatsReflectionQueryDto,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const { name, csv } = await this.csv.render(caller.user, caller.clientId, query.assessment_id);
    const file = `${name.replace(/[^\w.-]+/g, '-').replace(/^-|-$/g, '') || 'results'}.csv`;
    void reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${file}"`)
      .send(csv);
  }

  @Get('report.pdf')
  @ApiOperation({
    summary: "One receiver's PDF report: radar charts, numbers per question, gap view and unnamed comments",
    description:
      'The receiver themself (receiver_id their own or left out; their self-assessment included), or an ' +
      'administrator of the client for any receiver (self-assessment left out). Anyone else, another client, or ' +
      'someone who is not a receiver of the reflection: 404.',
  })
  @ApiQuery({ name: 'assessment_id' })
  @ApiQuery({ name: 'receiver_id', required: false })
  @AnswersFile('application/pdf', 'The PDF', 'binary')
  async report(
    @Caller() caller: Caller,
    @Query() query: ReceiverReportQueryDto,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const { user, clientId } = caller;
    const { fileName, pdf } = await this.pdf.render(user, clientId, query.assessment_id, query.receiver_id);
    void reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `attachment; filename="${fileName}"`)
      .send(pdf);
  }

  @Reads(
    'settings',
    "The client's confidentiality defaults: the mode and N its OS teams' reflections start with",
    defaultsSchema,
  )
  @RequireCapability(Capability.ManageTeams)
  async getSettings(@Caller() caller: Caller): Promise<ConfidentialityDefaultsView> {
    const d = await readConfidentialityDefaults(this.db, caller.clientId);
    return { default_mode: d.mode, min_raters: d.minRaters };
  }

  @Acts(
    'PUT',
    'settings',
    "Set the client's confidentiality defaults (OPEN or CONFIDENTIAL; N from 2 to 10)",
    defaultsSchema,
  )
  @RequireCapability(Capability.EditClientDetails)
  async setSettings(
    @Caller() caller: Caller,
    @Body() body: ConfidentialityDefaultsDto,
  ): Promise<ConfidentialityDefaultsView> {
    await saveConfidentialityDefaults(
      this.db,
      caller.clientId,
      { mode: body.default_mode, minRaters: body.min_raters },
      clock.now(),
    );
    return { default_mode: body.default_mode, min_raters: body.min_raters };
  }
}
