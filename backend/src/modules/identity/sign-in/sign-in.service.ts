import { Injectable } from '@nestjs/common';
import {
  IdentityMessages as M,
  maskPhoneNumber,
  normalizeEmail,
  passwordProblem,
  SsoMessages,
  type ChallengeAnswerDto,
  type ChallengeView,
  type GlobalPosition,
  type SessionUserView,
  type TokensView,
} from '@gc/contracts';
import { personContext } from '../../../shared/command-context';
import { DomainError, invalid } from '../../../shared/domain-error';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { AccessTokens, bearerToken } from '../auth/access-tokens';
import { authenticatedUser, CallerChecks } from '../auth/jwt.strategy';
import { hashPassword, verifyPasswordWithEqualWork } from '../auth/password-hasher';
import { TokenService, type SsoBinding } from '../auth/token.service';
import { SsoSettingsStore } from '../sso/sso-settings.store';
import { FailureBackoff } from '../shared/failure-backoff.service';
import { disabledError, Lockout } from '../shared/lockout.service';
import { UserAccounts } from '../shared/user-accounts.service';
import { VerificationCodes } from '../shared/verification-codes.service';
import { ChallengeSessions } from './challenge-sessions';
import type { Kysely } from 'kysely';
import type { IdentityDatabase } from '../identity.tables';
import { clock } from '../../../shared/clock';
import { ReadYourWrites } from '../../../http/read-your-writes';

const incorrect = () => new DomainError('unauthorized', M.incorrectCredentials, 'INCORRECT_CREDENTIALS');
const codeInvalid = () => invalid(M.smsCode, 'CODE_INVALID');

/**
 * The sign-in state machine: password -> (ACCOUNT_SETUP | NEW_PASSWORD_REQUIRED)? -> SMS_MFA -> tokens.
 * Wrong passwords meet the back-off (429, the same for unknown emails, sessions untouched); wrong SMS codes, which
 * only someone past the password can send, count toward the lockout (suspension).
 */
@Injectable()
export class SignInService {
  /** the caller check the guard makes too (JwtStrategy): one statement, the same answers */
  private readonly callers: CallerChecks;

  constructor(
    private readonly accounts: UserAccounts,
    private readonly reads: ReadYourWrites,
    private readonly tokens: TokenService,
    private readonly lockout: Lockout,
    private readonly backoff: FailureBackoff,
    private readonly codes: VerificationCodes,
    private readonly challenges: ChallengeSessions,
    private readonly accessTokens: AccessTokens,
    private readonly sso: SsoSettingsStore,
  ) {
    this.callers = new CallerChecks(accounts.db);
  }

  /**
   * Known, invited and unknown emails do the same work (one argon2id verification) and give the same answers until
   * the password is right: the back-off is keyed by the email, not the account. Only the right password learns more
   * ('User is disabled.' for a deleted or suspended account, an expired temporary password, the next challenge).
   */
  async signIn(
    email: string,
    password: string,
    source = 'unknown',
    now = clock.now(),
  ): Promise<TokensView | ChallengeView> {
    await this.backoff.countAttempt('password', email, source);
    const person = await this.accounts.findByEmail(email);
    const credential = person
      ? await this.accounts.db
          .selectFrom('credentials')
          .selectAll()
          .where('user_id', '=', person.userId)
          .executeTakeFirst()
      : undefined;
    const correct = await verifyPasswordWithEqualWork(credential?.password_hash ?? null, password);
    if (!person || !credential || !correct) throw incorrect();
    await this.backoff.clear('password', email, source);
    const state = await this.accounts.state(person.userId);
    if (state.status === 'deleted' || state.status === 'erased') throw disabledError();
    // Suspended by wrong SMS codes: the lockout's count is cleared only when the whole sign-in succeeds
    // (issueTokens), so a correct password followed by wrong codes still ends in the suspension.
    if (await this.lockout.isLocked(person.userId, now)) throw disabledError();
    // Told only to whoever knew the password (like 'User is disabled.'): their client signs in with its provider.
    if (await this.sso.passwordRefused(person.userId, person.email))
      throw new DomainError('unauthorized', SsoMessages.ssoRequired, 'SSO_REQUIRED');
    if (credential.temporary) {
      if (credential.expires_at && credential.expires_at.getTime() <= now.getTime())
        throw new DomainError('unauthorized', M.temporaryPasswordExpired, 'TEMPORARY_PASSWORD_EXPIRED');
      // An account without a verified phone has not finished set-up, whatever its status: the 'Welcome!' form again.
      const setUp = state.status !== 'invited' && (await this.accounts.findById(person.userId))?.verified_phone_number;
      const challenge = setUp ? 'NEW_PASSWORD_REQUIRED' : 'ACCOUNT_SETUP';
      const session = await this.challenges.start(person.userId, challenge, now);
      // The 'Welcome!' form starts with the name the administrator typed (their own name, past the password).
      if (challenge === 'ACCOUNT_SETUP' && person.name) return { challenge, session, name: person.name };
      return { challenge, session };
    }
    return this.startMfa(person.userId, now);
  }

