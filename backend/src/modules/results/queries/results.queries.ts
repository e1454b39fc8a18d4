import { Injectable } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  confidentialityPromise,
  ConfidentialityMessages,
  gapKind,
  isAdminRole,
  isClosedPhase,
  ResultMessages as M,
  statOptionsFor,
  statSeriesName,
  toConfidentialityView,
  withheldMessage,
  type GapItemView,
  type OpenAnswersView,
  type ReleasedFigure,
  type ReleasedQuestion,
  type ResultDatum,
  type ResultItemView,
  type ResultsDropdownGroup,
  type ResultsStatusView,
  type StatOption,
  type StatType,
  type TrendView,
} from '@gc/contracts';
import { format } from 'date-fns';
import { forbidden, invalid, notFound } from '../../../shared/domain-error';
import type { AuthenticatedUser } from '../../identity';
import { ReleasedResults } from './released-results';
import { ResultsReader, type ResultsAccess } from './results-reader';

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
    /** administrators: whose results 'My Results' shows */
    readonly receiverId?: string,
  ) {
    super();
  }
}
export class ResultsStatusQuery extends Query<ResultsStatusView> {
  constructor(
    readonly user: AuthenticatedUser,
    readonly clientId: string,
    readonly reflectionId: string,
  ) {
    super();
  }
}
export class OpenAnswersQuery extends Query<OpenAnswersView[]> {
  constructor(
    readonly user: AuthenticatedUser,
    readonly clientId: string,
    readonly reflectionId: string,
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

/** A figure as a series point: the value, how many people it aggregates, and why it is held back. */
function datum(
  option: Exclude<StatOption, 'NO_COMPARISON'>,
  name: string,
  figure: ReleasedFigure,
  email: string | null,
  released: { context: { confidentiality: ResultsAccess['confidentiality'] } },
): ResultDatum {
  return {
    name,
    option,
    value: figure.value,
    score: figure.raters,
    email,
    dials: BOUNDS,
    info: {
      bullets: figure.withheld ? [withheldMessage(figure.withheld, released.context.confidentiality)] : [],
      withheld: figure.withheld !== null,
    },
  };
}

/** The released figure an option shows: `subjectId` is the viewer, or the receiver an administrator chose. */
export function figureOf(
  option: Exclude<StatOption, 'NO_COMPARISON'>,
  q: ReleasedQuestion,
  subjectId: string,
): ReleasedFigure {
  switch (option) {
    case 'MY_SELF_ASSESSMENT':
      return q.self;
    case 'MY_RESULTS':
      return q.results.get(subjectId) ?? { value: null, raters: 0, withheld: null };
    case 'MY_TEAM_SELF_ASSESSMENT':
      return q.teamSelf;
    case 'MY_TEAM_AVERAGE':
      return q.teamAverage;
    case 'MY_TEAM_MAX':
      return q.teamMax;
    default: {
      const never: never = option;
      return never;
    }
  }
}

@Injectable()
@QueryHandler(StatsQuery)
export class StatsHandler implements IQueryHandler<StatsQuery, ResultItemView[]> {
  constructor(
    private readonly reader: ResultsReader,
    private readonly dropdown: ResultsDropdownHandler,
    private readonly released: ReleasedResults,
  ) {}

  async execute(query: StatsQuery): Promise<ResultItemView[]> {
    const { user, clientId, type, main, comparison, reflectionId, at } = query;
    const id = reflectionId ?? (await this.latest(user, clientId));
    if (!id) return [];
    const access = await this.reader.access(user, clientId, id);
    if (at && !access.isAdmin) throw forbidden('Only administrators can see results as they were.', 'ADMINS_ONLY');
    // an administrator may choose whose results 'My Results' shows; anyone else reads their own
    const chosen = query.receiverId && query.receiverId !== user.userId ? query.receiverId : null;
    if (chosen && !access.isAdmin) throw notFound(M.receiverNotFound, 'RECEIVER_NOT_FOUND');
    const offered = statOptionsFor(type, access.isReceiver && !chosen, !!chosen);
    for (const option of [main, comparison])
      if (option !== 'NO_COMPARISON' && !offered.includes(option))
        throw invalid(M.optionNotOffered, 'OPTION_NOT_OFFERED');
    const questions = await this.reader.questions(id, type);
    const [released, people] = await Promise.all([
      this.released.of(access, { userId: user.userId }, questions, at),
      this.reader.db
        .selectFrom('personal_data')
        .select(['user_id', 'name', 'email'])
        .where('user_id', 'in', chosen ? [user.userId, chosen] : [user.userId])
        .execute(),
    ]);
    const subjectId = chosen ?? user.userId;
    if (chosen && !released.receivers.has(chosen)) throw notFound(M.receiverNotFound, 'RECEIVER_NOT_FOUND');
    const me = people.find((p) => p.user_id === user.userId);
    const them = people.find((p) => p.user_id === chosen);
    const options = [main, comparison].filter((o): o is Exclude<StatOption, 'NO_COMPARISON'> => o !== 'NO_COMPARISON');
    return questions.map((q) => {
      const figures = released.figures(q.questionKey);
      const data = options.map((option) => {
        // the PDF report names its series with the same function
        const name = statSeriesName(option, {
          self: me?.name ?? me?.email,
          receiver: chosen ? (them?.name ?? them?.email ?? 'Erased user') : null,
        });
        const own = (option === 'MY_SELF_ASSESSMENT' || option === 'MY_RESULTS') && !chosen;
        return datum(option, name, figureOf(option, figures, subjectId), own ? (me?.email ?? null) : null, released);
      });
      const individual =
        q.questionType === 'TEAM_DYNAMIC' ? [] : released.individualComments(q.questionKey, subjectId).texts;
      const team = q.questionType === 'TEAM_DYNAMIC' ? released.teamComments(q.questionKey).texts : [];
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
          individual_comments: individual.map((text) => ({ text })),
          team_comments: team.map((text) => ({ text })),
        },
        chart: type,
        score_definition: q.scale,
        question_assessment_name: access.name,
        question_assessment_status: this.reader.statusLabel(access.phase),
        question_assessment_due_date: access.dueDate.toISOString(),
      };
    });
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
  constructor(
    private readonly reader: ResultsReader,
    private readonly released: ReleasedResults,
  ) {}

  /** A receiver's own gaps: self against others, per scored question about them (404 for anyone else). */
  async execute({ user, clientId, reflectionId }: GapsQuery): Promise<GapItemView[]> {
    const access: ResultsAccess = await this.reader.access(user, clientId, reflectionId);
    if (!access.isReceiver) throw invalid(M.optionNotOffered, 'OPTION_NOT_OFFERED');
    const questions = (await this.reader.questions(reflectionId, null)).filter(
      (q) => q.questionType !== 'TEAM_DYNAMIC',
    );
    const released = await this.released.of(access, { userId: user.userId }, questions);
    return questions.map((q) => {
      const figures = released.figures(q.questionKey);
      const self = figures.self.value;
      const others = figureOf('MY_RESULTS', figures, user.userId);
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
@QueryHandler(ResultsStatusQuery)
export class ResultsStatusHandler implements IQueryHandler<ResultsStatusQuery, ResultsStatusView> {
  constructor(private readonly reader: ResultsReader) {}

  /** What the hub can show of a reflection, and why not yet: the promise, the response rate, the close. */
  async execute({ user, clientId, reflectionId }: ResultsStatusQuery): Promise<ResultsStatusView> {
    const access = await this.reader.access(user, clientId, reflectionId);
    const closed = isClosedPhase(access.phase);
    const open = access.confidentiality.mode === 'OPEN';
    const released = open || closed;
    const message = released
      ? access.finished === 0
        ? ConfidentialityMessages.nothingYet
        : null
      : ConfidentialityMessages.notReleasedOn(format(access.dueDate, 'MMMM d'));
    const receivers = access.isAdmin
      ? await this.reader.db
          .selectFrom('reflection_assignees as a')
          .leftJoin('personal_data as p', 'p.user_id', 'a.user_id')
          .select(['a.user_id', 'p.name', 'p.email'])
          .where('a.reflection_id', '=', reflectionId)
          .where('a.client_id', '=', clientId)
          .where('a.receiver', '=', true)
          .orderBy('p.name')
          .orderBy('a.user_id')
          .execute()
      : [];
    return {
      assessment_id: reflectionId,
      confidentiality: toConfidentialityView(access.confidentiality),
      promise: confidentialityPromise(access.confidentiality),
      assessment_status: this.reader.statusLabel(access.phase),
      closed,
      due_date: access.dueDate.toISOString(),
      released,
      message,
      response_rate: { submitted: access.finished, assigned: access.assigned },
      is_reciever: access.isReceiver,
      receivers: receivers.map((r) => ({ user_id: r.user_id, name: r.name ?? r.email ?? 'Erased user' })),
    };
  }
}

@Injectable()
@QueryHandler(OpenAnswersQuery)
export class OpenAnswersHandler implements IQueryHandler<OpenAnswersQuery, OpenAnswersView[]> {
  constructor(
    private readonly reader: ResultsReader,
    private readonly released: ReleasedResults,
  ) {}

  /** The open questions' answers, each list ordered by its own text, under the reflection's promise. */
  async execute({ user, clientId, reflectionId }: OpenAnswersQuery): Promise<OpenAnswersView[]> {
    const access = await this.reader.access(user, clientId, reflectionId);
    const questions = await this.reader.openQuestions(reflectionId);
    const released = await this.released.of(access, { userId: user.userId }, questions);
    return questions.map((q) => {
      const answers = released.teamComments(q.questionKey);
      return {
        assessment_question_id: q.questionKey,
        question_name: q.name,
        prompt: q.prompt,
        answers: answers.texts,
        withheld_message: answers.withheld ? withheldMessage(answers.withheld, released.context.confidentiality) : null,
      };
    });
  }
}

@Injectable()
@QueryHandler(TrendsQuery)
export class TrendsHandler implements IQueryHandler<TrendsQuery, TrendView> {
  constructor(
    private readonly reader: ResultsReader,
    private readonly released: ReleasedResults,
  ) {}

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
    type Point = { catalogueId: string; name: string; figure: ReleasedFigure };
    const cycles: { reflection: (typeof reflections)[number]; points: Point[] }[] = [];
    for (const reflection of reflections) {
      const access = await this.reader.access(user, clientId, reflection.reflection_id);
      const questions = await this.reader.questions(reflection.reflection_id, type);
      const released = await this.released.of(access, { userId: user.userId }, questions);
      const points = questions.map((q) => ({
        catalogueId: q.catalogueQuestionId,
        name: q.name,
        figure: figureOf('MY_RESULTS', released.figures(q.questionKey), user.userId),
      }));
      // a reflection with no submitted answer about the caller is left out: no series, no axes of its own, never an
      // empty or zero point. One with answers whose figures the promise withholds stays, its values null (withheld).
      if (points.some((p) => p.figure.raters > 0)) cycles.push({ reflection, points });
    }
    // the same catalogue question is the same axis across cycles (baseline -> follow-up)
    const axes: string[] = [];
    const axisOf = new Map<string, number>();
    for (const { points } of cycles)
      for (const p of points) if (!axisOf.has(p.catalogueId)) axisOf.set(p.catalogueId, axes.push(p.name) - 1);
    // one value per axis in every series: null where that reflection did not ask the question or withholds it
    return {
      axes,
      series: cycles.map(({ reflection, points }) => {
        const at = new Map(points.map((p) => [axisOf.get(p.catalogueId), p.figure]));
        return {
          assessment_id: reflection.reflection_id,
          assessment_name: reflection.name,
          due_date: (reflection.due_date as Date).toISOString(),
          values: axes.map((_, i) => at.get(i)?.value ?? null),
          withheld: axes.map((_, i) => (at.get(i)?.withheld ?? null) !== null),
        };
      }),
    };
  }
}
