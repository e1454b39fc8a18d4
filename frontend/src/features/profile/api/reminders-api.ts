import type { ReminderPreferencesDto, ReminderPreferencesView } from '@gc/contracts';
import { api } from '../../../shared/api/api-slice';

const PREFERENCES = { type: 'Session' as const, id: 'REMINDER_PREFERENCES' };

/** The member's reminder settings: time zone (IANA) and weekly reminders (issue 10). */
export const remindersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReminderPreferences: build.query<ReminderPreferencesView, void>({
      query: () => 'reminders/preferences',
      providesTags: [PREFERENCES],
    }),
    updateReminderPreferences: build.mutation<ReminderPreferencesView, ReminderPreferencesDto>({
      query: (body) => ({ url: 'reminders/preferences', method: 'PUT', body }),
      invalidatesTags: [PREFERENCES],
    }),
  }),
});

export const { useGetReminderPreferencesQuery, useUpdateReminderPreferencesMutation } = remindersApi;