  async answer(dto: ChallengeAnswerDto, now = clock.now()): Promise<TokensView | ChallengeView> {
    const row = await this.challenges.load(dto.session, dto.challenge, now);
    const userId = row.user_id;
    const context = personContext(userId, now);
    switch (dto.challenge) {
      case 'NEW_PASSWORD_REQUIRED': {
        const problem = passwordProblem(dto.newPassword ?? '');
        if (problem) throw invalid(problem, 'PASSWORD_REJECTED');
        const hash = await hashPassword(dto.newPassword!);
        await this.accounts.executeWith(userId, { type: 'ChangePassword' }, context, (trx) =>
          storePasswordHash(trx, userId, hash, now),
        );
        await this.challenges.end(dto.session);
        return this.startMfa(userId, now);
      }
      case 'ACCOUNT_SETUP': {
        if (dto.password !== dto.confirm_password) throw invalid(M.passwordsDoNotMatch, 'PASSWORDS_DO_NOT_MATCH');
        const problem = passwordProblem(dto.password ?? '');
        if (problem) throw invalid(problem, 'PASSWORD_REJECTED');
        // the code sent by sendcode must have been confirmed for this very phone number
        if (!row.confirmed_phone || row.confirmed_phone !== dto.phone_number) throw codeInvalid();
        const hash = await hashPassword(dto.password!);
        const result = await this.accounts.executeWith(
          userId,
          { type: 'CompleteAccountSetup' },
          context,
          async (trx) => {
            await trx
              .updateTable('personal_data')
              .set({
                name: dto.name!.replace(/\s+/g, ' '),
                phone_number: dto.phone_number!,
                verified_phone_number: dto.phone_number!,
                alternate_email: dto.alternate_email ? normalizeEmail(dto.alternate_email) : null,
                updated_at: now,
              })
              .where('user_id', '=', userId)
              .execute();
            await storePasswordHash(trx, userId, hash, now);
          },
        );
        await this.challenges.end(dto.session);
        return this.issueTokens(userId, result.position, now);
      }
      case 'SMS_MFA': {
        if (await this.lockout.isLocked(userId, now)) throw disabledError();
        const sentTo = await this.codes.verify(userId, 'mfa', dto.code ?? '', null, now);
        if (!sentTo) {
          await this.lockout.recordFailure(userId, now);
          throw codeInvalid();
        }
        await this.challenges.end(dto.session);
        return this.issueTokens(userId, null, now, ssoBindingOf(row));
      }
      case 'PHONE_SETUP': {
        // after a provider's sign-in, for a client that also asks for our SMS code: the phone a code confirmed
        if (!row.confirmed_phone || row.confirmed_phone !== dto.phone_number) throw codeInvalid();
        const phone = dto.phone_number;
        await this.accounts.executeWith(
          userId,
          { type: 'ChangeProfile', nameChanged: false, phoneChanged: true, alternateEmailChanged: false },
          context,
          (trx) =>
            trx
              .updateTable('personal_data')
              .set({ phone_number: phone, verified_phone_number: phone, updated_at: now })
              .where('user_id', '=', userId)
              .execute(),
        );
        const verified = await this.accounts.execute(userId, { type: 'VerifyPhoneNumber' }, context);
        await this.challenges.end(dto.session);
        return this.issueTokens(userId, verified.position, now, ssoBindingOf(row));
      }
    }
  }

