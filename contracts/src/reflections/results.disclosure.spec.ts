import { confidential, OPEN } from './confidentiality';
import {
  releasedQuestion,
  type Contribution,
  type DisclosureContext,
  type QuestionEvidence,
} from './results.disclosure';
import { exposesSomeone, rank } from './results.exposure';
import { releasedTexts } from './results.texts';

/**
 * Builds a question's evidence from individual ratings, as the read model folds them: the rule only ever sees the
 * sums and who rated whom, never the values one by one.
 */
function evidence(
  ratings: [rater: string, subject: string, value: number][],
  receivers: string[],
  kind: 'PER_RECEIVER' | 'TEAM' = 'PER_RECEIVER',
): QuestionEvidence {
  const perReceiver = receivers.map((r) => {
    const others = ratings.filter(([x, s]) => s === r && x !== r);
    const self = ratings.find(([x, s]) => s === r && x === r);
    return {
      receiverId: r,
      self: self ? self[2] : null,
      othersSum: others.reduce((a, [, , v]) => a + v, 0),
      othersCount: others.length,
    };
  });
  const selfRatings =
    kind === 'TEAM' ? ratings.filter(([x]) => receivers.includes(x)) : ratings.filter(([x, s]) => x === s);
  const pooled = kind === 'TEAM' ? ratings : ratings.filter(([x, s]) => x !== s);
  return {
    kind,
    perReceiver: kind === 'TEAM' ? [] : perReceiver,
    team: {
      sum: pooled.reduce((a, [, , v]) => a + v, 0),
      count: pooled.length,
      raters: new Set(pooled.map(([x]) => x)).size,
      selfSum: selfRatings.reduce((a, [, , v]) => a + v, 0),
      selfCount: selfRatings.length,
    },
    contributions: ratings.map(([rater, subject]) => ({ rater, subject })),
    receivers: new Set(receivers),
  };
}

const ctx = (over: Partial<DisclosureContext> & { viewerId: string }): DisclosureContext => ({
  confidentiality: confidential(3),
  closed: true,
  viewerIsReceiver: true,
  viewerIsAdmin: false,
  knownRaters: new Set(),
  ...over,
});

// Hand-computed fixture: receivers A and B; observers C and D rate both.
// About A: B=3, C=2, D=4 -> 9 / 3 = 3.00; A rates themself 4.
// About B: A=1, C=2, D=3 -> 6 / 3 = 2.00; B rates themself 2.
// Team Results (others' ratings pooled): 15 / 6 = 2.50 from 4 distinct raters. Team self: (4 + 2) / 2 = 3.00.
const fourPeople = evidence(
  [
    ['A', 'A', 4],
    ['B', 'A', 3],
    ['C', 'A', 2],
    ['D', 'A', 4],
    ['B', 'B', 2],
    ['A', 'B', 1],
    ['C', 'B', 2],
    ['D', 'B', 3],
  ],
  ['A', 'B'],
);

describe('the disclosure rule: Open', () => {
  it('shows every figure from the first rater, while the reflection runs', () => {
    const twoFounders = evidence(
      [
        ['A', 'A', 3],
        ['B', 'A', 2],
      ],
      ['A', 'B'],
    );
    const seen = releasedQuestion(twoFounders, ctx({ viewerId: 'A', confidentiality: OPEN, closed: false }));
    expect(seen.self).toEqual({ value: 3, raters: 1, withheld: null });
    expect(seen.results.get('A')).toEqual({ value: 2, raters: 1, withheld: null });
    expect(seen.teamAverage).toEqual({ value: 2, raters: 1, withheld: null });
    expect(seen.teamSelf).toEqual({ value: 3, raters: 1, withheld: null });
  });
});

