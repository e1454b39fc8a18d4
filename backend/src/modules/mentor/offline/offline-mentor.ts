import { Injectable } from '@nestjs/common';
import { MAX_MENTOR_SUGGESTIONS, MentorMessages } from '@gc/contracts';
import type { AggregatedResults } from '../grounding/member-results-source';
import { PLAYBOOK, PLAYBOOK_VERSION, type PlaybookArticle } from '../playbook/playbook';
import { Bm25Index } from './bm25';
import { tokenize } from './tokenize';

export interface OfflineAnswer {
  /** null when no article matched */
  article: PlaybookArticle | null;
  text: string;
  suggestions: string[];
  /** the member's weakest axes when they changed the pick (else empty: the question alone chose it) */
  pickedFor: string[];
}

/** Title and keywords count three times, so an article is found by what it is about before what it mentions. */
const FIELD_WEIGHT = 3;

/** How many of the member's lowest-rated axes steer the pick. */
const WEAKEST_AXES = 3;

/**
 * The weakest axes' weight in an article's score, against the question's whole. Half: a general question ('what
 * should I work on first?') is steered to the member's weak areas, while a specific one still finds its own article
 * (with the axis names simply added to the question's words, 'how do we split equity between cofounders' plus
 * 'Problem Interviews, MVP Scoping, Founder-Led Sales' picked the MVP article).
 */
const AXES_WEIGHT = 0.5;

/** The line under the label naming the axes that steered the pick. */
export const pickedForLine = (axes: readonly string[]) => `Picked for your lowest-rated areas: ${axes.join(', ')}`;

/**
 * The names of the member's lowest-rated axes, lowest first: by 'My Results' (the others' average) when any is
 * released, else by their self-assessment. Only axes rated below their best one count (all equal: none is weak);
 * at most `count`, one per name.
 */
export function weakestAxes(results: AggregatedResults | null | undefined, count = WEAKEST_AXES): string[] {
  if (!results) return [];
  const byOthers = results.axes.some((a) => a.others !== null);
  const rated = results.axes
    .map((a, order) => ({ name: a.axis, value: byOthers ? a.others : a.self, order }))
    .filter((a): a is { name: string; value: number; order: number } => a.value !== null);
  const best = Math.max(...rated.map((a) => a.value));
  const names: string[] = [];
  for (const a of rated.filter((r) => r.value < best).sort((x, y) => x.value - y.value || x.order - y.order))
    if (!names.includes(a.name)) names.push(a.name);
  return names.slice(0, count);
}

/**
 * GrowthMentor without a model: the playbook article that best matches the question by BM25 (steered, when the
 * member allowed their results, by their weakest axes), quoted as it is under a visible offline label, with the
 * next-best articles offered as follow-up questions. Nothing generated; a pure function of its inputs.
 */
@Injectable()
export class OfflineMentor {
  private readonly index = new Bm25Index(
    PLAYBOOK.map((article) => {
      const heading = tokenize(`${article.title} ${article.keywords.join(' ')}`);
      return [...Array.from({ length: FIELD_WEIGHT }, () => heading).flat(), ...tokenize(article.body)];
    }),
  );

  /** The articles that match `question`, and the `axes` at AXES_WEIGHT, best first (ties keep playbook order). */
  rank(question: string, axes: readonly string[] = []): PlaybookArticle[] {
    const scores = new Map<number, number>();
    for (const hit of this.index.search(tokenize(question))) scores.set(hit.index, hit.score);
    if (axes.length > 0)
      for (const hit of this.index.search(tokenize(axes.join(' '))))
        scores.set(hit.index, (scores.get(hit.index) ?? 0) + AXES_WEIGHT * hit.score);
    return [...scores].sort(([i, x], [j, y]) => y - x || i - j).map(([index]) => PLAYBOOK[index]);
  }

  /**
   * The answer to `question`; with the member's own results, ranked with their weakest axes too, which the answer
   * names when they changed the pick.
   */
  answer(question: string, results: AggregatedResults | null = null): OfflineAnswer {
    const axes = weakestAxes(results);
    const ranked = this.rank(question, axes);
    const best = ranked[0] ?? null;
    if (!best) {
      const starters = ['customer-interviews', 'equity-split', 'prioritisation'];
      return {
        article: null,
        text: [
          `${MentorMessages.offlineLabel} (version ${PLAYBOOK_VERSION}).`,
          '',
          'No playbook article matches your question. The playbook covers cofounder relationships, customer discovery, validation, fundraising, hiring, operating cadence and team dynamics: try asking about one of those.',
        ].join('\n'),
        suggestions: starters.map((id) => PLAYBOOK.find((a) => a.id === id)!.question),
        pickedFor: [],
      };
    }
    const pickedFor = axes.length > 0 && this.rank(question)[0] !== best ? axes : [];
    return {
      article: best,
      text: [
        `${MentorMessages.offlineLabel} — "${best.title}"`,
        ...(pickedFor.length > 0 ? [pickedForLine(pickedFor)] : []),
        '',
        best.body,
      ].join('\n'),
      suggestions: ranked.slice(1, 1 + MAX_MENTOR_SUGGESTIONS).map((article) => article.question),
      pickedFor,
    };
  }
}
