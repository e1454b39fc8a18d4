import { Injectable } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  foldResults,
  gapKind,
  isAdminRole,
  ResultMessages as M,
  seriesValue,
  STAT_OPTION_LABELS,
  statOptionsFor,
  type GapItemView,
  type ResultDatum,
  type ResultItemView,
  type ResultsDropdownGroup,
  type StatOption,
  type StatType,
  type TrendView,
} from '@gc/contracts';
import { forbidden, invalid, notFound } from '../../../shared/domain-error';
import { ReflectionHistory } from '../../reflections';
import type { AuthenticatedUser } from '../../identity';
import { ResultsReader, type QuestionAggregates, type ResultsAccess } from './results-reader';

const BOUNDS: [number, number] = [0, 4];

export class ResultsDropdownQuery extends Query<ResultsDropdownGroup[]> {
  constructor(
    readonly user: AuthenticatedUser,
    readonly clientId: string,
  ) {
    super();
  }
}
export class StatsQuery extends Query<ResultItemView[]> {
  constructor(
    readonly user: AuthenticatedUser,
    readonly clientId: string,
    readonly type: StatType,
    readonly main: StatOption,
    readonly comparison: StatOption,
    readonly reflectionId: string | undefined,
    /** the results as they were then (administrators; the audit) */
    readonly at?: Date,
  ) {
    super();
  }
}
export class GapsQuery extends Query<GapItemView[]> {
  constructor(
    readonly user: AuthenticatedUser,
    readonly clientId: string,
    readonly reflectionId: string,
  ) {
    super();
  }
}
export class TrendsQuery extends Query<TrendView> {
  constructor(
    readonly user: AuthenticatedUser,
    readonly clientId: string,
    readonly teamId: string,
    readonly type: StatType,
  ) {
    super();
  }
}

@Injectable()
@QueryHandler(ResultsDropdownQuery)
export class ResultsDropdownHandler implements IQueryHandler<ResultsDropdownQuery, ResultsDropdownGroup[]> {
  constructor(private readonly reader: ResultsReader) {}

  /** The reflections whose results the caller may see: those they take, and every one of the client for admins. */
  async execute({ user, clientId }: ResultsDropdownQuery): Promise<ResultsDropdownGroup[]> {
    let query = this.reader.db
      .selectFrom('reflections as r')
      .innerJoin('teams as t', (join) =>
        join.onRef('t.team_id', '=', 'r.team_id').onRef('t.client_id', '=', 'r.client_id'),
      )
      .leftJoin('reflection_assignees as a', (join) =>
        join.onRef('a.reflection_id', '=', 'r.reflection_id').on('a.user_id', '=', user.userId),
      )
      .select(['r.reflection_id', 'r.name', 'r.due_date', 'r.phase', 'r.team_id', 't.team_name', 'a.receiver'])
      .where('r.client_id', '=', clientId)
      .where('r.kind', '=', 'PUBLISHED')
      .where('r.phase', '!=', 'UPCOMING');
    if (!isAdminRole(user.role)) query = query.where('a.user_id', 'is not', null);
    const rows = await query.orderBy('t.team_name').orderBy('r.due_date', 'desc').orderBy('r.reflection_id').execute();
    const groups = new Map<string, ResultsDropdownGroup>();
    for (const row of rows) {
      const group = groups.get(row.team_id as string) ?? {
        team_id: row.team_id as string,
        team_name: row.team_name,
        assessments: [],
      };
      group.assessments.push({
        assessment_name: row.name,
        assessment_id: row.reflection_id,
        due_date: (row.due_date as Date).toISOString(),
        is_reciever: row.receiver === true,
        assessment_status: this.reader.statusLabel(row.phase as never),
      });
      groups.set(group.team_id, group);
    }
    return [...groups.values()];
  }
}

@Injectable()
@QueryHandler(StatsQuery)
export class StatsHandler implements IQueryHandler<StatsQuery, ResultItemView[]> {
  constructor(
    private readonly reader: ResultsReader,
    private readonly dropdown: ResultsDropdownHandler,
    private readonly history: ReflectionHistory,
  ) {}

