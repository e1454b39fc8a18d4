import type { IndustryView, OrganizationView, StageView, TeamRoleView } from '@gc/contracts';
import { api } from './api-slice';

/**
 * Reads several features need (the client forms, the team forms, the members' role dropdowns): one endpoint each,
 * so the cache holds one copy and features never import each other. Writes stay with the feature that owns them
 * (team roles are managed in features/clients) and invalidate these tags.
 */
export const referenceDataApi = api.injectEndpoints({
  endpoints: (build) => ({
    getIndustries: build.query<IndustryView[], void>({
      query: () => 'industries',
      providesTags: [{ type: 'Industry', id: 'LIST' }],
    }),
    getStages: build.query<StageView[], void>({
      query: () => 'stages',
      providesTags: [{ type: 'Stage', id: 'LIST' }],
    }),
    getOrganizations: build.query<OrganizationView[], void>({
      query: () => 'organizations',
      providesTags: [{ type: 'Organization', id: 'LIST' }],
    }),
    /** A client's team roles (system and custom). */
    getTeamRoles: build.query<TeamRoleView[], string>({
      query: (clientId) => `clients/${encodeURIComponent(clientId)}/team_roles`,
      providesTags: (_roles, _error, clientId) => [{ type: 'TeamRole', id: clientId }],
    }),
  }),
});

export const { useGetIndustriesQuery, useGetStagesQuery, useGetOrganizationsQuery, useGetTeamRolesQuery } =
  referenceDataApi;
