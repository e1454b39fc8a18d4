import type {
  ClientInvitationView,
  ClientView,
  ConfidentialityDefaultsDto,
  ConfidentialityDefaultsView,
  CreateClientDto,
  MeView,
  TeamRoleView,
  UpdateClientDto,
} from '@gc/contracts';
import { api } from '../../../shared/api/api-slice';
import { userRefreshed } from '../../../shared/auth/auth-slice';

export interface InvitationAnswer {
  clientId: string;
  accepted: boolean;
}

export interface SwitchClientArgs {
  email: string;
  clientId: string;
}

export const clientsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getClients: build.query<ClientView[], void>({
      // The caller's clients with their role in each, for the workspace selector.
      query: () => 'clients',
      providesTags: (clients = []) => [
        { type: 'Client' as const, id: 'LIST' },
        ...clients.map((c) => ({ type: 'Client' as const, id: c.client_id })),
      ],
    }),
    /** With an idempotency key, sending the same form again (after a failure) can never create a second client. */
    createClient: build.mutation<ClientView | null, CreateClientDto & { idempotencyKey: string }>({
      query: ({ idempotencyKey, ...body }) => ({
        url: 'clients',
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      invalidatesTags: [{ type: 'Client', id: 'LIST' }],
    }),
    updateClient: build.mutation<ClientView, UpdateClientDto & { client_id: string }>({
      query: (body) => ({ url: `clients/${encodeURIComponent(body.client_id)}`, method: 'PUT', body }),
      // Team cards show the client name: they refresh too.
      invalidatesTags: (_result, _error, { client_id }) => [
        { type: 'Client', id: client_id },
        { type: 'Client', id: 'LIST' },
        { type: 'Team', id: 'LIST' },
      ],
    }),
    /** The client's team roles (system and custom), which this feature manages. */
    getTeamRoles: build.query<TeamRoleView[], string>({
      query: (clientId) => `clients/${encodeURIComponent(clientId)}/team_roles`,
      providesTags: (_roles, _error, clientId) => [{ type: 'TeamRole', id: clientId }],
    }),
    addTeamRole: build.mutation<TeamRoleView, { clientId: string; name: string }>({
      query: ({ clientId, name }) => ({
        url: `clients/${encodeURIComponent(clientId)}/team_roles`,
        method: 'POST',
        body: { name },
      }),
      invalidatesTags: (_result, _error, { clientId }) => [{ type: 'TeamRole', id: clientId }],
    }),
    deleteTeamRole: build.mutation<unknown, { clientId: string; teamRoleId: string }>({
      query: ({ clientId, teamRoleId }) => ({
        url: `clients/${encodeURIComponent(clientId)}/team_roles/${encodeURIComponent(teamRoleId)}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_result, _error, { clientId }) => [{ type: 'TeamRole', id: clientId }],
    }),
    replaceTeamRole: build.mutation<unknown, { clientId: string; teamRoleId: string; replacementId: string }>({
      query: ({ clientId, teamRoleId, replacementId }) => ({
        url: `clients/${encodeURIComponent(clientId)}/team_roles/${encodeURIComponent(teamRoleId)}/replace`,
        method: 'PUT',
        body: { team_role_id: replacementId },
      }),
      // Members who held the old role now hold the new one: team member lists change as well.
      invalidatesTags: (_result, _error, { clientId }) => [
        { type: 'TeamRole', id: clientId },
        { type: 'Team', id: 'LIST' },
        { type: 'TeamMember', id: 'LIST' },
      ],
    }),
    /**
     * GET /stats/settings: the caller's current client's confidentiality defaults, the mode and N its OS teams'
     * reflections start with (cofounder teams' start Open). Administrators read them (ManageTeams).
     */
    getConfidentialityDefaults: build.query<ConfidentialityDefaultsView, void>({
      query: () => 'stats/settings',
      providesTags: [{ type: 'Client', id: 'CONFIDENTIALITY_DEFAULTS' }],
    }),
    /** PUT /stats/settings: those who edit the client's details change them (General setup reads them again too). */
    updateConfidentialityDefaults: build.mutation<ConfidentialityDefaultsView, ConfidentialityDefaultsDto>({
      query: (body) => ({ url: 'stats/settings', method: 'PUT', body }),
      invalidatesTags: [{ type: 'Client', id: 'CONFIDENTIALITY_DEFAULTS' }],
    }),
    /**
     * Client switch (admin spec section 2): PUT /users/{email} with custom_client_id, then the session's user is
     * read again (/auth/me) so the role used by menus and guards is the role in the newly selected client.
     */
    switchClient: build.mutation<null, SwitchClientArgs>({
      async queryFn({ email, clientId }, { dispatch }, _extra, baseQuery) {
        const put = await baseQuery({
          url: `users/${encodeURIComponent(email)}`,
          method: 'PUT',
          body: { email, custom_client_id: clientId },
        });
        if (put.error) return { error: put.error };
        const me = await baseQuery('auth/me');
        if (me.error) return { error: me.error };
        const user = me.data as MeView;
        dispatch(
          userRefreshed({ id: user.id, email: user.email, name: user.name, role: user.role, clientId: user.clientId }),
        );
        return { data: null };
      },
    }),
    /** Invitations to join other clients, waiting for the signed-in person's answer. */
    getClientInvitations: build.query<ClientInvitationView[], void>({
      query: () => 'users/me/invitations',
      providesTags: [{ type: 'Invitation', id: 'LIST' }],
    }),
    /**
     * The person now holds the invited role there: the workspace selector lists the client, and when they had no
     * current client it becomes theirs, so the session's role is read again too.
     */
    acceptClientInvitation: build.mutation<InvitationAnswer, { clientId: string }>({
      query: ({ clientId }) => ({ url: `users/me/invitations/${encodeURIComponent(clientId)}/accept`, method: 'POST' }),
      invalidatesTags: [{ type: 'Invitation', id: 'LIST' }, { type: 'Client', id: 'LIST' }, 'Session'],
    }),
    declineClientInvitation: build.mutation<InvitationAnswer, { clientId: string }>({
      query: ({ clientId }) => ({
        url: `users/me/invitations/${encodeURIComponent(clientId)}/decline`,
        method: 'POST',
      }),
      invalidatesTags: [{ type: 'Invitation', id: 'LIST' }],
    }),
  }),
});

export const {
  useGetClientsQuery,
  useCreateClientMutation,
  useUpdateClientMutation,
  useGetTeamRolesQuery,
  useAddTeamRoleMutation,
  useDeleteTeamRoleMutation,
  useReplaceTeamRoleMutation,
  useGetConfidentialityDefaultsQuery,
  useUpdateConfidentialityDefaultsMutation,
  useSwitchClientMutation,
  useGetClientInvitationsQuery,
  useAcceptClientInvitationMutation,
  useDeclineClientInvitationMutation,
} = clientsApi;
