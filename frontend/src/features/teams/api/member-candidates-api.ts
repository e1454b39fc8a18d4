import type { UserView } from '@gc/contracts';
import { api } from '../../../shared/api/api-slice';

/**
 * The people of the current client an administrator may add to a team: GET /users (admins only, confined to the
 * caller's current client by the API), the same list as Manage All Users, so it follows that list's changes.
 */
export const memberCandidatesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMemberCandidates: build.query<UserView[], void>({
      query: () => 'users',
      providesTags: [{ type: 'User', id: 'LIST' }],
    }),
  }),
});

export const { useGetMemberCandidatesQuery } = memberCandidatesApi;
