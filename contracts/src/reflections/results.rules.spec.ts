import { gapKind, seriesValue, statOptionsFor, type ReceiverAggregate, type TeamAggregate } from './results.rules';

// Hand-computed fixture: receivers A and B; raters A, B, C, D.
// Ratings of A by others: B=3, C=2, D=4 -> sum 9, 3 raters, mean 3.00; A rates themself 4.
// Ratings of B by others: A=1, C=2        -> sum 3, 2 raters, mean 1.50; B rates themself 2.
// Team (others' ratings pooled): 9 + 3 = 12 over 5 ratings from 4 distinct raters -> 2.40.
// Team self: (4 + 2) / 2 = 3.00 from 2 receivers.
const perReceiver: ReceiverAggregate[] = [
  { receiverId: 'A', self: 4, othersSum: 9, othersCount: 3 },
  { receiverId: 'B', self: 2, othersSum: 3, othersCount: 2 },
];
const team: TeamAggregate = { sum: 12, count: 5, raters: 4, selfSum: 6, selfCount: 2 };
const at = (minRaters: number, viewerId = 'A') => ({ viewerId, perReceiver, team, minRaters });

describe('results: the series of one question', () => {
  it('My Self-Assessment is the viewer’s own rating and nobody else’s', () => {
    expect(seriesValue('MY_SELF_ASSESSMENT', at(3, 'A'))).toEqual({ value: 4, raters: 1, withheld: false });
    expect(seriesValue('MY_SELF_ASSESSMENT', at(3, 'C')).value).toBeNull();
  });

  it('My Results is the others’ average once enough people rated the viewer (threshold 3, then 2)', () => {
    expect(seriesValue('MY_RESULTS', at(3, 'A'))).toEqual({ value: 3, raters: 3, withheld: false });
    expect(seriesValue('MY_RESULTS', at(3, 'B'))).toEqual({ value: null, raters: 2, withheld: true });
    expect(seriesValue('MY_RESULTS', at(2, 'B'))).toEqual({ value: 1.5, raters: 2, withheld: false });
  });

  it('Team Results pools the others’ ratings and counts distinct raters', () => {
    expect(seriesValue('MY_TEAM_AVERAGE', at(3))).toEqual({ value: 2.4, raters: 4, withheld: false });
    expect(seriesValue('MY_TEAM_AVERAGE', at(5))).toEqual({ value: null, raters: 4, withheld: true });
  });

  it('Team Self-Assessment averages the receivers’ self ratings, never one alone', () => {
    expect(seriesValue('MY_TEAM_SELF_ASSESSMENT', at(3))).toEqual({ value: null, raters: 2, withheld: true });
    expect(seriesValue('MY_TEAM_SELF_ASSESSMENT', at(2))).toEqual({ value: 3, raters: 2, withheld: false });
  });

  it('Team Max is the best receiver average that meets the threshold itself', () => {
    expect(seriesValue('MY_TEAM_MAX', at(3))).toEqual({ value: 3, raters: 3, withheld: false });
    expect(seriesValue('MY_TEAM_MAX', at(2))).toEqual({ value: 3, raters: 2, withheld: false });
    expect(seriesValue('MY_TEAM_MAX', at(4))).toEqual({ value: null, raters: 3, withheld: true });
  });

  it('nothing answered shows nothing and withholds nothing', () => {
    const empty = {
      viewerId: 'A',
      perReceiver: [],
      team: { sum: 0, count: 0, raters: 0, selfSum: 0, selfCount: 0 },
      minRaters: 3,
    };
    for (const option of [
      'MY_SELF_ASSESSMENT',
      'MY_RESULTS',
      'MY_TEAM_SELF_ASSESSMENT',
      'MY_TEAM_AVERAGE',
      'MY_TEAM_MAX',
    ] as const)
      expect(seriesValue(option, empty)).toEqual({ value: null, raters: 0, withheld: false });
  });
});

describe('results: options and gaps', () => {
  it('receivers see their own options and the team’s; others only the team’s; team dynamics its two', () => {
    expect(statOptionsFor('MINDSET', true)).toEqual([
      'MY_SELF_ASSESSMENT',
      'MY_RESULTS',
      'MY_TEAM_SELF_ASSESSMENT',
      'MY_TEAM_AVERAGE',
      'MY_TEAM_MAX',
    ]);
    expect(statOptionsFor('SKILLS', false)).toEqual(['MY_TEAM_SELF_ASSESSMENT', 'MY_TEAM_AVERAGE', 'MY_TEAM_MAX']);
    expect(statOptionsFor('TEAM_DYNAMICS', true)).toEqual(['MY_TEAM_AVERAGE', 'MY_TEAM_SELF_ASSESSMENT']);
  });

  it('a blind spot is self a point or more above others; a hidden strength a point or more below', () => {
    expect([gapKind(4, 3), gapKind(3.5, 3), gapKind(2, 3), gapKind(1.9, 3)]).toEqual([
      'BLIND_SPOT',
      'ALIGNED',
      'HIDDEN_STRENGTH',
      'HIDDEN_STRENGTH',
    ]);
  });
});
