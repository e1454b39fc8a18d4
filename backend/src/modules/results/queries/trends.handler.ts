import { Injectable } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { isAdminRole, type ReleasedFigure, type TrendView } from '@gc/contracts';
import { notFound } from '../../../shared/domain-error';
import { ReleasedResults } from './released-results';
import { ResultsReader } from './results-reader';
import { TrendsQuery } from './results.queries';
import { figureOf } from './stats.handler';

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
