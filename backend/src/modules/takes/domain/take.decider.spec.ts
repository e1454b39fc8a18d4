import { TakeMessages as M, type TakeEvent } from '@gc/contracts';
import { deciderSpec } from '../../../test-support/decider-spec';
import { takeDecider, type SentAnswer, type TakeCommand, type TakeRules } from './take.decider';

const rules: TakeRules = {
  reflectionId: 'r1',
  clientId: 'c1',
  userId: 'u1',
  assigned: true,
  phase: 'IN_PROGRESS',
  questions: new Map([
    ['q-mindset', 'MINDSET'],
    ['q-team', 'TEAM_DYNAMIC'],
    ['q-open', 'OPEN'],
  ]),
  receivers: ['u1', 'u2'],
  confidentiality: { mode: 'CONFIDENTIAL', minRaters: 4 },
};
const answer = (
  questionKey: string,
  subject: string,
  value: number | null | undefined,
  comment?: string,
): SentAnswer => ({
  questionKey,
  subject,
  value,
  comment,
});
const save = (
  answers: SentAnswer[],
  sectionIndex: number | null = null,
  over: Partial<TakeRules> = {},
): TakeCommand => ({
  type: 'SaveTake',
  rules: { ...rules, ...over },
  answers,
  sectionIndex,
});
const NOW = new Date('2026-12-02T10:00:00.000Z');
const submit = (answers: SentAnswer[], over: Partial<TakeRules> = {}): TakeCommand => ({
  type: 'SubmitTake',
  rules: { ...rules, ...over },
  answers,
  sectionIndex: null,
  now: NOW,
});
const everything = [
  answer('q-mindset', 'u1', 3),
  answer('q-mindset', 'u2', 2),
  answer('q-team', 'TEAM', 4),
  answer('q-open', 'TEAM', null, 'Talk to customers weekly.'),
];

const { when, rejection } = deciderSpec(takeDecider);
const ids = { reflectionId: 'r1', clientId: 'c1', userId: 'u1' };

