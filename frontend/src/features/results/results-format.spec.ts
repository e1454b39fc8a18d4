import { releaseMessage, responseRate } from './results-format';

const NOW = new Date('2026-11-27T08:00:00.000Z');
const running = { released: false, message: 'from the API', due_date: '2026-12-04T02:00:00.000Z' };

describe('releaseMessage', () => {
  it('gives the close date in the viewer’s time zone while a Confidential reflection runs', () => {
    expect(releaseMessage(running, NOW, 'Europe/Paris')).toBe(
      'Results appear when the reflection closes on December 4.',
    );
    expect(releaseMessage(running, NOW, 'America/New_York')).toBe(
      'Results appear when the reflection closes on December 3.',
    );
  });

  it('leaves the date out once it has passed and the close is pending', () => {
    expect(releaseMessage({ ...running, due_date: '2026-11-20T12:00:00.000Z' }, NOW, 'UTC')).toBe(
      'Results appear when the reflection closes.',
    );
  });

  it('says what the API says once figures are released (nothing when there is nothing to say)', () => {
    const nobody = 'Results appear once someone has submitted their answers.';
    expect(releaseMessage({ ...running, released: true, message: nobody }, NOW, 'UTC')).toBe(nobody);
    expect(releaseMessage({ ...running, released: true, message: null }, NOW, 'UTC')).toBeNull();
  });
});

it('counts who has submitted', () => {
  expect(responseRate({ submitted: 3, assigned: 5 })).toBe('3 of 5 have submitted');
  expect(responseRate({ submitted: 1, assigned: 5 })).toBe('1 of 5 has submitted');
});
