import type { SessionUserView } from '@gc/contracts';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The signed-in person as sign-in answers; `role` is their role in the current client (null: none there). */
export type SessionUser = SessionUserView;

export interface AuthState {
  accessToken: string | null;
  refreshToken: string | null;
  user: SessionUser | null;
  /** why the last session ended, for /login to show (e.g. the terms were declined); never persisted */
  signOutNotice?: string;
}

export interface Session {
  accessToken: string;
  refreshToken: string;
  user: SessionUser;
}

export const signedOutState: AuthState = { accessToken: null, refreshToken: null, user: null };

export const authSlice = createSlice({
  name: 'auth',
  initialState: signedOutState,
  reducers: {
    signedIn: (_state, action: PayloadAction<Session>) => {
      const { accessToken, refreshToken, user } = action.payload;
      return { accessToken, refreshToken, user };
    },
    /** A rotated token pair; the server's fresh view of the person comes along when it answered one. */
    tokensRefreshed: (
      state,
      action: PayloadAction<{ accessToken: string; refreshToken: string; user?: SessionUser }>,
    ) => {
      state.accessToken = action.payload.accessToken;
      state.refreshToken = action.payload.refreshToken;
      if (action.payload.user) state.user = action.payload.user;
    },
    /** The server's current view of the signed-in person (role and client may have changed elsewhere). */
    userRefreshed: (state, action: PayloadAction<SessionUser>) => {
      if (state.accessToken) state.user = action.payload;
    },
    signedOut: (_state, action: PayloadAction<{ notice?: string } | undefined>) =>
      action.payload?.notice ? { ...signedOutState, signOutNotice: action.payload.notice } : signedOutState,
  },
});

export const { signedIn, tokensRefreshed, userRefreshed, signedOut } = authSlice.actions;

// Selectors take the slice's own shape so features need no RootState (and never import app/).
type WithAuth = { auth: AuthState };
export const selectAuth = (state: WithAuth) => state.auth;
export const selectAccessToken = (state: WithAuth) => state.auth.accessToken;
export const selectCurrentUser = (state: WithAuth) => state.auth.user;
export const selectCurrentRole = (state: WithAuth) => state.auth.user?.role ?? null;
export const selectSignOutNotice = (state: WithAuth) => state.auth.signOutNotice ?? null;
export const selectIsAuthenticated = (state: WithAuth) => state.auth.accessToken !== null && state.auth.user !== null;
