import { takePromise, type Confidentiality } from './confidentiality';
import type { Contribution } from './results.disclosure';
import type { ReceiverAggregate, TeamAggregate } from './results.rules';
import type { TakeEvent } from './take.events';
import { TEAM_SUBJECT } from './take.rules';

export interface FoldedResults {
  /** questionKey -> aggregates */
  readonly questions: Map<string, { perReceiver: ReceiverAggregate[]; team: TeamAggregate }>;
  /** who rated whom (the same for every scored question of a submitted take), never the value */
  readonly contributions: Contribution[];
  readonly comments: { questionKey: string; subject: string; kind: 'individual' | 'team'; text: string }[];
  /** each submitted take's promise (the one it was answered under) */
  readonly promises: Map<string, Confidentiality>;
}

/**
 * The results of a reflection folded from its take events in order (the same arithmetic as the results projection,
 * which keeps it incrementally in SQL): a take counts once it is submitted, with the answers it had then. Used to
 * show the results as they were at a past instant (the audit's `at`) and to check the read model against.
 */
export function foldResults(events: readonly TakeEvent[], receivers: ReadonlySet<string>): FoldedResults {
  const pending = new Map<
    string,
    Map<string, { questionKey: string; subject: string; value: number | null; comment: string }>
  >();
  const submitted = new Set<string>();
  const receiverRows = new Map<string, { self: number | null; othersSum: number; othersCount: number }>();
  const team = new Map<string, { sum: number; count: number; raters: number; selfSum: number; selfCount: number }>();
  const comments: FoldedResults['comments'] = [];
  const contributions = new Map<string, Contribution>();
  const promises = new Map<string, Confidentiality>();
  for (const event of events) {
    const { userId } = event.data;
    switch (event.type) {
      case 'TakeAnswersRecorded': {
        const answers = pending.get(userId) ?? new Map();
        for (const a of event.data.answers) answers.set(`${a.questionKey}::${a.subject}`, { ...a });
        pending.set(userId, answers);
        break;
      }
      case 'TakeProgressSaved':
        break;
      case 'TakeSubmitted': {
        if (submitted.has(userId)) break;
        submitted.add(userId);
        promises.set(userId, takePromise(event.data));
        const rated = new Set<string>();
        const sorted = [...(pending.get(userId)?.values() ?? [])].sort(
          (a, b) => a.questionKey.localeCompare(b.questionKey) || a.subject.localeCompare(b.subject),
        );
        for (const a of sorted) {
          if (a.value !== null) {
            contributions.set(`${userId}::${a.subject}`, { rater: userId, subject: a.subject });
            const t = team.get(a.questionKey) ?? { sum: 0, count: 0, raters: 0, selfSum: 0, selfCount: 0 };
            if (a.subject === TEAM_SUBJECT) {
              t.sum += a.value;
              t.count += 1;
              rated.add(a.questionKey);
              if (receivers.has(userId)) {
                t.selfSum += a.value;
                t.selfCount += 1;
              }
            } else {
              const key = `${a.questionKey}::${a.subject}`;
              const r = receiverRows.get(key) ?? { self: null, othersSum: 0, othersCount: 0 };
              if (a.subject === userId) {
                r.self = a.value;
                t.selfSum += a.value;
                t.selfCount += 1;
              } else {
                r.othersSum += a.value;
                r.othersCount += 1;
                t.sum += a.value;
                t.count += 1;
                rated.add(a.questionKey);
              }
              receiverRows.set(key, r);
            }
            team.set(a.questionKey, t);
          }
          if (a.comment.trim())
            comments.push({
              questionKey: a.questionKey,
              subject: a.subject,
              kind: a.subject === TEAM_SUBJECT ? 'team' : 'individual',
              text: a.comment.trim(),
            });
        }
        for (const questionKey of rated) team.get(questionKey)!.raters += 1;
        pending.delete(userId);
        break;
      }
      default: {
        const never: never = event;
        return never;
      }
    }
  }
  const questions: FoldedResults['questions'] = new Map();
  for (const [questionKey, t] of team) questions.set(questionKey, { perReceiver: [], team: { ...t } });
  for (const [key, r] of receiverRows) {
    const [questionKey, receiverId] = key.split('::');
    const entry = questions.get(questionKey) ?? {
      perReceiver: [],
      team: { sum: 0, count: 0, raters: 0, selfSum: 0, selfCount: 0 },
    };
    entry.perReceiver.push({ receiverId, ...r });
    questions.set(questionKey, entry);
  }
  return { questions, comments, promises, contributions: [...contributions.values()] };
}
