import { FLAG, INTEGER, listOf, MAYBE_TEXT, TEXT, type SchemaObject } from '../../../http/openapi';

/** OpenAPI shapes of the single sign-on answers (SsoSettingsView, SsoTestView, SsoStartView of contracts). */
export const ssoSettingsSchema: SchemaObject = {
  type: 'object',
  properties: {
    configured: FLAG,
    issuer: MAYBE_TEXT,
    oidc_client_id: MAYBE_TEXT,
    has_secret: { type: 'boolean', description: 'a client secret is saved (it is never answered)' },
    domains: listOf(TEXT),
    role: { ...INTEGER, description: 'role of the people a first sign-in brings in: 8 User or 0 Client Administrator' },
    required: FLAG,
    sms_after_sso: FLAG,
    redirect_uri: { type: 'string', description: 'to register at the provider' },
    updated_on: MAYBE_TEXT,
  },
};

export const ssoTestSchema: SchemaObject = {
  type: 'object',
  properties: {
    issuer: TEXT,
    authorization_endpoint: TEXT,
    token_endpoint: TEXT,
    userinfo_endpoint: MAYBE_TEXT,
    end_session_endpoint: MAYBE_TEXT,
    pkce_s256: FLAG,
    scopes_supported: listOf(TEXT),
    id_token_signing_alg_values_supported: listOf(TEXT),
  },
};

export const ssoStartSchema: SchemaObject = {
  type: 'object',
  properties: { authorization_url: { type: 'string', description: "the provider's login page for this sign-in" } },
};
