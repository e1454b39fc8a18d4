import type { TokensView } from '@gc/contracts';
import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { signedIn } from '../../../shared/auth/auth-slice';
import { returnPathAfterSignIn } from '../../../shared/auth/return-path';
import { paths } from '../../../shared/routing/paths';

/**
 * Tokens in hand: keep the session, then go back to the page the visitor first asked for. Someone who has not
 * accepted the current terms (they declined them last time) sees /terms first; accepting continues to that page.
 */
export function useFinishSignIn() {
  const dispatch = useDispatch<ThunkDispatch<unknown, unknown, UnknownAction>>();
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    async (tokens: TokensView) => {
      const { accessToken, refreshToken, user } = tokens;
      dispatch(signedIn({ accessToken, refreshToken, user }));
      // loaded here, not with /login (RTK Query); the sign-in request before this one has loaded the API slice
      const { sessionApi } = await import('../../../shared/auth/session-api');
      const me = await dispatch(sessionApi.endpoints.me.initiate(undefined, { forceRefetch: true, subscribe: false }));
      if (me.data && !me.data.terms_accepted) {
        navigate(paths.terms, { replace: true, state: location.state });
        return;
      }
      navigate(returnPathAfterSignIn(location.state), { replace: true });
    },
    [dispatch, navigate, location.state],
  );
}
