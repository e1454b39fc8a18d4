import { Injectable } from '@nestjs/common';
import {
  foldResults,
  isClosedPhase,
  newDisclosureMemo,
  reflectionPhase,
  releasedQuestion,
  releasedTexts,
  strictest,
  TEAM_SUBJECT,
  type DisclosureContext,
  type QuestionType,
  type ReleasedQuestion,
  type WithheldReason,
} from '@gc/contracts';
import { ReflectionHistory } from '../../reflections';
import { ResultsReader, type ReflectionEvidence, type ResultsAccess } from './results-reader';

/** A list of texts as one viewer may read it: ordered by its own text, or held back with the reason. */
export interface ReleasedTextList {
  readonly texts: string[];
  readonly withheld: WithheldReason | null;
}

/** Everything one viewer may read of one reflection's results: every door reads its figures and texts here. */
export interface ReleasedReflection {
  readonly context: DisclosureContext;
  /** the reflection's receivers, as the results read model has them */
  readonly receivers: ReadonlySet<string>;
  /** the figures of a scored question (an empty question when it has no answers) */
  figures(questionKey: string): ReleasedQuestion;
  /** the comments about one receiver (the receiver themself, or an administrator) */
  individualComments(questionKey: string, receiverId: string): ReleasedTextList;
  /** the comments about the team (team dynamics), and the answers of an open question */
  teamComments(questionKey: string): ReleasedTextList;
}

export interface ViewerOf {
  readonly userId: string;
  /** an administrator reads every receiver's others' average; null: as the access says */
  readonly asAdmin?: boolean;
}

const HIDDEN: ReleasedTextList = { texts: [], withheld: null };

/**
 * The one door results leave through (CONVENTIONS 14). It gathers what the rule needs for a reflection and a viewer:
 * the aggregates, who rated whom, the effective promise (the strictest of the reflection's and every submitted
 * take's), whether the reflection had closed (now, or at the `at` of a replay), and the raters whose takes were
 * answered under an Open promise; then every figure and text is decided by contracts' `releasedQuestion` and
 * `releasedTexts`. Charts, gaps, trends, the CSV, the PDF, replays, open answers and the mentor all call `of`.
 */
@Injectable()
export class ReleasedResults {
  constructor(
    private readonly reader: ResultsReader,
    private readonly history: ReflectionHistory,
  ) {}

