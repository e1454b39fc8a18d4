import { ConfidentialityMessages, type Confidentiality } from './confidentiality';
import type { ReceiverAggregate, TeamAggregate } from './results.rules';
import { Exposure } from './results.exposure';

/**
 * The one rule every figure built from other people's answers leaves through, whatever the door: the hub's chart,
 * the gaps, the trends, the CSV, the PDF, a replay (`?at=`), the mentor's grounding, and anything added later.
 *
 * Under **Open** a figure appears from its first rater, while the reflection runs: the takers were told that in a
 * team this small their ratings can be recognised.
 *
 * Under **Confidential with N**, for a figure to be shown to a viewer:
 * 1. the reflection has closed (its figures then no longer change, so two reads at different times show the same);
 * 2. it has at least N contributors, and at least 2 of them besides the viewer;
 * 3. together with everything else this viewer is shown of the same question, and with what the viewer knows already
 *    (their own ratings, and the ratings of takes answered under an Open promise, which could be followed live),
 *    it does not narrow any other person's ratings down: no combination of the figures' sums leaves a value that
 *    depends on one other person's ratings alone.
 *
 * Check 3 is linear algebra over the figures' sums (each figure is an average whose count is shown, so its sum is
 * known): the viewer can work out exactly the combinations in the span of the figures' rows. Person p is exposed
 * when some combination is nonzero on p's ratings and zero on everyone else's unknown ratings, i.e. when removing
 * p's columns lowers the rank. Figures are taken in a fixed order of importance and one that would expose someone is
 * withheld, so every door computes the same set.
 */

/** One rating that was given (its value is never here): who rated, about whom ('TEAM' for team questions). */
export interface Contribution {
  readonly rater: string;
  readonly subject: string;
}

export interface QuestionEvidence {
  /** PER_RECEIVER: rated about every receiver (mindset, skills); TEAM: rated once about the team (team dynamics) */
  readonly kind: 'PER_RECEIVER' | 'TEAM';
  readonly perReceiver: readonly ReceiverAggregate[];
  readonly team: TeamAggregate;
  /** every rating folded into the aggregates (submitted takes, a value given) */
  readonly contributions: readonly Contribution[];
  /** the reflection's receivers (team questions: their ratings are the team's self-assessment) */
  readonly receivers: ReadonlySet<string>;
}

export interface DisclosureContext {
  /** the effective promise: the strictest of the reflection's mode and every submitted take's promise */
  readonly confidentiality: Confidentiality;
  readonly closed: boolean;
  readonly viewerId: string;
  /** a receiver reads their own figures (self, others about them) */
  readonly viewerIsReceiver: boolean;
  /** an administrator reads every receiver's others' average (CSV, PDF, the hub's Receiver choice) */
  readonly viewerIsAdmin: boolean;
  /** raters whose takes were answered under an Open promise: anyone could follow their ratings live */
  readonly knownRaters: ReadonlySet<string>;
}

export type WithheldReason = 'NOT_CLOSED' | 'TOO_FEW' | 'WOULD_NARROW';

export interface ReleasedFigure {
  /** 0-4 rounded to 2 decimals, or null: nothing given yet, or withheld */
  readonly value: number | null;
  /** how many people it aggregates */
  readonly raters: number;
  readonly withheld: WithheldReason | null;
}

export interface ReleasedQuestion {
  /** the viewer's own rating of themself (only ever theirs) */
  readonly self: ReleasedFigure;
  /** others' average about each receiver this viewer may read: their own as a receiver; every one for admins */
  readonly results: ReadonlyMap<string, ReleasedFigure>;
  readonly teamAverage: ReleasedFigure;
  readonly teamSelf: ReleasedFigure;
  readonly teamMax: ReleasedFigure;
}

export function withheldMessage(reason: WithheldReason, c: Confidentiality): string {
  switch (reason) {
    case 'NOT_CLOSED':
      return ConfidentialityMessages.notReleased;
    case 'TOO_FEW':
      return c.mode === 'OPEN'
        ? 'Shown once someone has answered.'
        : `Shown once at least ${c.minRaters} people have answered, at least 2 of them besides you.`;
    case 'WOULD_NARROW':
      return 'Withheld: together with the other figures shown, it would let someone work out one person’s ratings.';
    default: {
      const never: never = reason;
      return never;
    }
  }
}

