import type { ReminderSentView, ReminderStatusView } from '@gc/contracts';
import { api } from '../../../shared/api/api-slice';

/**
 * 'Send reminder' (admins): GET /assessments/{id}/remind says when the last reminder went; POST mails the assignees
 * who have not finished, at most once a day.
 */
export const teamRemindersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReminderStatus: build.query<ReminderStatusView, string>({
      query: (reflectionId) => `assessments/${encodeURIComponent(reflectionId)}/remind`,
    }),
    remindReflection: build.mutation<ReminderSentView, string>({
      query: (reflectionId) => ({ url: `assessments/${encodeURIComponent(reflectionId)}/remind`, method: 'POST' }),
    }),
  }),
});

export const { useGetReminderStatusQuery, useRemindReflectionMutation } = teamRemindersApi;
