import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import * as openid from 'openid-client';
import { isLocalHttpUrl, SsoMessages, type SsoFailureCode, type SsoTestView } from '@gc/contracts';
import { DomainError } from '../../../shared/domain-error';

/**
 * The one place that speaks OpenID Connect, through openid-client (panva's certified relying-party library): we
 * never write the protocol by hand. Discovery answers are kept for DISCOVERY_TTL_MS per provider and client, so a
 * sign-in costs the provider two requests (authorization, token) after the first.
 */
const DISCOVERY_TTL_MS = 10 * 60 * 1000;
/** seconds openid-client waits for the provider before it gives up (the person sees PROVIDER_UNAVAILABLE) */
const PROVIDER_TIMEOUT_SECONDS = 10;

export interface ProviderClient {
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
}

/** http is allowed for a provider on this machine only (development and the tests' provider). */
const isLocalHttp = (issuer: string) => isLocalHttpUrl(new URL(issuer));

function requestOptions(issuer: string) {
  return {
    timeout: PROVIDER_TIMEOUT_SECONDS,
    ...(isLocalHttp(issuer) ? { execute: [openid.allowInsecureRequests] } : {}),
  };
}

@Injectable()
export class OidcConfigurations {
  private readonly cache = new Map<string, { config: openid.Configuration; until: number }>();

  /** The provider's configuration for this client (discovery, cached). Throws SsoFailure PROVIDER_UNAVAILABLE. */
  async configuration(client: ProviderClient, now = Date.now()): Promise<openid.Configuration> {
    // keyed by a digest: the secret itself is not kept here beyond the configuration openid-client holds
    const key = `${client.issuer}\n${createHash('sha256').update(`${client.clientId}\n${client.clientSecret}`).digest('hex')}`;
    const cached = this.cache.get(key);
    if (cached && cached.until > now) return cached.config;
    if (cached) this.cache.delete(key);
    let config: openid.Configuration;
    try {
      config = await openid.discovery(
        new URL(client.issuer),
        client.clientId,
        { client_secret: client.clientSecret },
        openid.ClientSecretBasic(client.clientSecret),
        requestOptions(client.issuer),
      );
    } catch (error) {
      throw new SsoFailure('PROVIDER_UNAVAILABLE', describe(error));
    }
    if (isLocalHttp(client.issuer)) openid.allowInsecureRequests(config);
    this.cache.set(key, { config, until: now + DISCOVERY_TTL_MS });
    return config;
  }

  /** Forget what discovery found for a provider (its settings changed or it failed us). */
  forget(issuer: string): void {
    for (const key of this.cache.keys()) if (key.startsWith(`${issuer}\n`)) this.cache.delete(key);
  }
}

/** An http issuer serves development and tests only: production takes https (refused before anything is asked). */
export function requireIssuerAllowed(issuer: string, env: NodeJS.ProcessEnv = process.env): void {
  if (env.NODE_ENV === 'production' && !issuer.startsWith('https:'))
    throw new DomainError('validation', SsoMessages.httpIssuerInProduction, 'VALIDATION_FAILED');
}

/** The Test button: discovery of an issuer, with what it found. Throws SsoFailure PROVIDER_UNAVAILABLE. */
export async function discover(issuer: string): Promise<SsoTestView> {
  let config: openid.Configuration;
  try {
    config = await openid.discovery(
      new URL(issuer),
      'discovery-test',
      undefined,
      openid.None(),
      requestOptions(issuer),
    );
  } catch (error) {
    throw new SsoFailure('PROVIDER_UNAVAILABLE', describe(error));
  }
  const m = config.serverMetadata();
  return {
    issuer: m.issuer,
    authorization_endpoint: m.authorization_endpoint ?? '',
    token_endpoint: m.token_endpoint ?? '',
    userinfo_endpoint: m.userinfo_endpoint ?? null,
    end_session_endpoint: m.end_session_endpoint ?? null,
    pkce_s256: m.supportsPKCE('S256'),
    scopes_supported: m.scopes_supported ?? [],
    id_token_signing_alg_values_supported: m.id_token_signing_alg_values_supported ?? [],
  };
}

