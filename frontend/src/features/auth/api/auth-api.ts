import { IdentityMessages, type ChallengeName, type SignInDto, type SignInResultView } from '@gc/contracts';
import { api } from '../../../shared/api/api-slice';

/** What POST /auth/challenge takes for each challenge (see ChallengeAnswerDto). */
export type ChallengeAnswer = { session: string; challenge: ChallengeName } & (
  | { challenge: 'SMS_MFA'; code: string }
  | { challenge: 'NEW_PASSWORD_REQUIRED'; newPassword: string }
  | {
      challenge: 'ACCOUNT_SETUP';
      name: string;
      password: string;
      confirm_password: string;
      phone_number: string;
      alternate_email?: string;
      terms_accepted: true;
    }
  /** after a sign-in through the client's identity provider; the number was confirmed through confirmcode first */
  | { challenge: 'PHONE_SETUP'; phone_number: string }
);

/** sendcode / confirmcode during account set-up or phone set-up: public, identified by the challenge session. */
interface SetupCodeRequest {
  email: string;
  session: string;
  phone_number: string;
}

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    signIn: build.mutation<SignInResultView, Pick<SignInDto, 'email' | 'password'>>({
      query: (body) => ({ url: 'auth/sign-in', method: 'POST', body }),
    }),
    answerChallenge: build.mutation<SignInResultView, ChallengeAnswer>({
      query: (body) => ({ url: 'auth/challenge', method: 'POST', body }),
    }),
    sendSetupCode: build.mutation<{ destination: string }, SetupCodeRequest>({
      query: ({ email, ...rest }) => ({
        url: `users/${encodeURIComponent(email)}/sendcode`,
        method: 'POST',
        // the spec's client repeats the email as `email` and `Username`
        body: { email, Username: email, ...rest },
      }),
    }),
    confirmSetupCode: build.mutation<{ verified: boolean }, SetupCodeRequest & { code: string }>({
      query: ({ email, ...rest }) => ({
        url: `users/${encodeURIComponent(email)}/confirmcode`,
        method: 'POST',
        body: { email, Username: email, ...rest },
      }),
    }),
    forgotPassword: build.mutation<{ destination: string | null }, { email: string }>({
      query: (body) => ({ url: 'auth/forgot-password', method: 'POST', body }),
    }),
    confirmForgotPassword: build.mutation<{ message: string }, { email: string; code: string; newPassword: string }>({
      query: (body) => ({ url: 'auth/forgot-password/confirm', method: 'POST', body }),
    }),
  }),
});

export const {
  useSignInMutation,
  useAnswerChallengeMutation,
  useSendSetupCodeMutation,
  useConfirmSetupCodeMutation,
  useForgotPasswordMutation,
  useConfirmForgotPasswordMutation,
} = authApi;

/**
 * 'User is disabled.': /login opens the suspended modal instead of a red line. Here, not in the login page, because
 * contracts' identity rules (with the breached-password list) are not part of /login's first download.
 */
export const isAccountDisabled = (message: string) => message === IdentityMessages.disabled;
