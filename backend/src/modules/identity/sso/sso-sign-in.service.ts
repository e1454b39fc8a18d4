import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import {
  emailDomain,
  formatPosition,
  parsePosition,
  normalizeEmail,
  RoleId,
  SSO_FAILURES,
  SsoMessages,
  userStream,
  type ChallengeView,
  type SsoStartView,
  type TokensView,
} from '@gc/contracts';
import { AggregateStore } from '../../../shared/aggregate-store';
import { clock } from '../../../shared/clock';
import { personContext } from '../../../shared/command-context';
import { DomainError, notFound } from '../../../shared/domain-error';
import { sha256 } from '../auth/password-hasher';
import type { SsoBinding } from '../auth/token.service';
import { userDecider } from '../domain/user.decider';
import { Lockout } from '../shared/lockout.service';
import { UserAccounts } from '../shared/user-accounts.service';
import { SignInService } from '../sign-in/sign-in.service';
import { failureOf, OidcConfigurations, openid, SsoFailure } from './oidc';
import { SsoFlows } from './sso-flows';
import { open, seal } from './sso-secrets';
import { ID_TOKEN_PURPOSE, SsoSettingsStore, type SsoSettings } from './sso-settings.store';

const SCOPE = 'openid email profile';

/** What the provider vouched for, read from the validated ID token (or its userinfo for the same subject). */
interface Vouched {
  readonly subject: string;
  readonly email: string;
  readonly name: string | null;
}

/**
 * Sign-in through a client's own OpenID Provider: authorization code with PKCE, `state` and `nonce`, all checked by
 * openid-client. start -> the provider's login page -> callback (validates, finds or brings in the person) -> the
 * SPA redeems a one-time handoff for our usual tokens, bound to the client. Every refusal writes nothing, sends the
 * browser back with a code, and is logged with that code and the client, never a token, code or secret.
 */
@Injectable()
export class SsoSignInService {
  private readonly logger = new Logger('sso');

  constructor(
    private readonly store: SsoSettingsStore,
    private readonly providers: OidcConfigurations,
    private readonly flows: SsoFlows,
    private readonly accounts: UserAccounts,
    private readonly aggregates: AggregateStore,
    private readonly lockout: Lockout,
    private readonly signIn: SignInService,
  ) {}

  /** POST /auth/sso/start: the email's domain finds the client; the answer is where to send the browser. */
  async start(email: string, browserBinding: string): Promise<SsoStartView> {
    const settings = await this.store.findByDomain(emailDomain(email));
    if (!settings) throw notFound(SsoMessages.unknownDomain, 'UNKNOWN_DOMAIN');
    try {
      const config = await this.providers.configuration(this.providerClient(settings));
      const codeVerifier = openid.randomPKCECodeVerifier();
      const state = openid.randomState();
      const nonce = openid.randomNonce();
      const url = openid.buildAuthorizationUrl(config, {
        redirect_uri: this.store.redirectUri,
        scope: SCOPE,
        code_challenge: await openid.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
        login_hint: email,
      });
      await this.flows.begin(
        { clientId: settings.clientId, issuer: settings.issuer, codeVerifier, nonce, browser: sha256(browserBinding) },
        state,
      );
      return { authorization_url: url.href };
    } catch (error) {
      const failure = failureOf(error);
      this.refused(failure, settings.clientId, 'start');
      throw new DomainError(
        failure.code === 'PROVIDER_UNAVAILABLE' ? 'unavailable' : 'unauthorized',
        SSO_FAILURES[failure.code],
        failure.code,
      );
    }
  }

