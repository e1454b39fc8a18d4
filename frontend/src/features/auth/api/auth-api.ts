import { api } from '../../../shared/api/api-slice';
import type { Session } from '../../../shared/auth/auth-slice';
import type { SignInRequest } from '../sign-in-credentials';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    signIn: build.mutation<Session, SignInRequest>({
      query: (body) => ({ url: 'auth/sign-in', method: 'POST', body }),
    }),
  }),
});

export const { useSignInMutation } = authApi;
