/** GET /clients/{id}/sso (and the answer of PUT): the secret itself is never answered, only whether one is saved. */
export interface SsoSettingsView {
  configured: boolean;
  issuer: string | null;
  oidc_client_id: string | null;
  has_secret: boolean;
  domains: string[];
  role: number;
  required: boolean;
  sms_after_sso: boolean;
  /** the address to register at the provider as the redirect (callback) URI */
  redirect_uri: string;
  updated_on: string | null;
}

/** POST /clients/{id}/sso/test: what discovery found at the issuer. */
export interface SsoTestView {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  userinfo_endpoint: string | null;
  end_session_endpoint: string | null;
  /** PKCE with S256 is advertised (sign-in uses it either way) */
  pkce_s256: boolean;
  scopes_supported: string[];
  id_token_signing_alg_values_supported: string[];
}

/** POST /auth/sso/start: where to send the browser. */
export interface SsoStartView {
  authorization_url: string;
}

/** POST /auth/sign-out: also where to end the provider's session, for a session that came from one that can. */
export interface SignOutView {
  signedOut: true;
  logout_url?: string;
}
