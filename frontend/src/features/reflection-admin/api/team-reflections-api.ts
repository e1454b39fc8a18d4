import type { TeamReflectionsView } from '@gc/contracts';
import { api } from '../../../shared/api/api-slice';

export const teamReflectionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /teams/{id}/assessments (spec section 7): the team's published reflections grouped by phase. A failure
     * stays a failure (the page says 'could not load' with a Retry), never four empty groups. The reflections'
     * writes (domain/reflections) invalidate 'TeamReflections'.
     */
    getTeamReflections: build.query<TeamReflectionsView, string>({
      query: (teamId) => `teams/${encodeURIComponent(teamId)}/assessments`,
      providesTags: (_groups, _error, teamId) => [{ type: 'TeamReflections', id: teamId }],
    }),
  }),
});

export const { useGetTeamReflectionsQuery } = teamReflectionsApi;
