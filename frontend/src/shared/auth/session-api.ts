import type { MeView, SignOutView } from '@gc/contracts';
import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { api } from '../api/api-slice';
import { signedOut, userRefreshed } from './auth-slice';
import { paths } from '../routing/paths';

/**
 * The session as the server sees it. Shared, because the sign-in flow, the terms pages, the dashboard and the
 * profile all read who is signed in (features never import each other).
 */
export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /auth/me: role in the current client, phone state, terms acceptance. */
    me: build.query<MeView, void>({
      query: () => 'auth/me',
      providesTags: ['Session'],
      // Menus and guards read the role from the store: keep it in step with the server (a client switch or a role
      // change made in another tab or by an administrator applies on the next /app load).
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) {
          dispatch(
            userRefreshed({
              id: data.id,
              email: data.email,
              name: data.name,
              role: data.role,
              clientId: data.clientId,
            }),
          );
        }
      },
    }),
    /** POST /auth/sign-out; `logout_url` ends the identity provider's session too, for a session that came from one */
    signOut: build.mutation<SignOutView, void>({
      query: () => ({ url: 'auth/sign-out', method: 'POST' }),
    }),
  }),
});

export const { useMeQuery, useSignOutMutation } = sessionApi;

const leaveForProvider = (url: string) => window.location.assign(url);

/**
 * Sign out: ends the session on the server too (its refresh token stops working), then leaves for /login before
 * the session is forgotten, so the route guard does not remember this page for the next person. `notice` is
 * shown on /login as a red line (e.g. after declining the terms). A session that came from the client's identity
 * provider (single sign-on) then leaves for the provider's sign-out page, when the server gave one.
 */
export function useSignOut(leaveFor: (url: string) => void = leaveForProvider) {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [signOut] = useSignOutMutation();
  return useCallback(
    async (options: { notice?: string; skipServer?: boolean } = {}) => {
      // A failed server sign-out must not keep the person signed in here.
      const answer = options.skipServer ? null : await signOut();
      // The notice travels in the store, not in router state: the route guard may redirect to /login first.
      await navigate(paths.login, { replace: true });
      dispatch(signedOut(options.notice ? { notice: options.notice } : undefined));
      const logoutUrl = answer?.data?.logout_url;
      if (logoutUrl) leaveFor(logoutUrl);
    },
    [dispatch, navigate, signOut, leaveFor],
  );
}
