import { statOptionsFor } from '@gc/contracts';
import { firstOffered, receiverOf, showingResults } from './results-choices';

const TEAM_DEFAULTS = { main: 'MY_TEAM_AVERAGE', comparison: 'MY_TEAM_SELF_ASSESSMENT' } as const;

describe('firstOffered', () => {
  it('keeps the first choice the chart offers', () => {
    const own = { main: 'MY_TEAM_MAX', comparison: 'NO_COMPARISON' } as const;
    const latest = { main: 'MY_TEAM_SELF_ASSESSMENT', comparison: 'MY_TEAM_AVERAGE' } as const;
    expect(firstOffered([own, latest], statOptionsFor('MINDSET', false), TEAM_DEFAULTS)).toEqual(own);
    expect(firstOffered([undefined, latest], statOptionsFor('SKILLS', false), TEAM_DEFAULTS)).toEqual(latest);
  });

  it('falls back to the defaults when no choice is offered (team dynamics has no Team Max)', () => {
    const max = { main: 'MY_TEAM_MAX', comparison: 'MY_RESULTS' } as const;
    expect(firstOffered([max, null], statOptionsFor('TEAM_DYNAMICS', true), TEAM_DEFAULTS)).toEqual(TEAM_DEFAULTS);
  });
});

describe('showingResults', () => {
  const chooses = statOptionsFor('MINDSET', false, true);

  it('puts the chosen receiver’s results beside the main, or keeps them where they already show', () => {
    expect(showingResults({ main: 'MY_TEAM_AVERAGE', comparison: 'MY_TEAM_MAX' }, chooses)).toEqual({
      main: 'MY_TEAM_AVERAGE',
      comparison: 'MY_RESULTS',
    });
    const shown = { main: 'MY_RESULTS', comparison: 'MY_TEAM_AVERAGE' } as const;
    expect(showingResults(shown, chooses)).toBe(shown);
  });

  it('shows them alone when the main is not offered for someone else (her own self-assessment)', () => {
    expect(showingResults({ main: 'MY_SELF_ASSESSMENT', comparison: 'MY_RESULTS' }, chooses)).toEqual({
      main: 'MY_RESULTS',
      comparison: 'NO_COMPARISON',
    });
  });

  it('changes nothing on team dynamics, which has no receiver’s results', () => {
    expect(showingResults(TEAM_DEFAULTS, statOptionsFor('TEAM_DYNAMICS', false, true))).toBeNull();
  });
});

describe('receiverOf', () => {
  const receivers = [{ user_id: 'u-ada' }, { user_id: 'u-cy' }];

  it('is the administrator’s pick on this reflection, else herself when she receives it, else the first', () => {
    expect(receiverOf(receivers, { reflectionId: 'a-1', userId: 'u-cy' }, 'a-1', 'u-admin')).toBe('u-cy');
    expect(receiverOf(receivers, { reflectionId: 'a-0', userId: 'u-cy' }, 'a-1', 'u-admin')).toBe('u-ada');
    expect(receiverOf(receivers, null, 'a-1', 'u-cy')).toBe('u-cy');
    expect(receiverOf([], null, 'a-1', 'u-admin')).toBeNull();
  });
});