describe('take decider', () => {
  it('given nothing, when answers and a section are saved, then one fact for the answers and one for the progress', () => {
    expect(when([], save([answer('q-mindset', 'u2', 2, 'Solid')], 1))).toEqual([
      {
        type: 'TakeAnswersRecorded',
        data: { ...ids, answers: [{ questionKey: 'q-mindset', subject: 'u2', value: 2, comment: 'Solid' }] },
      },
      { type: 'TakeProgressSaved', data: { ...ids, sectionIndex: 1 } },
    ]);
  });

  it('given a recorded answer, when the same is saved again, then nothing (a retried save changes nothing twice)', () => {
    const history = when([], save([answer('q-mindset', 'u2', 2)]));
    expect(when(history, save([answer('q-mindset', 'u2', 2)]))).toEqual([]);
  });

  it('given a recorded value, when only a comment is sent, then the value is kept', () => {
    const history = when([], save([answer('q-mindset', 'u2', 2)]));
    expect(when(history, save([answer('q-mindset', 'u2', undefined, 'Good')]))).toEqual([
      {
        type: 'TakeAnswersRecorded',
        data: { ...ids, answers: [{ questionKey: 'q-mindset', subject: 'u2', value: 2, comment: 'Good' }] },
      },
    ]);
  });

  it('given answers about the wrong subject, an unknown question or a value off the scale, then 400', () => {
    expect(rejection([], save([answer('q-team', 'u2', 1)])).message).toBe(M.unknownSubject);
    expect(rejection([], save([answer('q-mindset', 'TEAM', 1)])).message).toBe(M.unknownSubject);
    expect(rejection([], save([answer('q-mindset', 'u9', 1)])).message).toBe(M.unknownSubject);
    expect(rejection([], save([answer('q-nope', 'TEAM', 1)])).message).toBe(M.unknownQuestion);
    expect(rejection([], save([answer('q-mindset', 'u2', 7)])).message).toBe(M.badValue);
    expect(rejection([], save([answer('q-open', 'TEAM', 2)])).message).toBe(M.badValue);
  });

  it('given a member not assigned, then 404; before launch or once closed, then 409', () => {
    expect(rejection([], save([], 1, { assigned: false })).kind).toBe('not_found');
    expect(rejection([], save([], 1, { phase: 'UPCOMING' })).message).toBe(M.notLaunched);
    for (const phase of ['CLOSED', 'ADMIN_CLOSED', 'COMPLETED'] as const)
      expect(rejection([], save([], 1, { phase })).message).toBe(M.closed);
  });

  it('given answers missing, when submitted, then "Please continue completing reflection."', () => {
    const error = rejection([], submit(everything.slice(1)));
    expect([error.kind, error.code, error.message]).toEqual(['validation', 'TAKE_INCOMPLETE', M.incomplete]);
    expect(rejection([], submit([...everything.slice(0, 3), answer('q-open', 'TEAM', null, '   ')])).code).toBe(
      'TAKE_INCOMPLETE',
    );
  });

  it('given every answer, when submitted, then the answers and TakeSubmitted with the promise it was answered under; submitted again unchanged, then nothing', () => {
    const events = when([], submit(everything));
    expect(events.map((e) => e.type)).toEqual(['TakeAnswersRecorded', 'TakeSubmitted']);
    expect(events[1]).toEqual({
      type: 'TakeSubmitted',
      data: { ...ids, submittedAt: NOW.toISOString(), promise: { mode: 'CONFIDENTIAL', minRaters: 4 } },
    } satisfies TakeEvent);
    expect(when(events, submit(everything))).toEqual([]);
    expect(rejection(events, save([answer('q-mindset', 'u2', 4)])).message).toBe(M.alreadySubmitted);
  });

  describe('saves of one page in order (writer, writerSeq)', () => {
    const from = (seq: number, answers: SentAnswer[], sectionIndex: number | null = null): TakeCommand => ({
      type: 'SaveTake',
      rules,
      answers,
      sectionIndex,
      writer: { id: 'page-1', seq },
    });

    it('given a later save of the page recorded, when an older one arrives after it, then it changes nothing', () => {
      // the page's last save (sent as it went away) carries every answer not confirmed, at its latest
      const latest = when([], from(2, [answer('q-mindset', 'u2', 4), answer('q-team', 'TEAM', 1)], 1));
      expect(latest).toEqual([
        {
          type: 'TakeAnswersRecorded',
          data: {
            ...ids,
            writer: 'page-1',
            writerSeq: 2,
            answers: [
              { questionKey: 'q-mindset', subject: 'u2', value: 4, comment: '' },
              { questionKey: 'q-team', subject: 'TEAM', value: 1, comment: '' },
            ],
          },
        },
        { type: 'TakeProgressSaved', data: { ...ids, writer: 'page-1', writerSeq: 2, sectionIndex: 1 } },
      ]);
      // the save still in flight then, with the older value, lands after it
      expect(when(latest, from(1, [answer('q-mindset', 'u2', 2)]))).toEqual([]);
      // the same save again changes nothing either
      expect(when(latest, from(2, [answer('q-mindset', 'u2', 2)]))).toEqual([]);
    });

    it('given saves of the page in order, then each is recorded; another page and a save without a writer are not held back', () => {
      const first = when([], from(1, [answer('q-mindset', 'u2', 2)]));
      const second = when(first, from(2, [answer('q-mindset', 'u2', 3)]));
      expect(second).toHaveLength(1);
      const history = [...first, ...second];
      const other: TakeCommand = {
        type: 'SaveTake',
        rules,
        answers: [answer('q-mindset', 'u2', 1)],
        sectionIndex: null,
        writer: { id: 'page-2', seq: 1 },
      };
      expect(when(history, other)).toHaveLength(1);
      expect(when(history, save([answer('q-mindset', 'u2', 0)]))).toHaveLength(1);
      // a progress-only save numbers the page too
      const moved = when(history, from(3, [], 2));
      expect(when([...history, ...moved], from(3, [answer('q-mindset', 'u2', 0)]))).toEqual([]);
    });
  });
});
