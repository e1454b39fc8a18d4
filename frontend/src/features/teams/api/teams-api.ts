import type {
  AddTeamMemberDto,
  CreateTeamDto,
  TeamMemberView,
  TeamRoleView,
  TeamView,
  UpdateTeamDto,
} from '@gc/contracts';
import { api } from '../../../shared/api/api-slice';

const teamListTags = [
  { type: 'Team' as const, id: 'LIST' },
  { type: 'TeamMember' as const, id: 'LIST' },
];

export const teamsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTeams: build.query<TeamView[], void>({
      // Admins get all of the current client's teams; everyone else only the teams they are in.
      query: () => 'teams',
      providesTags: (teams = []) => [
        { type: 'Team' as const, id: 'LIST' },
        { type: 'TeamMember' as const, id: 'LIST' },
        ...teams.map((t) => ({ type: 'Team' as const, id: t.team_id })),
      ],
    }),
    createTeam: build.mutation<TeamView | null, CreateTeamDto>({
      query: (body) => ({ url: 'teams', method: 'POST', body }),
      invalidatesTags: [{ type: 'Team', id: 'LIST' }],
    }),
    updateTeam: build.mutation<TeamView | null, UpdateTeamDto & { team_id: string }>({
      query: ({ team_id, ...body }) => ({ url: `teams/${encodeURIComponent(team_id)}`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { team_id }) => [{ type: 'Team', id: team_id }, ...teamListTags],
    }),
    deleteTeam: build.mutation<unknown, string>({
      query: (teamId) => ({ url: `teams/${encodeURIComponent(teamId)}`, method: 'DELETE' }),
      invalidatesTags: teamListTags,
    }),
    getTeamMembers: build.query<TeamMemberView[], string>({
      query: (teamId) => `teams/${encodeURIComponent(teamId)}/members`,
      providesTags: (_members, _error, teamId) => [
        { type: 'TeamMember', id: teamId },
        { type: 'TeamMember', id: 'LIST' },
      ],
    }),
    /**
     * The team roles a member can be given: the client's list, which features/clients manages (its writes
     * invalidate this TeamRole tag, so the dropdowns follow).
     */
    getMemberRoleOptions: build.query<TeamRoleView[], string>({
      query: (clientId) => `clients/${encodeURIComponent(clientId)}/team_roles`,
      providesTags: (_roles, _error, clientId) => [{ type: 'TeamRole', id: clientId }],
    }),
    addTeamMember: build.mutation<TeamMemberView | null, AddTeamMemberDto & { teamId: string }>({
      query: ({ teamId, ...body }) => ({ url: `teams/${encodeURIComponent(teamId)}/members`, method: 'POST', body }),
      invalidatesTags: (_result, _error, { teamId }) => [{ type: 'TeamMember', id: teamId }, ...teamListTags],
    }),
    changeTeamMemberRole: build.mutation<TeamMemberView | null, { teamId: string; email: string; team_role: string }>({
      query: ({ teamId, email, team_role }) => ({
        url: `teams/${encodeURIComponent(teamId)}/members/${encodeURIComponent(email)}`,
        method: 'PUT',
        body: { team_role },
      }),
      invalidatesTags: (_result, _error, { teamId }) => [{ type: 'TeamMember', id: teamId }, ...teamListTags],
    }),
    removeTeamMember: build.mutation<unknown, { teamId: string; email: string }>({
      query: ({ teamId, email }) => ({
        url: `teams/${encodeURIComponent(teamId)}/members/${encodeURIComponent(email)}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_result, _error, { teamId }) => [{ type: 'TeamMember', id: teamId }, ...teamListTags],
    }),
  }),
});

export const {
  useGetTeamsQuery,
  useCreateTeamMutation,
  useUpdateTeamMutation,
  useDeleteTeamMutation,
  useGetTeamMembersQuery,
  useGetMemberRoleOptionsQuery,
  useAddTeamMemberMutation,
  useChangeTeamMemberRoleMutation,
  useRemoveTeamMemberMutation,
} = teamsApi;