  /** GET /auth/sso/callback: where to send the browser next (the SPA, with a handoff or an error code). */
  async callback(query: URLSearchParams, browserBinding: string | null, now = clock.now()): Promise<string> {
    let clientId: string | null = null;
    try {
      const state = query.get('state');
      const flow = state ? await this.flows.take(state) : null;
      if (!state || !flow) throw new SsoFailure('STATE_INVALID', state ? 'unknown, expired or used state' : 'no state');
      clientId = flow.clientId;
      // login CSRF: a callback address someone else started (and sent to this browser) signs no one in here
      if (!browserBinding || sha256(browserBinding) !== flow.browser)
        throw new SsoFailure('BROWSER_MISMATCH', 'the browser binding cookie is missing or belongs to another sign-in');
      const settings = await this.store.find(flow.clientId);
      if (!settings || settings.issuer !== flow.issuer)
        throw new SsoFailure('NOT_CONFIGURED', 'settings changed meanwhile');
      const config = await this.providers.configuration(this.providerClient(settings));
      const currentUrl = new URL(`${this.store.redirectUri}?${query.toString()}`);
      const tokens = await openid.authorizationCodeGrant(config, currentUrl, {
        pkceCodeVerifier: flow.codeVerifier,
        expectedState: state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      const vouched = await this.vouched(config, tokens);
      if (!settings.domains.includes(emailDomain(vouched.email)))
        throw new SsoFailure('DOMAIN_NOT_VOUCHED', `domain ${emailDomain(vouched.email)} not in the client's list`);
      const person = await this.person(settings, vouched, now);
      const handoff = await this.flows.hand({
        userId: person.userId,
        clientId: settings.clientId,
        sealedIdToken: tokens.id_token ? seal(this.store.key, tokens.id_token, ID_TOKEN_PURPOSE) : null,
        smsAfterSso: settings.smsAfterSso,
        position: person.position,
        browser: flow.browser,
      });
      this.logger.log({ msg: 'sso sign-in vouched', clientId: settings.clientId, userId: person.userId });
      // in the fragment: never sent to a server, so no proxy or static-file log keeps it
      return `${this.store.postLogoutRedirectUri}/sso#${new URLSearchParams({ handoff }).toString()}`;
    } catch (error) {
      const failure = failureOf(error);
      this.refused(failure, clientId, 'callback');
      return this.spa({ error: failure.code });
    }
  }

  /** POST /auth/sso/complete: our tokens for a handoff (once), or the SMS step when the client asks for it. */
  async complete(
    handoff: string,
    browserBinding: string | null,
    now = clock.now(),
  ): Promise<TokensView | ChallengeView> {
    const done = await this.flows.redeem(handoff);
    if (!done) throw new DomainError('unauthorized', SSO_FAILURES.STATE_INVALID, 'STATE_INVALID');
    // the handoff redeems only in the browser that started the sign-in (login CSRF with a handoff sent to another)
    if (!browserBinding || sha256(browserBinding) !== done.browser) {
      this.refused(
        new SsoFailure('BROWSER_MISMATCH', 'handoff redeemed without the starting browser cookie'),
        done.clientId,
        'complete',
      );
      throw new DomainError('unauthorized', SSO_FAILURES.BROWSER_MISMATCH, 'BROWSER_MISMATCH');
    }
    // disabled meanwhile (or ever): whatever the provider says, a disabled person is stopped here
    const state = await this.accounts.state(done.userId);
    if (state.status !== 'active' || (await this.lockout.isLocked(done.userId, now)))
      throw new DomainError('unauthorized', SSO_FAILURES.USER_DISABLED, 'USER_DISABLED');
    const binding: SsoBinding = { clientId: done.clientId, sealedIdToken: done.sealedIdToken };
    if (done.smsAfterSso) return this.signIn.startMfa(done.userId, now, binding);
    return this.signIn.issueTokens(done.userId, parsePosition(done.position), now, binding);
  }

  /**
   * Where to end the provider's session too, for a session that came from a provider that offers it
   * (end_session_endpoint): read before the session is revoked. Undefined otherwise, or if the provider is down.
   */
  async logoutUrl(sessionId: string): Promise<string | undefined> {
    const session = await this.store.db
      .selectFrom('auth_sessions')
      .select(['sso_client_id', 'sso_id_token'])
      .where('session_id', '=', sessionId)
      .executeTakeFirst();
    if (!session?.sso_client_id) return undefined;
    const settings = await this.store.find(session.sso_client_id);
    if (!settings) return undefined;
    try {
      const config = await this.providers.configuration(this.providerClient(settings));
      if (!config.serverMetadata().end_session_endpoint) return undefined;
      const idToken = session.sso_id_token ? open(this.store.key, session.sso_id_token, ID_TOKEN_PURPOSE) : null;
      return openid.buildEndSessionUrl(config, {
        post_logout_redirect_uri: this.store.postLogoutRedirectUri,
        ...(idToken ? { id_token_hint: idToken } : {}),
      }).href;
    } catch (error) {
      this.refused(failureOf(error), settings.clientId, 'sign-out');
      return undefined;
    }
  }

  private providerClient(settings: SsoSettings) {
    const clientSecret = this.store.clientSecret(settings);
    // sealed under another key (SSO_SECRET_KEY or JWT_SECRET changed): the administrator saves the secret again
    if (clientSecret === null) throw new SsoFailure('NOT_CONFIGURED', 'client secret unreadable under the current key');
    return { issuer: settings.issuer, clientId: settings.oidcClientId, clientSecret };
  }

  /** The person the validated ID token names; email and email_verified from it, else from userinfo (same subject). */
  private async vouched(
    config: openid.Configuration,
    tokens: Awaited<ReturnType<typeof openid.authorizationCodeGrant>>,
  ): Promise<Vouched> {
    const claims = tokens.claims();
    if (!claims) throw new SsoFailure('TOKEN_INVALID', 'no ID token');
    let email: unknown = claims.email;
    let verified: unknown = claims.email_verified;
    let name: unknown = claims.name;
    if (typeof email !== 'string' || verified === undefined) {
      // the address and whether it is verified come as a pair, from one source: the ID token, else userinfo
      const info = await openid.fetchUserInfo(config, tokens.access_token, claims.sub);
      if (typeof info.email === 'string' && typeof email === 'string' && info.email !== email)
        throw new SsoFailure('EMAIL_UNVERIFIED', 'userinfo names another email than the ID token');
      email = typeof info.email === 'string' ? info.email : email;
      verified = info.email_verified;
      name = name ?? info.name;
    }
    // Microsoft Entra ID sends no email_verified; its optional claim xms_edov says the email's domain is verified by
    // the tenant that owns it (an administrator adds the claim to the app registration: docs/identity.md)
    if (verified === undefined && (claims.xms_edov === true || claims.xms_edov === 'true' || claims.xms_edov === 1))
      verified = true;
    if (typeof email !== 'string' || !email.includes('@')) throw new SsoFailure('EMAIL_UNVERIFIED', 'no email claim');
    if (verified !== true && verified !== 'true')
      throw new SsoFailure('EMAIL_UNVERIFIED', 'email_verified is not true');
    return {
      subject: claims.sub,
      email: normalizeEmail(email),
      name: typeof name === 'string' && name.trim() ? name.trim().replace(/\s+/g, ' ').slice(0, 200) : null,
    };
  }

  /**
   * The account the provider signs in: the one linked to its subject in this client; else the account with this
   * email, linked now if it belongs to this client; else a new person in the client with the configured role. Never a
   * Global Administrator, never an account of another client only, never a disabled one.
   */
  private async person(
    settings: SsoSettings,
    vouched: Vouched,
    now: Date,
  ): Promise<{ userId: string; position: string | null }> {
    const { clientId, issuer } = settings;
    const linked = await this.store.db
      .selectFrom('sso_identities')
      .select('user_id')
      .where('client_id', '=', clientId)
      .where('issuer', '=', issuer)
      .where('subject', '=', vouched.subject)
      .executeTakeFirst();
    const userId = linked?.user_id ?? (await this.accounts.findByEmail(vouched.email))?.userId ?? null;
    if (!userId) return this.bringIn(settings, vouched, now);
    await this.admissible(userId, clientId, now);
    if (linked) return { userId, position: null };
    // an account this provider already knows under another subject: a reused address is not the same person
    const other = await this.store.db
      .selectFrom('sso_identities')
      .select('subject')
      .where('client_id', '=', clientId)
      .where('issuer', '=', issuer)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (other) throw new SsoFailure('SUBJECT_CHANGED', 'the account is linked to another subject of this provider');
    const context = personContext(userId, now);
    const result = await this.accounts.executeWith(
      userId,
      { type: 'LinkIdentity', clientId, issuer, subject: vouched.subject },
      context,
      (trx) =>
        trx
          .insertInto('sso_identities')
          .values({ client_id: clientId, issuer, subject: vouched.subject, user_id: userId, linked_at: now })
          .onConflict((oc) => oc.columns(['client_id', 'issuer', 'subject']).doNothing())
          .execute(),
    );
    return { userId, position: result.position ? formatPosition(result.position) : null };
  }

  private async admissible(userId: string, clientId: string, now: Date): Promise<void> {
    const state = await this.accounts.state(userId);
    if (state.status === 'deleted' || state.status === 'erased' || (await this.lockout.isLocked(userId, now)))
      throw new SsoFailure('USER_DISABLED', 'account disabled');
    if (Object.values(state.roles).includes(RoleId.GlobalAdministrator))
      throw new SsoFailure('GLOBAL_ADMINISTRATOR', 'account is a Global Administrator');
    if (state.roles[clientId] === undefined) throw new SsoFailure('NOT_IN_CLIENT', 'account has no role in the client');
    // a provider vouches for its own client: an account that also works in others is not its to sign in
    if (Object.keys(state.roles).some((other) => other !== clientId))
      throw new SsoFailure('OTHER_CLIENTS', 'account holds roles in other clients');
  }

  /** A first sign-in: personal data, the provider link and the facts, all or nothing. */
  private async bringIn(
    settings: SsoSettings,
    vouched: Vouched,
    now: Date,
  ): Promise<{ userId: string; position: string | null }> {
    const userId = randomUUID();
    const { clientId, issuer } = settings;
    const result = await this.accounts.db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('personal_data')
        .values({
          user_id: userId,
          email: vouched.email,
          name: vouched.name,
          phone_number: null,
          alternate_email: null,
          updated_at: now,
        })
        .onConflict((oc) => oc.column('email').doNothing())
        .returning('user_id')
        .executeTakeFirst();
      // the same person signing in twice at once: the other sign-in brought them in; this one starts again
      if (!inserted) throw new SsoFailure('STATE_INVALID', 'account created concurrently');
      await trx
        .insertInto('sso_identities')
        .values({ client_id: clientId, issuer, subject: vouched.subject, user_id: userId, linked_at: now })
        .execute();
      return this.aggregates.handle(
        userStream(userId),
        userDecider,
        { type: 'SignUpWithSso', userId, clientId, role: settings.role, issuer, subject: vouched.subject },
        personContext(userId, now),
        { newStream: true },
      );
    });
    return { userId, position: result.position ? formatPosition(result.position) : null };
  }

  private spa(params: Record<string, string>): string {
    return `${this.store.postLogoutRedirectUri}/sso?${new URLSearchParams(params).toString()}`;
  }

  private refused(failure: SsoFailure, clientId: string | null, step: string): void {
    this.logger.warn({ msg: 'sso sign-in refused', step, refusal: failure.code, clientId, detail: failure.detail });
  }
}
