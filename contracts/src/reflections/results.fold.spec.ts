import { foldResults } from './results.fold';
import type { TakeEvent } from './take.events';

const ids = (userId: string) => ({ reflectionId: 'r1', clientId: 'c1', userId });
const answers = (userId: string, list: [string, string, number | null, string][]): TakeEvent => ({
  type: 'TakeAnswersRecorded',
  data: {
    ...ids(userId),
    answers: list.map(([questionKey, subject, value, comment]) => ({ questionKey, subject, value, comment })),
  },
});
const submitted = (userId: string): TakeEvent => ({
  type: 'TakeSubmitted',
  data: { ...ids(userId), submittedAt: '2026-11-02T00:00:00.000Z', promise: { mode: 'OPEN', minRaters: 1 } },
});

describe('results folded from take events', () => {
  it('counts a take once it is submitted, with its last answers, and the same arithmetic as the read model', () => {
    const events: TakeEvent[] = [
      answers('ada', [
        ['k1', 'ada', 4, ''],
        ['k1', 'bo', 1, 'first thought'],
        ['k2', 'TEAM', 3, 'We argue well.'],
      ]),
      answers('ada', [['k1', 'bo', 2, 'Bo listens.']]),
      submitted('ada'),
      answers('bo', [
        ['k1', 'ada', 1, 'Ada rushes.'],
        ['k1', 'bo', 3, ''],
        ['k2', 'TEAM', 2, ''],
      ]),
      submitted('bo'),
      answers('cy', [
        ['k1', 'ada', 2, ''],
        ['k1', 'bo', 4, ''],
        ['k2', 'TEAM', 4, ''],
      ]),
      submitted('cy'),
      submitted('cy'),
      answers('dee', [['k1', 'ada', 0, 'not submitted']]),
    ];
    const folded = foldResults(events, new Set(['ada', 'bo']));
    expect(folded.questions.get('k1')).toEqual({
      perReceiver: expect.arrayContaining([
        { receiverId: 'ada', self: 4, othersSum: 3, othersCount: 2 },
        { receiverId: 'bo', self: 3, othersSum: 6, othersCount: 2 },
      ]),
      team: { sum: 9, count: 4, raters: 3, selfSum: 7, selfCount: 2 },
    });
    // who rated whom, once per rater and subject, of submitted takes only (dee's is not)
    expect(folded.contributions).toHaveLength(9);
    expect(folded.contributions).toEqual(
      expect.arrayContaining([
        { rater: 'ada', subject: 'bo' },
        { rater: 'cy', subject: 'TEAM' },
      ]),
    );
    expect(folded.contributions.some((c) => c.rater === 'dee')).toBe(false);
    expect([...folded.promises.keys()].sort()).toEqual(['ada', 'bo', 'cy']);
    expect(folded.questions.get('k2')!.team).toEqual({ sum: 9, count: 3, raters: 3, selfSum: 5, selfCount: 2 });
    expect(folded.comments.map((c) => [c.kind, c.text]).sort()).toEqual([
      ['individual', 'Ada rushes.'],
      ['individual', 'Bo listens.'],
      ['team', 'We argue well.'],
    ]);
  });
});