  async execute({ user, clientId, type, main, comparison, reflectionId, at }: StatsQuery): Promise<ResultItemView[]> {
    const id = reflectionId ?? (await this.latest(user, clientId));
    if (!id) return [];
    const access = await this.reader.access(user, clientId, id);
    if (at && !access.isAdmin) throw forbidden('Only administrators can see results as they were.', 'ADMINS_ONLY');
    const offered = statOptionsFor(type, access.isReceiver);
    for (const option of [main, comparison])
      if (option !== 'NO_COMPARISON' && !offered.includes(option))
        throw invalid(M.optionNotOffered, 'OPTION_NOT_OFFERED');
    const [questions, minRaters, me] = await Promise.all([
      this.reader.questions(id, type),
      this.reader.minRaters(clientId),
      this.reader.db
        .selectFrom('personal_data')
        .select(['name', 'email'])
        .where('user_id', '=', user.userId)
        .executeTakeFirst(),
    ]);
    const keys = questions.map((q) => q.questionKey);
    const [aggregates, comments] = at
      ? await this.asOf(clientId, id, keys, at)
      : await Promise.all([this.reader.aggregates(id, keys), this.reader.comments(id, keys)]);
    const options = [main, comparison].filter((o): o is Exclude<StatOption, 'NO_COMPARISON'> => o !== 'NO_COMPARISON');
    return questions.map((q) => {
      const agg = aggregates.get(q.questionKey)!;
      const data: ResultDatum[] = options.map((option) => {
        const v = seriesValue(option, {
          viewerId: user.userId,
          perReceiver: agg.perReceiver,
          team: agg.team,
          minRaters,
        });
        const own = option === 'MY_SELF_ASSESSMENT' || option === 'MY_RESULTS';
        return {
          name: option === 'MY_SELF_ASSESSMENT' ? `${me?.name ?? 'Me'} (SA)` : STAT_OPTION_LABELS[option],
          option,
          value: v.value,
          score: v.raters,
          email: own ? (me?.email ?? null) : null,
          dials: BOUNDS,
          info: { bullets: v.withheld ? [M.notEnoughRaters(minRaters)] : [], withheld: v.withheld },
        };
      });
      const mine = agg.perReceiver.find((r) => r.receiverId === user.userId);
      const individual =
        access.isReceiver && mine && mine.othersCount >= minRaters
          ? comments.filter(
              (c) => c.question_key === q.questionKey && c.kind === 'individual' && c.subject === user.userId,
            )
          : [];
      const team =
        agg.team.raters >= minRaters
          ? comments.filter((c) => c.question_key === q.questionKey && c.kind === 'team')
          : [];
      return {
        question_id: q.catalogueQuestionId,
        assessment_question_id: q.questionKey,
        question_name: q.name,
        question_category: q.category,
        desc_2: q.prompt,
        question_definition: q.definition,
        question_detailed_definition: q.detailedDefinition,
        data,
        quotes: {
          individual_comments: individual.map((c) => ({ text: c.text })),
          team_comments: team.map((c) => ({ text: c.text })),
        },
        chart: type,
        score_definition: q.scale,
        question_assessment_name: access.name,
        question_assessment_status: this.reader.statusLabel(access.phase),
        question_assessment_due_date: access.dueDate.toISOString(),
      };
    });
  }

  /** The aggregates and comments as they were at `at`: folded from the take events up to then. */
  private async asOf(
    clientId: string,
    reflectionId: string,
    keys: readonly string[],
    at: Date,
  ): Promise<
    [Map<string, QuestionAggregates>, { question_key: string; subject: string; kind: string; text: string }[]]
  > {
    const { reflection, takes } = await this.history.events(clientId, reflectionId, at);
    const receivers = new Set<string>();
    for (const e of reflection)
      if (e.type === 'ReflectionPublished' || e.type === 'ReflectionAssigneesChanged') {
        receivers.clear();
        for (const a of e.data.assignees) if (a.receiver) receivers.add(a.userId);
      }
    const folded = foldResults(takes, receivers);
    const empty = { sum: 0, count: 0, raters: 0, selfSum: 0, selfCount: 0 };
    const aggregates = new Map(keys.map((k) => [k, folded.questions.get(k) ?? { perReceiver: [], team: empty }]));
    const comments = folded.comments
      .filter((c) => keys.includes(c.questionKey))
      .map((c) => ({ question_key: c.questionKey, subject: c.subject, kind: c.kind, text: c.text }));
    return [aggregates, comments];
  }

  /** Without assessment_id: the caller's most recent reflection (by due date). */
  private async latest(user: AuthenticatedUser, clientId: string): Promise<string | null> {
    const groups = await this.dropdown.execute(new ResultsDropdownQuery(user, clientId));
    const all = groups.flatMap((g) => g.assessments).sort((a, b) => b.due_date.localeCompare(a.due_date));
    return all[0]?.assessment_id ?? null;
  }
}

