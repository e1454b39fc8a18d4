import { Injectable } from '@nestjs/common';
import {
  can,
  Capability,
  gapKind,
  ResultMessages as M,
  STAT_TYPE_LABELS,
  STAT_TYPES,
  statOptionsFor,
  statSeriesName,
  statTypeOf,
  type Confidentiality,
  type GapKind,
  type ReleasedFigure,
  type StatOption,
  type StatType,
} from '@gc/contracts';
import { formatInTimeZone } from 'date-fns-tz';
import { notFound } from '../../../shared/domain-error';
import type { AuthenticatedUser } from '../../identity';
import { figureOf } from '../queries/stats.handler';
import { ReleasedResults } from '../queries/released-results';
import { ResultsReader } from '../queries/results-reader';

/** One series of a report: a label and, per question of its chart, the value the viewer may see. */
export interface ReportSeries {
  readonly option: Exclude<StatOption, 'NO_COMPARISON'>;
  readonly label: string;
  readonly values: ReleasedFigure[];
}

export interface ReportChart {
  readonly type: StatType;
  readonly title: string;
  readonly questions: { readonly name: string; readonly category: string }[];
  readonly series: ReportSeries[];
}

export interface ReportGap {
  readonly question: string;
  readonly self: number | null;
  readonly others: number | null;
  /** others have answered, but their average is held back (why) */
  readonly othersWithheld: ReleasedFigure['withheld'];
  readonly gap: number | null;
  readonly kind: GapKind | null;
}

export interface ReportComments {
  readonly question: string;
  readonly individual: string[];
  readonly team: string[];
}

/** Everything one receiver's PDF shows, already filtered by the anonymity rules: no rating of one other person. */
export interface ReceiverReport {
  readonly reflectionName: string;
  readonly receiverName: string;
  readonly teamName: string;
  readonly dueDate: string;
  readonly status: string;
  /** the promise the figures follow */
  readonly confidentiality: Confidentiality;
  /** false when someone else (an administrator) reads it: self scores only ever reach their author */
  readonly includesSelf: boolean;
  readonly charts: ReportChart[];
  /** self against others per question about the receiver; only in the receiver's own report */
  readonly gaps: ReportGap[];
  readonly comments: ReportComments[];
}

export const SELF_NOT_SHARED = 'Self-assessment: shared only with the member.';

/** The options a receiver's report plots, per chart type, in the order GET /stats offers them to a receiver. */
const REPORT_OPTIONS: Record<StatType, Exclude<StatOption, 'NO_COMPARISON'>[]> = {
  MINDSET: ['MY_RESULTS', 'MY_SELF_ASSESSMENT', 'MY_TEAM_AVERAGE'],
  SKILLS: ['MY_RESULTS', 'MY_SELF_ASSESSMENT', 'MY_TEAM_AVERAGE'],
  TEAM_DYNAMICS: ['MY_TEAM_AVERAGE', 'MY_TEAM_SELF_ASSESSMENT'],
};

/**
 * Reads one receiver's report with the rules of GET /stats: the receiver themself (their own self-assessment
 * included), or an administrator of the reflection's client (ManageTeams) for any receiver, without the
 * self-assessment. Anyone else, another client, or someone who is not a receiver of the reflection: 404.
 */
@Injectable()
export class ReceiverReportReader {
  constructor(
    private readonly reader: ResultsReader,
    private readonly releasedResults: ReleasedResults,
  ) {}

  async read(
    user: AuthenticatedUser,
    clientId: string,
    reflectionId: string,
    receiverId: string = user.userId,
  ): Promise<ReceiverReport> {
    const access = await this.reader.access(user, clientId, reflectionId);
    const own = receiverId === user.userId;
    if (!own && !(access.isAdmin && can(user.role, Capability.ManageTeams))) throw this.notFound();
    const receiver = await this.reader.db
      .selectFrom('reflection_assignees as a')
      .innerJoin('reflections as r', 'r.reflection_id', 'a.reflection_id')
      .leftJoin('teams as t', (join) =>
        join.onRef('t.team_id', '=', 'r.team_id').onRef('t.client_id', '=', 'r.client_id'),
      )
      .leftJoin('personal_data as p', 'p.user_id', 'a.user_id')
      .select(['p.name', 'p.email', 't.team_name'])
      .where('a.reflection_id', '=', reflectionId)
      .where('r.client_id', '=', clientId)
      .where('a.user_id', '=', receiverId)
      .where('a.receiver', '=', true)
      .executeTakeFirst();
    if (!receiver) throw this.notFound();

    const questions = await this.reader.questions(reflectionId, null);
    // the administrator reads as an administrator (any receiver's average); the receiver as themself
    const released = await this.releasedResults.of(access, { userId: user.userId, asAdmin: !own }, questions);
    const figure = (option: Exclude<StatOption, 'NO_COMPARISON'>, key: string) =>
      figureOf(option, released.figures(key), receiverId);

    const receiverName = receiver.name ?? receiver.email ?? 'Erased user';
    const charts: ReportChart[] = [];
    for (const type of STAT_TYPES) {
      const ofType = questions.filter((q) => statTypeOf(q.questionType) === type);
      if (ofType.length === 0) continue;
      const offered = statOptionsFor(type, true);
      const options = REPORT_OPTIONS[type].filter((o) => offered.includes(o) && (own || o !== 'MY_SELF_ASSESSMENT'));
      charts.push({
        type,
        title: STAT_TYPE_LABELS[type],
        questions: ofType.map((q) => ({ name: q.name, category: q.category })),
        series: options.map((option) => ({
          option,
          // the hub's legend names (GET /stats): '{name} (SA)', 'My Results' or '{name} (Results)', 'Team Results'
          label: statSeriesName(option, { self: receiverName, receiver: own ? null : receiverName }),
          values: ofType.map((q) => figure(option, q.questionKey)),
        })),
      });
    }

    const gaps: ReportGap[] = own
      ? questions
          .filter((q) => q.questionType !== 'TEAM_DYNAMIC')
          .map((q) => {
            const self = figure('MY_SELF_ASSESSMENT', q.questionKey).value;
            const results = figure('MY_RESULTS', q.questionKey);
            const others = results.value;
            const both = self !== null && others !== null;
            return {
              question: q.name,
              self,
              others,
              othersWithheld: results.withheld,
              gap: both ? Math.round((self - others) * 100) / 100 : null,
              kind: both ? gapKind(self, others) : null,
            };
          })
      : [];

    const quoted: ReportComments[] = [];
    for (const q of questions) {
      const individual =
        q.questionType === 'TEAM_DYNAMIC' ? [] : released.individualComments(q.questionKey, receiverId).texts;
      const team = q.questionType === 'TEAM_DYNAMIC' ? released.teamComments(q.questionKey).texts : [];
      if (individual.length || team.length) quoted.push({ question: q.name, individual, team });
    }

    return {
      reflectionName: access.name,
      receiverName,
      teamName: receiver.team_name ?? '',
      dueDate: formatInTimeZone(access.dueDate, 'UTC', 'MMMM dd, yyyy'),
      status: this.reader.statusLabel(access.phase),
      confidentiality: released.context.confidentiality,
      includesSelf: own,
      charts,
      gaps,
      comments: quoted,
    };
  }

  private notFound() {
    return notFound(M.reflectionNotFound, 'REFLECTION_NOT_FOUND');
  }
}