describe('the disclosure rule: Confidential with N', () => {
  it('shows the hand-computed averages once closed, with enough raters and no one narrowed', () => {
    const seen = releasedQuestion(fourPeople, ctx({ viewerId: 'A' }));
    expect(seen.self.value).toBe(4);
    expect(seen.results.get('A')).toEqual({ value: 3, raters: 3, withheld: null });
    expect(seen.teamAverage).toEqual({ value: 2.5, raters: 4, withheld: null });
    expect(seen.teamMax).toEqual({ value: 3, raters: 3, withheld: null });
  });

  it('shows nothing from others before the close, whatever the numbers', () => {
    const seen = releasedQuestion(fourPeople, ctx({ viewerId: 'A', closed: false }));
    expect(seen.self.value).toBe(4);
    for (const figure of [seen.results.get('A')!, seen.teamAverage, seen.teamSelf, seen.teamMax])
      expect(figure).toMatchObject({ value: null, withheld: 'NOT_CLOSED' });
  });

  it('a figure needs N contributors', () => {
    const seen = releasedQuestion(fourPeople, ctx({ viewerId: 'A', confidentiality: confidential(4) }));
    expect(seen.results.get('A')).toEqual({ value: null, raters: 3, withheld: 'TOO_FEW' });
    expect(seen.teamAverage.value).toBe(2.5);
  });

  it('the team self-assessment of two receivers is never shown to one of them (their own plus one other)', () => {
    const seen = releasedQuestion(fourPeople, ctx({ viewerId: 'A', confidentiality: confidential(2) }));
    expect(seen.teamSelf).toEqual({ value: null, raters: 2, withheld: 'TOO_FEW' });
    // an observer knows neither self rating: two people inside the average
    const observer = releasedQuestion(
      fourPeople,
      ctx({ viewerId: 'C', viewerIsReceiver: false, confidentiality: confidential(2) }),
    );
    expect(observer.teamSelf).toEqual({ value: 3, raters: 2, withheld: null });
  });

  it('a viewer who subtracts their own rating from a figure of two people learns nothing: it needs 2 besides them', () => {
    // about B: A and C only; A is the viewer, an administrator of the reflection as well as a rater
    const small = evidence(
      [
        ['A', 'B', 1],
        ['C', 'B', 3],
      ],
      ['B'],
    );
    const seen = releasedQuestion(
      small,
      ctx({ viewerId: 'A', viewerIsReceiver: false, viewerIsAdmin: true, confidentiality: confidential(2) }),
    );
    expect(seen.results.get('B')).toMatchObject({ value: null, withheld: 'TOO_FEW' });
    expect(seen.teamAverage).toMatchObject({ value: null, withheld: 'TOO_FEW' });
  });

  it('team dynamics: Team Results less the team self-assessment would leave the one observer; the second is withheld', () => {
    // receivers A, B, C and one observer O rate the team once each
    const td = evidence(
      [
        ['A', 'TEAM', 3],
        ['B', 'TEAM', 2],
        ['C', 'TEAM', 4],
        ['O', 'TEAM', 0],
      ],
      ['A', 'B', 'C'],
      'TEAM',
    );
    const admin = releasedQuestion(td, ctx({ viewerId: 'X', viewerIsReceiver: false, viewerIsAdmin: true }));
    expect(admin.teamAverage).toEqual({ value: 2.25, raters: 4, withheld: null });
    expect(admin.teamSelf).toEqual({ value: null, raters: 3, withheld: 'WOULD_NARROW' });
  });

  it('a take answered under Open counts as known: a figure that would leave one Confidential rater is withheld', () => {
    const seen = releasedQuestion(
      fourPeople,
      ctx({ viewerId: 'A', confidentiality: confidential(3), knownRaters: new Set(['B', 'C']) }),
    );
    // about A: B and C known, so the figure would leave D's rating alone
    expect(seen.results.get('A')).toMatchObject({ value: null, withheld: 'WOULD_NARROW' });
  });

  it('administrators get every receiver’s others’ average under the same rule', () => {
    const seen = releasedQuestion(
      fourPeople,
      ctx({ viewerId: 'X', viewerIsReceiver: false, viewerIsAdmin: true, confidentiality: confidential(3) }),
    );
    expect(seen.results.get('A')?.value).toBe(3);
    expect(seen.results.get('B')?.value).toBe(2);
    expect(seen.self.value).toBeNull();
  });
});

describe('the narrowing check', () => {
  const r = (rater: string, subject: string): Contribution => ({ rater, subject });
  const everyone = () => true;

  it('finds a person isolated by the difference of two figures', () => {
    expect(
      exposesSomeone(
        [
          [r('A', 'T'), r('B', 'T'), r('C', 'T')],
          [r('A', 'T'), r('B', 'T')],
        ],
        everyone,
      ),
    ).toBe(true);
    expect(exposesSomeone([[r('A', 'T'), r('B', 'T'), r('C', 'T')]], everyone)).toBe(false);
  });

  it('finds one person’s ratings isolated even as a sum of several of theirs', () => {
    const figures = [
      [r('A', 'X'), r('B', 'X'), r('C', 'Y'), r('C', 'Z')],
      [r('A', 'X'), r('B', 'X')],
    ];
    expect(exposesSomeone(figures, everyone)).toBe(true);
  });

  it('ignores what the viewer knows already, and finds what remains', () => {
    expect(exposesSomeone([[r('V', 'T'), r('B', 'T')]], (c) => c.rater !== 'V')).toBe(true);
    expect(exposesSomeone([[r('V', 'T'), r('B', 'T'), r('C', 'T')]], (c) => c.rater !== 'V')).toBe(false);
  });

  it('ranks small matrices exactly', () => {
    expect(
      rank([
        [1, 1, 0],
        [0, 1, 1],
        [1, 2, 1],
      ]),
    ).toBe(2);
    expect(rank([])).toBe(0);
  });
});

describe('texts (comments and open answers)', () => {
  it('are ordered by their text, so two lists from the same authors do not share an author order', () => {
    const byAuthorQ1 = ['Cy: clear roadmap', 'Ad: ships fast', 'Bo: listens well'];
    const byAuthorQ2 = ['Cy: the calm voice', 'Ad: a head for numbers', 'Bo: hires well'];
    const c = { confidentiality: confidential(3), closed: true };
    const q1 = releasedTexts(
      byAuthorQ1.map((t) => t.slice(4)),
      c,
      false,
    ).texts;
    const q2 = releasedTexts(
      byAuthorQ2.map((t) => t.slice(4)),
      c,
      false,
    ).texts;
    expect(q1).toEqual(['clear roadmap', 'listens well', 'ships fast']);
    expect(q2).toEqual(['a head for numbers', 'hires well', 'the calm voice']);
    const authorsAt = (list: string[], source: string[]) =>
      list.map((text) => source.find((s) => s.endsWith(text))!.slice(0, 2));
    expect(authorsAt(q1, byAuthorQ1)).not.toEqual(authorsAt(q2, byAuthorQ2));
  });

  it('follow the promise: before the close and below N nothing; a viewer who may be an author counts out', () => {
    const texts = ['a', 'b', 'c'];
    expect(releasedTexts(texts, { confidentiality: confidential(3), closed: false }, false).withheld).toBe(
      'NOT_CLOSED',
    );
    expect(releasedTexts(texts, { confidentiality: confidential(3), closed: true }, false).texts).toHaveLength(3);
    expect(releasedTexts(texts.slice(0, 2), { confidentiality: confidential(2), closed: true }, true).withheld).toBe(
      'TOO_FEW',
    );
    expect(releasedTexts(['x'], { confidentiality: OPEN, closed: false }, true).texts).toEqual(['x']);
  });
});
