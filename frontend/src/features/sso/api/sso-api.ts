import type {
  SignInResultView,
  SsoCompleteDto,
  SsoSettingsDto,
  SsoSettingsView,
  SsoStartDto,
  SsoStartView,
  SsoTestDto,
  SsoTestView,
} from '@gc/contracts';
import { api } from '../../../shared/api/api-slice';

/** PUT's body: the DTO's fields, `client_secret` left out to keep the saved one. */
export type SsoSettingsRequest = Pick<
  SsoSettingsDto,
  'issuer' | 'oidc_client_id' | 'domains' | 'role' | 'required' | 'sms_after_sso'
> & { client_secret?: string };

/**
 * Single sign-on (issue 31): a client's OpenID Provider, which its administrators set up on the client details
 * screen, and the two public calls of a sign-in through it. The settings' answers replace the cached settings, so no
 * tag of their own is needed.
 */
export const ssoApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSsoSettings: build.query<SsoSettingsView, string>({
      query: (clientId) => `clients/${encodeURIComponent(clientId)}/sso`,
    }),
    saveSsoSettings: build.mutation<SsoSettingsView, { clientId: string; body: SsoSettingsRequest }>({
      query: ({ clientId, body }) => ({ url: `clients/${encodeURIComponent(clientId)}/sso`, method: 'PUT', body }),
      async onQueryStarted({ clientId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(ssoApi.util.upsertQueryData('getSsoSettings', clientId, data));
      },
    }),
    removeSsoSettings: build.mutation<SsoSettingsView, string>({
      query: (clientId) => ({ url: `clients/${encodeURIComponent(clientId)}/sso`, method: 'DELETE' }),
      async onQueryStarted(clientId, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(ssoApi.util.upsertQueryData('getSsoSettings', clientId, data));
      },
    }),
    testSsoIssuer: build.mutation<SsoTestView, { clientId: string; body: SsoTestDto }>({
      query: ({ clientId, body }) => ({
        url: `clients/${encodeURIComponent(clientId)}/sso/test`,
        method: 'POST',
        body,
      }),
    }),
    startSso: build.mutation<SsoStartView, SsoStartDto>({
      query: (body) => ({ url: 'auth/sso/start', method: 'POST', body }),
    }),
    completeSso: build.mutation<SignInResultView, SsoCompleteDto>({
      query: (body) => ({ url: 'auth/sso/complete', method: 'POST', body }),
    }),
  }),
});

export const {
  useGetSsoSettingsQuery,
  useSaveSsoSettingsMutation,
  useRemoveSsoSettingsMutation,
  useTestSsoIssuerMutation,
  useStartSsoMutation,
  useCompleteSsoMutation,
} = ssoApi;

/** The `code` of an API refusal ({ statusCode, message, code }), if it has one. */
export function errorCode(error: unknown): string | null {
  const data = (error as { data?: unknown } | null | undefined)?.data;
  const code = typeof data === 'object' && data !== null ? (data as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : null;
}
