import { epochToIsoDate, formatFoundedDate, isoDateToEpoch, todayIsoDate } from './team-dates';

describe('team founded dates', () => {
  it('given a date input value, when stored, then it is that day at UTC midnight and reads back the same', () => {
    const epoch = isoDateToEpoch('2022-03-07');
    expect(epoch).toBe(Date.UTC(2022, 2, 7));
    expect(epochToIsoDate(epoch as number)).toBe('2022-03-07');
  });

  it('given an empty or impossible day, when parsed, then there is no date', () => {
    expect(isoDateToEpoch('')).toBeNull();
    expect(isoDateToEpoch('2022-02-30')).toBeNull();
  });

  it('given a stored date, when shown, then it reads MMMM DD, YYYY', () => {
    expect(formatFoundedDate(Date.UTC(2022, 2, 7))).toBe('March 07, 2022');
    expect(formatFoundedDate(Date.UTC(2021, 11, 31, 23, 30))).toBe('December 31, 2021');
  });

  it('given a moment, when the form starts, then the founded date defaults to that local day', () => {
    expect(todayIsoDate(new Date(2024, 0, 5, 23, 59))).toBe('2024-01-05');
  });
});