/** What a contributions list is made of, worked out once per list (the questions of a reflection share them). */
interface Shapes {
  /** others' ratings by whom they are about */
  readonly othersAbout: Map<string, Contribution[]>;
  /** every rating of someone other than oneself */
  readonly others: Contribution[];
  /** every rating of oneself */
  readonly selves: Contribution[];
}
const shapesOf = new WeakMap<readonly Contribution[], Shapes>();
function shapes(contributions: readonly Contribution[]): Shapes {
  let found = shapesOf.get(contributions);
  if (!found) {
    found = { othersAbout: new Map(), others: [], selves: [] };
    for (const c of contributions)
      if (c.rater === c.subject) found.selves.push(c);
      else {
        found.others.push(c);
        const list = found.othersAbout.get(c.subject) ?? [];
        list.push(c);
        found.othersAbout.set(c.subject, list);
      }
    shapesOf.set(contributions, found);
  }
  return found;
}

/** How many distinct people gave a list of ratings, worked out once per list. */
const ratersOf = new WeakMap<readonly Contribution[], Set<string>>();
function raterSet(ratings: readonly Contribution[]): Set<string> {
  let found = ratersOf.get(ratings);
  if (!found) ratersOf.set(ratings, (found = new Set(ratings.map((c) => c.rater))));
  return found;
}

const NONE: ReleasedFigure = { value: null, raters: 0, withheld: null };
const mean = (sum: number, count: number) => Math.round((sum / count) * 100) / 100;

interface Candidate {
  readonly ratings: readonly Contribution[];
  readonly sum: number;
  readonly count: number;
}

/**
 * Decisions already made for a viewer, reused across the questions of a reflection: every scored question of a
 * submitted take is rated about the same subjects, so the questions of one kind meet the same candidates in the same
 * order. A decision is keyed by everything it depends on: the kind, the candidates accepted before it, the candidate
 * and whether it has answers (never its value).
 */
export interface DisclosureMemo {
  readonly decisions: Map<string, { readonly released: boolean; readonly withheld: WithheldReason | null }>;
  /** the figures accepted along a path, as patterns: Team Max is tried against them without rebuilding */
  readonly exposures: Map<number, Exposure>;
  /** paths as small numbers: (path, accepted key) -> the next path */
  readonly paths: Map<string, number>;
}
export const newDisclosureMemo = (): DisclosureMemo => ({
  decisions: new Map(),
  exposures: new Map(),
  paths: new Map(),
});
const nextPath = (memo: DisclosureMemo, path: number, key: string): number => {
  const step = `${path}|${key}`;
  let next = memo.paths.get(step);
  if (next === undefined) memo.paths.set(step, (next = memo.paths.size + 2));
  return next;
};

