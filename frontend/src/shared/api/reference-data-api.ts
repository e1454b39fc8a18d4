import type { IndustryView, OrganizationView, StageView } from '@gc/contracts';
import { api } from './api-slice';

/**
 * Reference data several features read (the client forms, the team forms): one endpoint each, so the cache holds
 * one copy and features never import each other. A client's team roles are not reference data: features/clients
 * owns them (clients-api), and the teams feature reads the ones a member can be given (teams-api).
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
  }),
});

export const { useGetIndustriesQuery, useGetStagesQuery, useGetOrganizationsQuery } = referenceDataApi;
