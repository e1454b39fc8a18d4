import { Injectable } from '@nestjs/common';
import { ResultMessages as M, seriesValue, statTypeOf, STAT_TYPE_LABELS } from '@gc/contracts';
import { stringify } from 'csv-stringify/sync';
import type { AuthenticatedUser } from '../../identity';
import { forbidden } from '../../../shared/domain-error';
import { ResultsReader } from '../queries/results-reader';

/**
 * A reflection's results as CSV for its administrators: per question the team's aggregates, and per receiver the
 * average of others' ratings, each only where the anonymity threshold is met (else blank, with the reason and the
 * number of raters). Self-assessments are never in it: they belong to their authors.
 */
@Injectable()
export class ResultsCsv {
  constructor(private readonly reader: ResultsReader) {}

  async render(
    user: AuthenticatedUser,
    clientId: string,
    reflectionId: string,
  ): Promise<{ name: string; csv: string }> {
    const access = await this.reader.access(user, clientId, reflectionId);
    if (!access.isAdmin) throw forbidden('Only administrators can export results.', 'ADMINS_ONLY');
    const [questions, minRaters] = await Promise.all([
      this.reader.questions(reflectionId, null),
      this.reader.minRaters(clientId),
    ]);
    const aggregates = await this.reader.aggregates(
      reflectionId,
      questions.map((q) => q.questionKey),
    );
    const receiverIds = [...new Set([...aggregates.values()].flatMap((a) => a.perReceiver.map((r) => r.receiverId)))];
    const people = receiverIds.length
      ? await this.reader.db
          .selectFrom('personal_data')
          .select(['user_id', 'name', 'email'])
          .where('user_id', 'in', receiverIds)
          .execute()
      : [];
    const nameOf = new Map(people.map((p) => [p.user_id, p.name ?? p.email]));
    const cell = (v: { value: number | null; withheld: boolean }) => (v.value === null ? '' : v.value.toFixed(2));
    const note = (v: { withheld: boolean }) => (v.withheld ? M.notEnoughRaters(minRaters) : '');
    const rows: (string | number)[][] = [
      ['chart', 'category', 'question', 'about', 'measure', 'value', 'raters', 'note'],
    ];
    for (const q of questions) {
      const agg = aggregates.get(q.questionKey)!;
      const chart = STAT_TYPE_LABELS[statTypeOf(q.questionType)!];
      const base = { viewerId: '', perReceiver: agg.perReceiver, team: agg.team, minRaters };
      for (const option of ['MY_TEAM_AVERAGE', 'MY_TEAM_SELF_ASSESSMENT', 'MY_TEAM_MAX'] as const) {
        if (option === 'MY_TEAM_MAX' && q.questionType === 'TEAM_DYNAMIC') continue;
        const v = seriesValue(option, base);
        const measure = {
          MY_TEAM_AVERAGE: 'Team Results',
          MY_TEAM_SELF_ASSESSMENT: 'Team Self-Assessment',
          MY_TEAM_MAX: 'Team Max',
        }[option];
        rows.push([chart, q.category, q.name, 'Team', measure, cell(v), v.raters, note(v)]);
      }
      if (q.questionType === 'TEAM_DYNAMIC') continue;
      for (const r of agg.perReceiver) {
        const v = seriesValue('MY_RESULTS', { ...base, viewerId: r.receiverId });
        rows.push([
          chart,
          q.category,
          q.name,
          nameOf.get(r.receiverId) ?? 'Erased user',
          'Results (others’ average)',
          cell(v),
          v.raters,
          note(v),
        ]);
      }
    }
    return { name: access.name, csv: stringify(rows) };
  }
}
