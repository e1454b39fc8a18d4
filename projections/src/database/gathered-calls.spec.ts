import { GatheredCalls } from './gathered-calls';

describe('GatheredCalls', () => {
  it('given calls made in one turn, when sent, then they reach send together; a call made in a later turn goes in a later send', async () => {
    const sent: number[][] = [];
    const doubled = new GatheredCalls<number, number>((calls) => {
      sent.push(calls.map((c) => c.item));
      for (const c of calls) c.done(c.item * 2);
    });

    expect(await Promise.all([doubled.call(1), doubled.call(2), doubled.call(3)])).toEqual([2, 4, 6]);
    expect(await doubled.call(4)).toBe(8);
    expect(sent).toEqual([[1, 2, 3], [4]]);
  });

  it('given a send that answers some calls and then fails, then the others fail with its error and the answered keep their answer', async () => {
    const failing = new GatheredCalls<string, string>(async (calls) => {
      calls[0].done('first');
      throw new Error('connection lost');
    });

    const outcomes = await Promise.allSettled([failing.call('a'), failing.call('b')]);

    expect(outcomes).toEqual([
      { status: 'fulfilled', value: 'first' },
      { status: 'rejected', reason: new Error('connection lost') },
    ]);
  });
});