  /**
   * Sends the sign-in code to the person's verified phone. MFA is never skipped: an account with no verified phone
   * gets no tokens from a password alone (an administrator's RESET PASSWORD sends it through set-up again).
   */
  async startMfa(userId: string, now: Date, sso: SsoBinding | null = null): Promise<TokensView | ChallengeView> {
    const person = await this.accounts.findById(userId);
    const phone = person?.verified_phone_number;
    if (!phone) {
      // after a provider's sign-in the person verifies a phone first (sendcode/confirmcode with this session)
      if (sso && person) {
        const session = await this.challenges.start(userId, 'PHONE_SETUP', now, sso);
        return { challenge: 'PHONE_SETUP', session, email: person.email };
      }
      throw new DomainError('unauthorized', M.noVerifiedPhone, 'NO_VERIFIED_PHONE');
    }
    await this.codes.send(userId, 'mfa', phone, now);
    return {
      challenge: 'SMS_MFA',
      session: await this.challenges.start(userId, 'SMS_MFA', now, sso),
      destination: maskPhoneNumber(phone),
    };
  }

  /** `sso`: the sign-in came through a client's own provider; the session works in that client only. */
  async issueTokens(
    userId: string,
    position: GlobalPosition | null,
    now = clock.now(),
    sso: SsoBinding | null = null,
  ): Promise<TokensView> {
    await this.reads.settle(position);
    await this.lockout.clear(userId);
    const issued = await this.tokens.issueSession(userId, now, sso);
    return {
      accessToken: issued.accessToken,
      refreshToken: issued.refreshToken,
      expiresIn: issued.expiresIn,
      user: await this.sessionUser(userId, issued.sessionId),
    };
  }

  async refresh(refreshToken: string): Promise<TokensView> {
    const issued = await this.tokens.refresh(refreshToken);
    return {
      accessToken: issued.accessToken,
      refreshToken: issued.refreshToken,
      expiresIn: issued.expiresIn,
      user: await this.sessionUser(issued.userId, issued.sessionId),
    };
  }

  async sessionUser(userId: string, sessionId: string): Promise<SessionUserView> {
    const caller = authenticatedUser({ sub: userId, sid: sessionId }, await this.callers.resolve(userId, sessionId));
    return {
      id: userId,
      email: caller.email,
      name: caller.name ?? '',
      role: caller.role,
      clientId: caller.clientId,
    };
  }

  /** The caller of a @Public() route that may carry a bearer (sendcode/confirmcode from the profile), or null. */
  async optionalCaller(authorization: string | undefined): Promise<AuthenticatedUser | null> {
    const token = bearerToken(authorization);
    if (!token) return null;
    const claims = this.accessTokens.claims(token);
    if (!claims) throw new DomainError('unauthorized', M.notAuthenticated, 'NOT_AUTHENTICATED');
    return authenticatedUser(claims, await this.callers.resolve(claims.sub, claims.sid));
  }
}

function ssoBindingOf(row: { sso_client_id: string | null; sso_id_token: string | null }): SsoBinding | null {
  return row.sso_client_id ? { clientId: row.sso_client_id, sealedIdToken: row.sso_id_token } : null;
}

/** The person's own password (argon2id hash), replacing a temporary one. */
export async function storePasswordHash(
  db: Kysely<IdentityDatabase>,
  userId: string,
  hash: string,
  now: Date,
): Promise<void> {
  await db
    .insertInto('credentials')
    .values({ user_id: userId, password_hash: hash, temporary: false, expires_at: null, updated_at: now })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({ password_hash: hash, temporary: false, expires_at: null, updated_at: now }),
    )
    .execute();
}
