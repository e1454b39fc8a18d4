import { MentorMessages } from '@gc/contracts';
import type { AggregatedResults, ResultAxis } from '../grounding/member-results-source';
import { PLAYBOOK } from '../playbook/playbook';
import { OfflineMentor, pickedForLine, weakestAxes } from './offline-mentor';
import { tokenize } from './tokenize';

/** A member's own results: axis name -> [self, others' average] (null: not released). */
const resultsOf = (axes: Record<string, [number | null, number | null]>): AggregatedResults => ({
  reflectionName: 'Baseline',
  dueOn: Date.UTC(2026, 10, 1),
  axes: Object.entries(axes).map(([axis, [self, others]]): ResultAxis => ({ chart: 'Skills', axis, self, others })),
});

describe('the offline mentor (playbook retrieval by BM25)', () => {
  const mentor = new OfflineMentor();

  it.each([
    ['how do we split equity between cofounders', 'equity-split'],
    ['Why should founders have a vesting cliff?', 'vesting'],
    ['my cofounder and I keep arguing about everything', 'cofounder-conflict'],
    ['how do I run a customer discovery interview', 'customer-interviews'],
    ['which questions get honest answers instead of compliments', 'interview-questions'],
    ['when should we raise a seed round from investors', 'when-to-raise'],
    ['how much runway do we have left and what is our burn', 'runway-burn'],
    ['who should be our first hire', 'first-hires'],
    ['what should go in our MVP', 'mvp'],
    ['my team rated me lower than I rated myself, what should I work on first?', 'self-vs-others'],
    ['SAFE or priced round?', 'safe-vs-priced'],
  ])('given "%s", then the article "%s" is chosen', (question, id) => {
    expect(mentor.answer(question).article?.id).toBe(id);
  });

  it('labels the answer offline on its first line, quotes the article and offers the next-best articles as questions', () => {
    const answer = mentor.answer('how do we split equity between cofounders');
    const [first, blank, ...rest] = answer.text.split('\n');
    expect(first).toBe(`${MentorMessages.offlineLabel} — "Splitting equity between cofounders"`);
    expect(blank).toBe('');
    expect(rest.join('\n')).toBe(answer.article!.body);
    expect(answer.suggestions).toHaveLength(3);
    for (const suggestion of answer.suggestions) {
      expect(suggestion).toMatch(/\?$/);
      expect(PLAYBOOK.map((a) => a.question)).toContain(suggestion);
    }
    expect(answer.suggestions).not.toContain(answer.article!.question);
  });

  it('says so when nothing matches, still labelled offline, and suggests where to start', () => {
    const answer = mentor.answer('zxqv blorp');
    expect(answer.article).toBeNull();
    expect(answer.text.startsWith(MentorMessages.offlineLabel)).toBe(true);
    expect(answer.suggestions).toHaveLength(3);
  });

  it('ships a few dozen articles of 120 to 250 words, with unique ids and questions', () => {
    expect(PLAYBOOK.length).toBeGreaterThanOrEqual(30);
    expect(new Set(PLAYBOOK.map((a) => a.id)).size).toBe(PLAYBOOK.length);
    expect(new Set(PLAYBOOK.map((a) => a.question)).size).toBe(PLAYBOOK.length);
    for (const article of PLAYBOOK) {
      const words = article.body.split(/\s+/).filter(Boolean).length;
      expect({ id: article.id, ok: words >= 120 && words <= 250 }).toEqual({ id: article.id, ok: true });
      expect(article.question).toMatch(/\?$/);
    }
  });

  it('tokenises as retrieval needs: stop words out, plurals and co-founder folded', () => {
    expect(tokenize('How do we split the equity between co-founders?')).toEqual(
      tokenize('split equity between cofounder'),
    );
  });

  describe('grounded in the member’s own results (the switch on, figures released)', () => {
    const general = 'What should I work on first?';
    const weakInBuilding = resultsOf({
      'Problem Interviews': [3, 1.5],
      'MVP Scoping': [4, 1.25],
      'Founder-Led Sales': [2, 2],
      Resilience: [1, 3.5],
      'Learning Velocity': [2, 3.75],
    });
    const weakInValidating = resultsOf({
      'Problem Definition': [4, 1],
      'Experiment Design': [4, 1.5],
      'MVP Scoping': [0, 3.5],
      'Founder-Led Sales': [0, 3.5],
    });

    it('given released figures, then the weakest axes are the lowest others’ averages, lowest first, at most three', () => {
      expect(weakestAxes(weakInBuilding)).toEqual(['MVP Scoping', 'Problem Interviews', 'Founder-Led Sales']);
      // only axes below the best one: two here
      expect(weakestAxes(weakInValidating)).toEqual(['Problem Definition', 'Experiment Design']);
    });

    it('given only self-assessments released, then the weakest axes are the lowest self ratings', () => {
      const selfOnly = resultsOf({ Resilience: [3, null], Focus: [1, null], Ownership: [2, null], Hiring: [4, null] });
      expect(weakestAxes(selfOnly)).toEqual(['Focus', 'Ownership', 'Resilience']);
    });

    it('given no results, or every axis rated the same, then no axis counts as weak', () => {
      expect(weakestAxes(null)).toEqual([]);
      expect(weakestAxes(resultsOf({ Resilience: [2, 3], Focus: [1, 3] }))).toEqual([]);
      expect(weakestAxes(resultsOf({ Resilience: [null, null] }))).toEqual([]);
    });

    it('given a general question, then the weakest axes decide the article, and the answer names them', () => {
      expect(mentor.answer(general).article?.id).toBe('prioritisation');
      const building = mentor.answer(general, weakInBuilding);
      const validating = mentor.answer(general, weakInValidating);
      expect([building.article?.id, validating.article?.id]).toEqual(['mvp', 'problem-validation']);

      const [label, picked, blank, ...rest] = validating.text.split('\n');
      expect(label).toBe(`${MentorMessages.offlineLabel} — "${validating.article!.title}"`);
      expect(picked).toBe('Picked for your lowest-rated areas: Problem Definition, Experiment Design');
      expect(picked).toBe(pickedForLine(validating.pickedFor));
      expect(blank).toBe('');
      expect(rest.join('\n')).toBe(validating.article!.body);
      expect(validating.suggestions).toHaveLength(3);
      expect(validating.suggestions).not.toContain(validating.article!.question);
    });

    it('given a specific question, then it keeps its own article and claims no steering', () => {
      const answer = mentor.answer('how do we split equity between cofounders', weakInBuilding);
      expect(answer.article?.id).toBe('equity-split');
      expect(answer.pickedFor).toEqual([]);
      expect(answer.text).not.toContain('Picked for');
    });

    it('given no results (or none weak), then the answer is exactly the question’s alone', () => {
      for (const question of [general, 'how do I run a customer discovery interview', 'zxqv blorp']) {
        const plain = mentor.answer(question);
        expect(plain.pickedFor).toEqual([]);
        expect(mentor.answer(question, null)).toEqual(plain);
        expect(mentor.answer(question, resultsOf({ Resilience: [2, 3], Focus: [1, 3] }))).toEqual(plain);
      }
    });
  });
});
