import type { ConfidentialityDefaultsView, CreateTemplateDto, TeamMemberView, TeamView } from '@gc/contracts';
import type { Reflection } from '../../../domain/reflections/reflection-types';
import { api } from '../../../shared/api/api-slice';

/**
 * The General setup tab's reads: the client's teams and a team's members, to publish to, and the client's
 * confidentiality defaults. The teams and clients features own these; the builder reads them through endpoints of its
 * own under the same tags, so a change there refreshes the publish form too.
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
    /**
     * GET /stats/settings: the client's confidentiality defaults, which an OS team's new reflection starts with. The
     * clients feature edits them under the same tag, so a change there refreshes General setup.
     */
    getPublishConfidentialityDefaults: build.query<ConfidentialityDefaultsView, void>({
      query: () => 'stats/settings',
      providesTags: [{ type: 'Client', id: 'CONFIDENTIALITY_DEFAULTS' }],
    }),
    /**
     * POST /assessments/templates: 'Save as template' (issue 29), a template of the caller's client; the template
     * grid (GET /assessments/templates) reads it again.
     */
    createTemplate: build.mutation<Reflection, CreateTemplateDto>({
      query: (body) => ({ url: 'assessments/templates', method: 'POST', body }),
      invalidatesTags: [
        { type: 'Template', id: 'LIST' },
        { type: 'ReflectionList', id: 'LIST' },
      ],
    }),
  }),
});

export const {
  useGetPublishTeamsQuery,
  useGetPublishTeamMembersQuery,
  useGetPublishConfidentialityDefaultsQuery,
  useCreateTemplateMutation,
} = builderApi;
