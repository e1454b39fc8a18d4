import { Injectable } from '@nestjs/common';
import { statTypeOf, STAT_TYPE_LABELS, withheldMessage, type ReleasedFigure } from '@gc/contracts';
import { stringify } from 'csv-stringify/sync';
import type { AuthenticatedUser } from '../../identity';
import { forbidden } from '../../../shared/domain-error';
import { ReleasedResults } from '../queries/released-results';
import { ResultsReader } from '../queries/results-reader';
import { neutraliseCsvCell } from './csv-cell';

/**
 * A reflection's results as CSV for its administrators: per question the team's aggregates, and per receiver the
 * average of others' ratings, each only where the anonymity threshold is met (else blank, with the reason and the
 * number of raters). Self-assessments are never in it: they belong to their authors.
 */
@Injectable()
export class ResultsCsv {
  constructor(
    private readonly reader: ResultsReader,
    private readonly releasedResults: ReleasedResults,
  ) {}

  async render(
    user: AuthenticatedUser,
    clientId: string,
    reflectionId: string,
  ): Promise<{ name: string; csv: string }> {
    const access = await this.reader.access(user, clientId, reflectionId);
    if (!access.isAdmin) throw forbidden('Only administrators can export results.', 'ADMINS_ONLY');
    const questions = await this.reader.questions(reflectionId, null);
    const released = await this.releasedResults.of(access, { userId: user.userId, asAdmin: true }, questions);
    const receiverIds = [
      ...new Set(questions.flatMap((q) => [...released.figures(q.questionKey).results.keys()])),
    ].sort();
    const people = receiverIds.length
      ? await this.reader.db
          .selectFrom('personal_data')
          .select(['user_id', 'name', 'email'])
          .where('user_id', 'in', receiverIds)
          .execute()
      : [];
    const nameOf = new Map(people.map((p) => [p.user_id, p.name ?? p.email]));
    const cell = (v: ReleasedFigure) => (v.value === null ? '' : v.value.toFixed(2));
    const note = (v: ReleasedFigure) =>
      v.withheld ? withheldMessage(v.withheld, released.context.confidentiality) : '';
    const rows: (string | number)[][] = [
      ['chart', 'category', 'question', 'about', 'measure', 'value', 'raters', 'note'],
    ];
    for (const q of questions) {
      const figures = released.figures(q.questionKey);
      const chart = STAT_TYPE_LABELS[statTypeOf(q.questionType)!];
      for (const option of ['MY_TEAM_AVERAGE', 'MY_TEAM_SELF_ASSESSMENT', 'MY_TEAM_MAX'] as const) {
        if (option === 'MY_TEAM_MAX' && q.questionType === 'TEAM_DYNAMIC') continue;
        const v = {
          MY_TEAM_AVERAGE: figures.teamAverage,
          MY_TEAM_SELF_ASSESSMENT: figures.teamSelf,
          MY_TEAM_MAX: figures.teamMax,
        }[option];
        const measure = {
          MY_TEAM_AVERAGE: 'Team Results',
          MY_TEAM_SELF_ASSESSMENT: 'Team Self-Assessment',
          MY_TEAM_MAX: 'Team Max',
        }[option];
        rows.push([chart, q.category, q.name, 'Team', measure, cell(v), v.raters, note(v)]);
      }
      if (q.questionType === 'TEAM_DYNAMIC') continue;
      for (const [receiverId, v] of figures.results) {
        rows.push([
          chart,
          q.category,
          q.name,
          nameOf.get(receiverId) ?? 'Erased user',
          'Results (others’ average)',
          cell(v),
          v.raters,
          note(v),
        ]);
      }
    }
    // every text cell (names, questions, categories, notes) passes the formula guard: no cell can bypass it
    return { name: access.name, csv: stringify(rows, { cast: { string: neutraliseCsvCell } }) };
  }
}
