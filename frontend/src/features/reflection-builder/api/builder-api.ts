import type { TeamMemberView, TeamView } from '@gc/contracts';
import { api } from '../../../shared/api/api-slice';

/**
 * The General setup tab's reads: the client's teams and a team's members, to publish to. The teams feature owns
 * these lists; the builder reads them through endpoints of its own under the same tags, so a team's changes there
 * refresh the publish form too.
 */
export const builderApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPublishTeams: build.query<TeamView[], void>({
      query: () => 'teams',
      providesTags: [{ type: 'Team', id: 'LIST' }],
    }),
    getPublishTeamMembers: build.query<TeamMemberView[], string>({
      query: (teamId) => `teams/${encodeURIComponent(teamId)}/members`,
      providesTags: (_members, _error, teamId) => [
        { type: 'TeamMember', id: teamId },
        { type: 'TeamMember', id: 'LIST' },
      ],
    }),
  }),
});

export const { useGetPublishTeamsQuery, useGetPublishTeamMembersQuery } = builderApi;
