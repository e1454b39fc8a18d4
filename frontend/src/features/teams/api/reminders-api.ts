import type { ReminderSentView } from '@gc/contracts';
import { api } from '../../../shared/api/api-slice';

/** POST /assessments/{id}/remind (admins): mails the assignees who have not finished, at most once a day. */
export const teamRemindersApi = api.injectEndpoints({
  endpoints: (build) => ({
    remindAssessment: build.mutation<ReminderSentView, string>({
      query: (assessmentId) => ({ url: `assessments/${encodeURIComponent(assessmentId)}/remind`, method: 'POST' }),
    }),
  }),
});

export const { useRemindAssessmentMutation } = teamRemindersApi;