@Injectable()
@QueryHandler(GapsQuery)
export class GapsHandler implements IQueryHandler<GapsQuery, GapItemView[]> {
  constructor(private readonly reader: ResultsReader) {}

  /** A receiver's own gaps: self against others, per scored question about them (404 for anyone else). */
  async execute({ user, clientId, reflectionId }: GapsQuery): Promise<GapItemView[]> {
    const access: ResultsAccess = await this.reader.access(user, clientId, reflectionId);
    if (!access.isReceiver) throw invalid(M.optionNotOffered, 'OPTION_NOT_OFFERED');
    const questions = (await this.reader.questions(reflectionId, null)).filter(
      (q) => q.questionType !== 'TEAM_DYNAMIC',
    );
    const [aggregates, minRaters] = await Promise.all([
      this.reader.aggregates(
        reflectionId,
        questions.map((q) => q.questionKey),
      ),
      this.reader.minRaters(clientId),
    ]);
    return questions.map((q) => {
      const agg = aggregates.get(q.questionKey)!;
      const input = { viewerId: user.userId, perReceiver: agg.perReceiver, team: agg.team, minRaters };
      const self = seriesValue('MY_SELF_ASSESSMENT', input).value;
      const others = seriesValue('MY_RESULTS', input);
      const gap = self !== null && others.value !== null ? Math.round((self - others.value) * 100) / 100 : null;
      return {
        question_name: q.name,
        question_category: q.category,
        self,
        others: others.value,
        raters: others.raters,
        gap,
        kind: self !== null && others.value !== null ? gapKind(self, others.value) : null,
      };
    });
  }
}

@Injectable()
@QueryHandler(TrendsQuery)
export class TrendsHandler implements IQueryHandler<TrendsQuery, TrendView> {
  constructor(private readonly reader: ResultsReader) {}

  /** The caller's results (others' average) across the team's reflections they received, one series each. */
  async execute({ user, clientId, teamId, type }: TrendsQuery): Promise<TrendView> {
    // a team of the caller's client that they are on (administrators: any team of the client); else 404
    let team = this.reader.db
      .selectFrom('teams as t')
      .select('t.team_id')
      .where('t.team_id', '=', teamId)
      .where('t.client_id', '=', clientId);
    if (!isAdminRole(user.role))
      team = team.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('team_members as m')
            .select('m.user_id')
            .whereRef('m.team_id', '=', 't.team_id')
            .where('m.user_id', '=', user.userId),
        ),
      );
    if (!(await team.executeTakeFirst())) throw notFound('Team not found', 'TEAM_NOT_FOUND');
    const reflections = await this.reader.db
      .selectFrom('reflections as r')
      .innerJoin('reflection_assignees as a', 'a.reflection_id', 'r.reflection_id')
      .select(['r.reflection_id', 'r.name', 'r.due_date'])
      .where('r.client_id', '=', clientId)
      .where('r.team_id', '=', teamId)
      .where('r.kind', '=', 'PUBLISHED')
      .where('a.user_id', '=', user.userId)
      .where('a.receiver', '=', true)
      .orderBy('r.due_date')
      .execute();
    const minRaters = await this.reader.minRaters(clientId);
    const axes: string[] = [];
    const axisOf = new Map<string, number>();
    const cycles: { reflection: (typeof reflections)[number]; values: Map<number, number | null> }[] = [];
    for (const reflection of reflections) {
      const questions = await this.reader.questions(reflection.reflection_id, type);
      const aggregates = await this.reader.aggregates(
        reflection.reflection_id,
        questions.map((q) => q.questionKey),
      );
      const values = new Map<number, number | null>();
      for (const q of questions) {
        // the same catalogue question is the same axis across cycles (baseline -> follow-up)
        let axis = axisOf.get(q.catalogueQuestionId);
        if (axis === undefined) {
          axis = axes.push(q.name) - 1;
          axisOf.set(q.catalogueQuestionId, axis);
        }
        const agg = aggregates.get(q.questionKey)!;
        const input = { viewerId: user.userId, perReceiver: agg.perReceiver, team: agg.team, minRaters };
        values.set(axis, seriesValue('MY_RESULTS', input).value);
      }
      cycles.push({ reflection, values });
    }
    // one value per axis in every series: null where that reflection did not ask the question
    return {
      axes,
      series: cycles.map(({ reflection, values }) => ({
        assessment_id: reflection.reflection_id,
        assessment_name: reflection.name,
        due_date: (reflection.due_date as Date).toISOString(),
        values: axes.map((_, i) => values.get(i) ?? null),
      })),
    };
  }
}
