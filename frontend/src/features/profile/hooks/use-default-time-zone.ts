import { useEffect } from 'react';
import { browserTimeZone } from '../../../domain/reflections/reflection-dates';
import { useGetReminderPreferencesQuery, useUpdateReminderPreferencesMutation } from '../api/reminders-api';

const DONE_KEY = 'gc.timeZoneDefaulted';

function doneThisSession(): boolean {
  try {
    return window.sessionStorage.getItem(DONE_KEY) === 'true';
  } catch {
    return true;
  }
}

/**
 * Once per browser session inside /app: a member who never chose a time zone gets the browser's, so weekly
 * reminders arrive at 09:00 where they are. Quiet on failure: the profile's setting remains.
 */
export function useDefaultTimeZone() {
  const skip = doneThisSession();
  const { data } = useGetReminderPreferencesQuery(undefined, { skip });
  const [update] = useUpdateReminderPreferencesMutation();
  useEffect(() => {
    if (!data || doneThisSession()) return;
    try {
      window.sessionStorage.setItem(DONE_KEY, 'true');
    } catch {
      // no session storage: it runs again next time, which is harmless
    }
    if (data.time_zone === null) void update({ time_zone: browserTimeZone() });
  }, [data, update]);
}
