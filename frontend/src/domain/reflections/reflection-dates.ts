import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';

/** The viewer's own time zone (the browser's), e.g. 'Europe/Paris'; UTC when the browser does not say. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** Shown dates read 'MMMM DD, YYYY' (admin spec section 9) in the viewer's time zone, e.g. 'March 07, 2022'. */
export function formatShownDate(instant: string | number | Date, timeZone = browserTimeZone()): string {
  return formatInTimeZone(instant, timeZone, 'MMMM dd, yyyy');
}

/** An ISO instant as a datetime-local input shows it in `timeZone` ('2026-03-07T09:30'); '' for no instant. */
export function instantToLocalInput(instant: string, timeZone: string): string {
  if (!instant || Number.isNaN(new Date(instant).getTime())) return '';
  return formatInTimeZone(instant, timeZone, "yyyy-MM-dd'T'HH:mm");
}

/** A datetime-local input's wall-clock time in `timeZone` as an ISO instant; '' while the input is incomplete. */
export function localInputToInstant(local: string, timeZone: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(local)) return '';
  const instant = fromZonedTime(local, timeZone);
  return Number.isNaN(instant.getTime()) ? '' : instant.toISOString();
}

/** An instant with its time, 'MMMM dd, yyyy, HH:mm' in the viewer's time zone, e.g. 'March 07, 2026, 09:30'. */
export function formatShownTime(instant: string | number | Date, timeZone = browserTimeZone()): string {
  return formatInTimeZone(instant, timeZone, 'MMMM dd, yyyy, HH:mm');
}