/** What one viewer is shown of one question. */
export function releasedQuestion(
  q: QuestionEvidence,
  ctx: DisclosureContext,
  memo: DisclosureMemo = newDisclosureMemo(),
): ReleasedQuestion {
  const mineAgg = q.perReceiver.find((r) => r.receiverId === ctx.viewerId);
  const self: ReleasedFigure =
    q.kind === 'PER_RECEIVER' && mineAgg?.self != null ? { value: mineAgg.self, raters: 1, withheld: null } : NONE;

  // the figures this viewer could read, in order of importance, each with the ratings it sums
  const shaped = shapes(q.contributions);
  const aggregateOf = new Map(q.perReceiver.map((r) => [r.receiverId, r]));
  const resultsOf = (receiverId: string): Candidate => {
    const agg = aggregateOf.get(receiverId);
    return {
      ratings: shaped.othersAbout.get(receiverId) ?? [],
      sum: agg?.othersSum ?? 0,
      count: agg?.othersCount ?? 0,
    };
  };
  const teamAverage: Candidate = {
    ratings: q.kind === 'TEAM' ? q.contributions : shaped.others,
    sum: q.team.sum,
    count: q.team.count,
  };
  const teamSelf: Candidate = {
    ratings: q.kind === 'TEAM' ? q.contributions.filter((c) => q.receivers.has(c.rater)) : shaped.selves,
    sum: q.team.selfSum,
    count: q.team.selfCount,
  };

  const unknown = (r: Contribution) => r.rater !== ctx.viewerId && !ctx.knownRaters.has(r.rater);
  // the accepted figures as patterns, built only when a decision is not in the memo (the first question of a kind)
  let exposure: Exposure | null = null;
  let pending: (readonly Contribution[])[] = [];
  const currentExposure = (): Exposure => {
    exposure ??= new Exposure(unknown);
    for (const figure of pending) exposure.tryAdd(figure, { check: false });
    pending = [];
    return exposure;
  };
  // where this question is along the decisions (0: team questions, 1: per-receiver ones, then one number per path)
  let path = q.kind === 'TEAM' ? 0 : 1;
  /** Why a candidate with answers is withheld, given what is accepted so far; null: released. */
  const withheldFor = (candidate: Candidate, raters: number, against: () => Exposure, commit: boolean) => {
    const c = ctx.confidentiality;
    if (c.mode === 'OPEN') return null;
    if (!ctx.closed) return 'NOT_CLOSED';
    const besides = raterSet(candidate.ratings).size - (raterSet(candidate.ratings).has(ctx.viewerId) ? 1 : 0);
    if (raters < c.minRaters || besides < 2) return 'TOO_FEW';
    return against().tryAdd(candidate.ratings, { check: true, commit }) ? 'WOULD_NARROW' : null;
  };
  const decide = (key: string, candidate: Candidate, last = false): ReleasedFigure => {
    const raters = raterSet(candidate.ratings).size;
    if (candidate.count === 0 || raters === 0) return NONE;
    const memoKey = `${path}|${key}`;
    let decision = memo.decisions.get(memoKey);
    let added = false;
    if (!decision) {
      // the last decision (Team Max) is tried against the path's shared patterns, without adding to them
      const against = last
        ? () => {
            let shared = memo.exposures.get(path);
            if (!shared) memo.exposures.set(path, (shared = currentExposure()));
            return shared;
          }
        : currentExposure;
      const withheld = withheldFor(candidate, raters, against, !last);
      added = withheld === null && !last && ctx.confidentiality.mode !== 'OPEN' && ctx.closed;
      decision = { released: withheld === null, withheld };
      memo.decisions.set(memoKey, decision);
    }
    if (!decision.released) return { value: null, raters, withheld: decision.withheld };
    if (!last) {
      if (!added) pending.push(candidate.ratings);
      path = nextPath(memo, path, key);
    }
    return { value: mean(candidate.sum, candidate.count), raters, withheld: null };
  };

  const results = new Map<string, ReleasedFigure>();
  if (q.kind === 'PER_RECEIVER' && ctx.viewerIsReceiver)
    results.set(ctx.viewerId, decide(`R:${ctx.viewerId}`, resultsOf(ctx.viewerId)));
  const average = decide('TA', teamAverage);
  const selfFigure = decide('TS', teamSelf);
  if (q.kind === 'PER_RECEIVER' && ctx.viewerIsAdmin)
    for (const receiverId of [...q.receivers].sort())
      if (!results.has(receiverId)) results.set(receiverId, decide(`R:${receiverId}`, resultsOf(receiverId)));

  // Team Max: the best receiver average among those with enough raters; it tells that receiver's average, so it is
  // decided as that figure (already decided above when the viewer reads that receiver's results)
  let teamMax: ReleasedFigure = NONE;
  if (q.kind === 'PER_RECEIVER') {
    const min = ctx.confidentiality.mode === 'OPEN' ? 1 : ctx.confidentiality.minRaters;
    const eligible = q.perReceiver.filter((r) => r.othersCount >= min && r.othersCount > 0);
    if (eligible.length > 0) {
      const best = eligible.reduce((a, b) => (b.othersSum / b.othersCount > a.othersSum / a.othersCount ? b : a));
      teamMax = results.get(best.receiverId) ?? decide(`R:${best.receiverId}`, resultsOf(best.receiverId), true);
    } else {
      const raters = Math.max(0, ...q.perReceiver.map((r) => r.othersCount));
      teamMax =
        raters === 0
          ? NONE
          : {
              value: null,
              raters,
              withheld: ctx.confidentiality.mode !== 'OPEN' && !ctx.closed ? 'NOT_CLOSED' : 'TOO_FEW',
            };
    }
  }
  return { self, results, teamAverage: average, teamSelf: selfFigure, teamMax };
}
