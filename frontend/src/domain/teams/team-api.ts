import type { TeamView } from '@gc/contracts';
import { api } from '../../shared/api/api-slice';

/** GET /teams/{id}: one team, for the Teams area and the reflection administration pages of that team. */
export const teamApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTeam: build.query<TeamView | null, string>({
      query: (teamId) => `teams/${encodeURIComponent(teamId)}`,
      // The API answers a list whose first item is the team (admin spec section 7).
      transformResponse: (teams: TeamView[]) => teams[0] ?? null,
      providesTags: (_team, _error, teamId) => [
        { type: 'Team', id: teamId },
        { type: 'TeamMember', id: teamId },
      ],
    }),
  }),
});

export const { useGetTeamQuery } = teamApi;