  async of(
    access: ResultsAccess,
    viewer: ViewerOf,
    questions: readonly { readonly questionKey: string; readonly questionType: QuestionType }[],
    at?: Date,
  ): Promise<ReleasedReflection> {
    const keys = questions.map((q) => q.questionKey);
    const { evidence, comments, closed } = at
      ? await this.asOf(access, keys, at)
      : await Promise.all([
          this.reader.evidence(access.reflectionId, keys),
          this.reader.comments(access.reflectionId, keys),
        ]).then(([evidence, comments]) => ({ evidence, comments, closed: isClosedPhase(access.phase) }));
    const confidentiality = strictest([access.confidentiality, ...evidence.promises.values()]);
    const knownRaters = new Set(
      [...evidence.promises].filter(([, promise]) => promise.mode === 'OPEN').map(([userId]) => userId),
    );
    const context: DisclosureContext = {
      confidentiality,
      closed,
      viewerId: viewer.userId,
      viewerIsReceiver: access.isReceiver,
      viewerIsAdmin: viewer.asAdmin ?? access.isAdmin,
      knownRaters,
    };
    const typeOf = new Map(questions.map((q) => [q.questionKey, q.questionType]));
    const cache = new Map<string, ReleasedQuestion>();
    // one list per kind, shared by the questions (the rule groups and decides once per list)
    const aboutReceivers = evidence.contributions.filter((c) => c.subject !== TEAM_SUBJECT);
    const aboutTeam = evidence.contributions.filter((c) => c.subject === TEAM_SUBJECT);
    const memo = newDisclosureMemo();
    const figures = (questionKey: string): ReleasedQuestion => {
      let released = cache.get(questionKey);
      if (!released) {
        const q = evidence.questions.get(questionKey) ?? {
          perReceiver: [],
          team: { sum: 0, count: 0, raters: 0, selfSum: 0, selfCount: 0 },
        };
        const team = typeOf.get(questionKey) === 'TEAM_DYNAMIC';
        released = releasedQuestion(
          {
            kind: team ? 'TEAM' : 'PER_RECEIVER',
            perReceiver: q.perReceiver,
            team: q.team,
            contributions: team ? aboutTeam : aboutReceivers,
            receivers: evidence.receivers,
          },
          context,
          memo,
        );
        cache.set(questionKey, released);
      }
      return released;
    };
    const textsOf = (questionKey: string, subject: string, kind: string) =>
      comments
        .filter((c) => c.question_key === questionKey && c.subject === subject && c.kind === kind)
        .map((c) => c.text);
    return {
      context,
      receivers: evidence.receivers,
      figures,
      individualComments: (questionKey, receiverId) => {
        // a receiver reads the comments about themself; an administrator about any receiver
        const mayRead = receiverId === viewer.userId ? access.isReceiver : context.viewerIsAdmin;
        if (!mayRead || !evidence.receivers.has(receiverId)) return HIDDEN;
        return releasedTexts(textsOf(questionKey, receiverId, 'individual'), context, access.isAssignee);
      },
      teamComments: (questionKey) =>
        releasedTexts(textsOf(questionKey, TEAM_SUBJECT, 'team'), context, access.isAssignee),
    };
  }

  /** The results as they were at `at`: folded from the facts up to then, closed or not as they were then. */
  private async asOf(
    access: ResultsAccess,
    keys: readonly string[],
    at: Date,
  ): Promise<{
    evidence: ReflectionEvidence;
    comments: { question_key: string; subject: string; kind: string; text: string }[];
    closed: boolean;
  }> {
    const { reflection, takes } = await this.history.events(access.clientId, access.reflectionId, at);
    const receivers = new Set<string>();
    const assignees = new Set<string>();
    let launchDate = '';
    let dueDate = '';
    let adminClosed = false;
    for (const e of reflection) {
      if (e.type === 'ReflectionPublished' || e.type === 'ReflectionAssigneesChanged') {
        receivers.clear();
        assignees.clear();
        for (const a of e.data.assignees) {
          assignees.add(a.userId);
          if (a.receiver) receivers.add(a.userId);
        }
      }
      if (e.type === 'ReflectionPublished') {
        launchDate = e.data.launchDate;
        dueDate = e.data.dueDate;
      }
      if (e.type === 'ReflectionRescheduled') {
        launchDate = e.data.launchDate;
        dueDate = e.data.dueDate;
      }
      if (e.type === 'ReflectionAdminClosed') adminClosed = true;
    }
    const folded = foldResults(takes, receivers);
    const finished = [...folded.promises.keys()].filter((userId) => assignees.has(userId)).length;
    const closed =
      launchDate !== '' &&
      isClosedPhase(reflectionPhase({ launchDate, dueDate, adminClosed, assigned: assignees.size, finished }, at));
    const empty = { sum: 0, count: 0, raters: 0, selfSum: 0, selfCount: 0 };
    return {
      evidence: {
        questions: new Map(keys.map((k) => [k, folded.questions.get(k) ?? { perReceiver: [], team: empty }])),
        contributions: folded.contributions,
        receivers,
        // the promise now is at least as strict as then (it only became stricter once anyone answered)
        promises: folded.promises,
      },
      comments: folded.comments
        .filter((c) => keys.includes(c.questionKey))
        .map((c) => ({ question_key: c.questionKey, subject: c.subject, kind: c.kind, text: c.text })),
      closed,
    };
  }
}
