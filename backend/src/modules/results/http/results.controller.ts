import { Body, Controller, Get, Inject, Put, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiBody, ApiOkResponse, ApiOperation, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
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
import { clock } from '../../../shared/clock';
import type { Database } from '@gc/projections';
import type { Kysely } from 'kysely';
import { KYSELY } from '../../../infrastructure/tokens';
import { envelope, readConfidentialityDefaults, saveConfidentialityDefaults } from '../../clients';
import { CurrentUser, RequireCapability, currentClientOf, type AuthenticatedUser } from '../../identity';
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

const item = { type: 'object' as const };

const defaultsSchema = {
  type: 'object' as const,
  properties: {
    default_mode: { type: 'string' as const, enum: ['OPEN', 'CONFIDENTIAL'] },
    min_raters: { type: 'integer' as const, minimum: 2, maximum: 10 },
  },
};

/**
 * The results hub (member spec sections 2 and 7): the history dropdown, what a reflection can show yet, the radar's
 * items per chart type and option, open answers, a receiver's gaps and trends, the exports, and the client's
 * confidentiality defaults. Every figure and text of other people leaves through ReleasedResults, under the
 * reflection's promise; a self-assessment reaches only its author.
 */
@ApiTags('results')
@ApiBearerAuth()
@Controller('stats')
export class ResultsController {
  constructor(
    private readonly queries: QueryBus,
    private readonly csv: ResultsCsv,
    private readonly pdf: ResultsPdf,
    @Inject(KYSELY) private readonly db: Kysely<Database>,
  ) {}

  @Get('status')
  @RequireCapability(Capability.SeeResults)
  @ApiOperation({
    summary:
      "What the hub can show of a reflection: its promise, whether others' figures are released, the response rate",
  })
  @ApiQuery({ name: 'assessment_id' })
  @ApiOkResponse({ schema: envelope(item) })
  status(@CurrentUser() user: AuthenticatedUser, @Query() query: StatsReflectionQueryDto): Promise<ResultsStatusView> {
    return this.queries.execute(new ResultsStatusQuery(user, currentClientOf(user), query.assessment_id));
  }

  @Get('open-answers')
  @RequireCapability(Capability.SeeResults)
  @ApiOperation({ summary: "The open questions' answers, each list in the order of its text, under the promise" })
  @ApiQuery({ name: 'assessment_id' })
  @ApiOkResponse({ schema: envelope({ type: 'array', items: item }) })
  openAnswers(
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: StatsReflectionQueryDto,
  ): Promise<OpenAnswersView[]> {
    return this.queries.execute(new OpenAnswersQuery(user, currentClientOf(user), query.assessment_id));
  }

  @Get('dropdowns/teams')
  @RequireCapability(Capability.SeeResults)
  @ApiOperation({ summary: 'The history dropdown: reflections whose results the caller may see, grouped by team' })
  @ApiOkResponse({ schema: envelope({ type: 'array', items: item }) })
  dropdown(@CurrentUser() user: AuthenticatedUser): Promise<ResultsDropdownGroup[]> {
    return this.queries.execute(new ResultsDropdownQuery(user, currentClientOf(user)));
  }

  @Get()
  @RequireCapability(Capability.SeeResults)
  @ApiOperation({
    summary: 'One result item per question of the chart type, with the main and comparison series',
    description:
      'type MINDSET | SKILLS | TEAM_DYNAMICS; options per role (400 when not offered); 404 across clients and teams.',
  })
  @ApiQuery({ name: 'type', enum: ['MINDSET', 'SKILLS', 'TEAM_DYNAMICS'] })
  @ApiQuery({ name: 'option_1', required: false })
  @ApiQuery({ name: 'option_2', required: false })
  @ApiQuery({ name: 'assessment_id', required: false })
  @ApiQuery({ name: 'at', required: false, description: 'administrators: the results as they were at this instant' })
  @ApiQuery({ name: 'receiver_id', required: false, description: "administrators: whose results 'My Results' shows" })
  @ApiOkResponse({ schema: envelope({ type: 'array', items: item }) })
  stats(@CurrentUser() user: AuthenticatedUser, @Query() query: StatsQueryDto): Promise<ResultItemView[]> {
    const main = query.option_1 ?? 'MY_TEAM_AVERAGE';
    return this.queries.execute(
      new StatsQuery(
        user,
        currentClientOf(user),
        query.type,
        main,
        query.option_2 ?? 'NO_COMPARISON',
        query.assessment_id,
        query.at ? new Date(query.at) : undefined,
        query.receiver_id,
      ),
    );
  }

  @Get('gaps')
  @RequireCapability(Capability.SeeResults)
  @ApiOperation({
    summary: "A receiver's own gap view: self against others per question (blind spots, hidden strengths)",
  })
  @ApiQuery({ name: 'assessment_id' })
  @ApiOkResponse({ schema: envelope({ type: 'array', items: item }) })
  gaps(@CurrentUser() user: AuthenticatedUser, @Query() query: StatsReflectionQueryDto): Promise<GapItemView[]> {
    return this.queries.execute(new GapsQuery(user, currentClientOf(user), query.assessment_id));
  }

  @Get('trends')
  @RequireCapability(Capability.SeeResults)
  @ApiOperation({ summary: "The caller's results across a team's reflections they received (baseline -> follow-up)" })
  @ApiQuery({ name: 'team_id' })
  @ApiQuery({ name: 'type', enum: ['MINDSET', 'SKILLS', 'TEAM_DYNAMICS'] })
  @ApiOkResponse({ schema: envelope(item) })
  trends(@CurrentUser() user: AuthenticatedUser, @Query() query: TrendsQueryDto): Promise<TrendView> {
    return this.queries.execute(new TrendsQuery(user, currentClientOf(user), query.team_id, query.type));
  }

  @Get('export.csv')
  @RequireCapability(Capability.ManageTeams)
  @ApiOperation({
    summary: "A reflection's results as CSV (administrators; aggregates only, self-assessments left out)",
  })
  @ApiQuery({ name: 'assessment_id' })
  async exportCsv(
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: StatsReflectionQueryDto,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const { name, csv } = await this.csv.render(user, currentClientOf(user), query.assessment_id);
    const file = `${name.replace(/[^\w.-]+/g, '-').replace(/^-|-$/g, '') || 'results'}.csv`;
    void reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${file}"`)
      .send(csv);
  }

  @Get('report.pdf')
  @RequireCapability(Capability.SeeResults)
  @ApiOperation({
    summary: "One receiver's PDF report: radar charts, numbers per question, gap view and unnamed comments",
    description:
      'The receiver themself (receiver_id their own or left out; their self-assessment included), or an ' +
      'administrator of the client for any receiver (self-assessment left out). Anyone else, another client, or ' +
      'someone who is not a receiver of the reflection: 404.',
  })
  @ApiQuery({ name: 'assessment_id' })
  @ApiQuery({ name: 'receiver_id', required: false })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'The PDF', schema: { type: 'string', format: 'binary' } })
  async report(
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: ReceiverReportQueryDto,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const { fileName, pdf } = await this.pdf.render(
      user,
      currentClientOf(user),
      query.assessment_id,
      query.receiver_id,
    );
    void reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `attachment; filename="${fileName}"`)
      .send(pdf);
  }

  @Get('settings')
  @RequireCapability(Capability.ManageTeams)
  @ApiOperation({
    summary: "The client's confidentiality defaults: the mode and N its OS teams' reflections start with",
  })
  @ApiOkResponse({ schema: envelope(defaultsSchema) })
  async getSettings(@CurrentUser() user: AuthenticatedUser): Promise<ConfidentialityDefaultsView> {
    const d = await readConfidentialityDefaults(this.db, currentClientOf(user));
    return { default_mode: d.mode, min_raters: d.minRaters };
  }

  @Put('settings')
  @RequireCapability(Capability.EditClientDetails)
  @ApiOperation({ summary: "Set the client's confidentiality defaults (OPEN or CONFIDENTIAL; N from 2 to 10)" })
  @ApiBody({ schema: { ...defaultsSchema, required: ['default_mode', 'min_raters'] } })
  @ApiOkResponse({ schema: envelope(defaultsSchema) })
  async setSettings(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: ConfidentialityDefaultsDto,
  ): Promise<ConfidentialityDefaultsView> {
    await saveConfidentialityDefaults(
      this.db,
      currentClientOf(user),
      { mode: body.default_mode, minRaters: body.min_raters },
      clock.now(),
    );
    return { default_mode: body.default_mode, min_raters: body.min_raters };
  }
}
