import { format } from 'date-fns';
import { formatInTimeZone } from 'date-fns-tz';

/**
 * A team's founded date is a calendar day stored as epoch milliseconds (admin spec section 9). We store the day at
 * UTC midnight and read it back in UTC, so everyone sees the same day whatever their time zone.
 */
export function todayIsoDate(now: Date = new Date()): string {
  return format(now, 'yyyy-MM-dd');
}

/** 'yyyy-MM-dd' (a date input's value) to epoch ms, or null when it is not a real day. */
export function isoDateToEpoch(iso: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const epoch = Date.UTC(year, month - 1, day);
  const back = new Date(epoch);
  return back.getUTCFullYear() === year && back.getUTCMonth() === month - 1 && back.getUTCDate() === day ? epoch : null;
}

export function epochToIsoDate(epoch: number): string {
  return formatInTimeZone(epoch, 'UTC', 'yyyy-MM-dd');
}

/** Shown dates read 'MMMM DD, YYYY' (admin spec section 9), e.g. 'March 07, 2022'. */
export function formatFoundedDate(epoch: number): string {
  return formatInTimeZone(epoch, 'UTC', 'MMMM dd, yyyy');
}
