import { authSlice, selectCurrentRole, selectIsAuthenticated, signedIn, signedOut, type Session } from './auth-slice';
import { AUTH_STORAGE_KEY, loadAuthState, saveAuthState } from './auth-storage';

const session: Session = {
  accessToken: 'access',
  refreshToken: 'refresh',
  user: { id: 'u1', email: 'ada@example.com', name: 'Ada Lovelace', role: 8, clientId: 'c1' },
};

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

describe('auth slice', () => {
  it('given a sign-in, the person is authenticated with their role in the current client', () => {
    const state = { auth: authSlice.reducer(undefined, signedIn(session)) };
    expect(selectIsAuthenticated(state)).toBe(true);
    expect(selectCurrentRole(state)).toBe(8);
  });

  it('given a sign-out, tokens and user are gone', () => {
    const state = { auth: authSlice.reducer(authSlice.reducer(undefined, signedIn(session)), signedOut()) };
    expect(selectIsAuthenticated(state)).toBe(false);
    expect(selectCurrentRole(state)).toBeNull();
  });

  it('persists the session and forgets it on sign-out', () => {
    const storage = memoryStorage();
    saveAuthState(storage, session);
    expect(loadAuthState(storage)).toEqual(session);
    saveAuthState(storage, authSlice.reducer(undefined, signedOut()));
    expect(storage.items.has(AUTH_STORAGE_KEY)).toBe(false);
  });

  it('treats an unreadable stored session as signed out', () => {
    const storage = memoryStorage();
    storage.setItem(AUTH_STORAGE_KEY, '{not json');
    expect(loadAuthState(storage).accessToken).toBeNull();
    storage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ accessToken: 'a', refreshToken: 'r', user: { role: '5' } }));
    expect(loadAuthState(storage).user).toBeNull();
    expect(loadAuthState(undefined).user).toBeNull();
  });
});

describe('sign-out notice', () => {
  it('keeps why the session ended for /login, and forgets it at the next sign-in', async () => {
    const { selectSignOutNotice } = await import('./auth-slice');
    const out = authSlice.reducer(
      undefined,
      signedOut({ notice: 'Error: Logged out. User must accept Terms & Conditions' }),
    );
    expect(selectSignOutNotice({ auth: out })).toBe('Error: Logged out. User must accept Terms & Conditions');
    expect(selectSignOutNotice({ auth: authSlice.reducer(out, signedIn(session)) })).toBeNull();
    expect(selectSignOutNotice({ auth: authSlice.reducer(undefined, signedOut()) })).toBeNull();
  });
});

describe('userRefreshed', () => {
  it('replaces the stored person while signed in and ignores it when signed out', async () => {
    const { authSlice, signedIn, signedOutState, userRefreshed } = await import('./auth-slice');
    const user = { id: 'u1', email: 'a@b.test', name: 'Ada Lovelace', role: 8, clientId: 'c1' };
    const signed = authSlice.reducer(signedOutState, signedIn({ accessToken: 'a', refreshToken: 'r', user }));
    const promoted = authSlice.reducer(signed, userRefreshed({ ...user, role: 0, clientId: 'c2' }));
    expect(promoted.user).toEqual({ ...user, role: 0, clientId: 'c2' });
    expect(authSlice.reducer(signedOutState, userRefreshed(user)).user).toBeNull();
  });
});