/** A refused sign-in: the code the person is sent back with, and a detail for the log (never a token or secret). */
export class SsoFailure extends Error {
  constructor(
    readonly code: SsoFailureCode,
    readonly detail: string,
  ) {
    super(`${code}: ${detail}`);
  }
}

/** What openid-client refused, as the failure the person reads. */
export function failureOf(error: unknown): SsoFailure {
  if (error instanceof SsoFailure) return error;
  if (error instanceof openid.AuthorizationResponseError)
    return new SsoFailure('PROVIDER_REFUSED', `provider answered error=${error.error}`);
  if (error instanceof openid.ResponseBodyError)
    return error.error === 'invalid_grant'
      ? new SsoFailure('CODE_REJECTED', `token endpoint: ${error.error} (${error.status})`)
      : new SsoFailure(
          error.status >= 500 ? 'PROVIDER_UNAVAILABLE' : 'PROVIDER_REFUSED',
          `token endpoint: ${error.error} (${error.status})`,
        );
  if (isTypeError(error)) return new SsoFailure('PROVIDER_UNAVAILABLE', describe(error));
  if (error instanceof openid.ClientError) {
    const claim = claimOf(error);
    switch (error.code) {
      case 'OAUTH_JWT_CLAIM_COMPARISON_FAILED':
        if (claim === 'nonce') return new SsoFailure('NONCE_MISMATCH', 'ID token nonce differs');
        if (claim === 'iss') return new SsoFailure('ISSUER_MISMATCH', 'ID token iss differs');
        if (claim === 'aud' || claim === 'azp') return new SsoFailure('AUDIENCE_MISMATCH', `ID token ${claim} differs`);
        return new SsoFailure('TOKEN_INVALID', `ID token ${claim ?? 'claim'} differs`);
      case 'OAUTH_JWT_TIMESTAMP_CHECK_FAILED':
        return claim === 'exp'
          ? new SsoFailure('TOKEN_EXPIRED', 'ID token expired')
          : new SsoFailure('TOKEN_INVALID', `ID token ${claim ?? 'timestamp'} check failed`);
      case 'OAUTH_RESPONSE_IS_NOT_CONFORM':
      case 'OAUTH_RESPONSE_IS_NOT_JSON':
      case 'OAUTH_TIMEOUT':
      case 'OAUTH_ABORT':
        return new SsoFailure('PROVIDER_UNAVAILABLE', `${error.code}`);
      default:
        // openid-client wraps a failed fetch (connection refused, reset) in 'something went wrong'
        if (causedByNetwork(error)) return new SsoFailure('PROVIDER_UNAVAILABLE', describe(error));
        return new SsoFailure('TOKEN_INVALID', `${error.code ?? 'client error'}: ${error.message}`);
    }
  }
  return new SsoFailure('TOKEN_INVALID', describe(error));
}

/** fetch fails with a TypeError ('fetch failed'), possibly of another realm (so not `instanceof`) */
const isTypeError = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'TypeError';

function causedByNetwork(error: Error): boolean {
  let cause: unknown = error.cause;
  for (let i = 0; i < 4 && cause; i++) {
    if (isTypeError(cause)) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/** The claim an oauth4webapi check failed on (its cause's cause carries `claim`). */
function claimOf(error: Error): string | undefined {
  let cause: unknown = error.cause;
  for (let i = 0; i < 3 && cause && typeof cause === 'object'; i++) {
    const claim = (cause as { claim?: unknown }).claim;
    if (typeof claim === 'string') return claim;
    cause = (cause as { cause?: unknown }).cause;
  }
  return undefined;
}

/** A short description for the log: the class and message only (openid-client's messages carry no tokens). */
function describe(error: unknown): string {
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
    return `${error.name}: ${error.message}${cause}`.slice(0, 300);
  }
  if (typeof error === 'object' && error !== null) {
    // an error of another realm is no `instanceof Error` here, and may not even convert to a string
    const { name, message } = error as { name?: unknown; message?: unknown };
    return `${typeof name === 'string' ? name : 'Error'}: ${typeof message === 'string' ? message : 'unknown'}`.slice(
      0,
      300,
    );
  }
  return String(error).slice(0, 300);
}

export { openid };
