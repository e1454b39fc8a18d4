import { MentorMessages } from '@gc/contracts';
import { PLAYBOOK } from '../playbook/playbook';
import { OfflineMentor } from './offline-mentor';
import { tokenize } from './tokenize';

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
});
