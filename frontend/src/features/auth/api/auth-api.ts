import type { SignInDto, SignInResultView } from '@gc/contracts';
import { api } from '../../../shared/api/api-slice';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    signIn: build.mutation<SignInResultView, Pick<SignInDto, 'email' | 'password'>>({
      query: (body) => ({ url: 'auth/sign-in', method: 'POST', body }),
    }),
  }),
});

export const { useSignInMutation } = authApi;
