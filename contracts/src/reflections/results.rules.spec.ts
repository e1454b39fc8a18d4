import { defaultStatOptions, gapKind, statOptionsFor, statSeriesName } from './results.rules';

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
    // an administrator who chose a receiver: that receiver's results, never their self-assessment
    expect(statOptionsFor('MINDSET', false, true)).toEqual([
      'MY_RESULTS',
      'MY_TEAM_SELF_ASSESSMENT',
      'MY_TEAM_AVERAGE',
      'MY_TEAM_MAX',
    ]);
  });

  it('the hub opens on My Self-Assessment against My Results for receivers, on Team Results for everyone else', () => {
    expect(defaultStatOptions('MINDSET', true)).toEqual({ main: 'MY_SELF_ASSESSMENT', comparison: 'MY_RESULTS' });
    expect(defaultStatOptions('SKILLS', false)).toEqual({ main: 'MY_TEAM_AVERAGE', comparison: 'NO_COMPARISON' });
    expect(defaultStatOptions('TEAM_DYNAMICS', true)).toEqual({
      main: 'MY_TEAM_AVERAGE',
      comparison: 'MY_TEAM_SELF_ASSESSMENT',
    });
  });

  it('a blind spot is self a point or more above others; a hidden strength a point or more below', () => {
    expect([gapKind(4, 3), gapKind(3.5, 3), gapKind(2, 3), gapKind(1.9, 3)]).toEqual([
      'BLIND_SPOT',
      'ALIGNED',
      'HIDDEN_STRENGTH',
      'HIDDEN_STRENGTH',
    ]);
  });

  it('names a series the same everywhere: the own self-assessment with (SA), a chosen receiver’s results with (Results)', () => {
    expect(statSeriesName('MY_SELF_ASSESSMENT', { self: 'Rae Receiver' })).toBe('Rae Receiver (SA)');
    expect(statSeriesName('MY_SELF_ASSESSMENT')).toBe('Me (SA)');
    expect(statSeriesName('MY_RESULTS')).toBe('My Results');
    expect(statSeriesName('MY_RESULTS', { self: 'Rae Receiver', receiver: 'Cy Young' })).toBe('Cy Young (Results)');
    expect(statSeriesName('MY_TEAM_AVERAGE', { receiver: 'Cy Young' })).toBe('Team Results');
    expect(statSeriesName('MY_TEAM_SELF_ASSESSMENT')).toBe('Team Self-Assessment');
    expect(statSeriesName('MY_TEAM_MAX')).toBe('Team Max');
  });
});
