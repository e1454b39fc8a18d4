import { Injectable } from '@nestjs/common';
import {
  IdentityMessages as M,
  maskPhoneNumber,
  normalizeEmail,
  passwordProblem,
  type ChangePasswordDto,
  type ConfirmCodeDto,
  type MeView,
  type SendCodeDto,
} from '@gc/contracts';
import { DomainError, forbidden, invalid } from '../../../shared/domain-error';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { hashPassword, verifyPassword } from '../auth/password-hasher';
import { TokenService } from '../auth/token.service';
import { requestContext } from '../../../http/request-context';
import { FailureBackoff } from '../shared/failure-backoff.service';
import { Lockout } from '../shared/lockout.service';
import { UserAccounts } from '../shared/user-accounts.service';
import { VerificationCodes } from '../shared/verification-codes.service';
import { ChallengeSessions, invalidSession } from '../sign-in/challenge-sessions';
import { SignInService, storePasswordHash } from '../sign-in/sign-in.service';

const codeInvalid = () => invalid(M.smsCode, 'CODE_INVALID');

/** Phone codes (set-up and profile), forgotten and changed passwords, terms, and who-am-I. */
@Injectable()
export class AccountService {
  constructor(
    private readonly accounts: UserAccounts,
    private readonly codes: VerificationCodes,
    private readonly challenges: ChallengeSessions,
    private readonly lockout: Lockout,
    private readonly backoff: FailureBackoff,
    private readonly tokens: TokenService,
    private readonly signIn: SignInService,
  ) {}

  /** Set-up (challenge session) or profile (bearer caller): sends a code to the phone given. */
  async sendCode(email: string, dto: SendCodeDto, caller: AuthenticatedUser | null): Promise<{ destination: string }> {
    const { userId, phone } = await this.codeSubject(
      email,
      dto.session,
      caller,
      dto.data?.phone_number ?? dto.phone_number,
    );
    if (!phone) throw invalid(M.phone, 'PHONE_REQUIRED');
    await this.codes.send(userId, 'phone', phone);
    return { destination: maskPhoneNumber(phone) };
  }

  async confirmCode(email: string, dto: ConfirmCodeDto, caller: AuthenticatedUser | null) {
    const { userId, phone } = await this.codeSubject(email, dto.session, caller, dto.phone_number);
    const confirmed = await this.codes.verify(userId, 'phone', dto.code, phone);
    if (!confirmed) {
      await this.lockout.recordFailure(userId);
      throw codeInvalid();
    }
    if (dto.session) {
      await this.challenges.confirmPhone(dto.session, confirmed);
      return { verified: true, position: null };
    }
    const context = requestContext(caller);
    const result = await this.accounts.executeWith(userId, { type: 'VerifyPhoneNumber' }, context, (trx) =>
      trx
        .updateTable('personal_data')
        .set({ phone_number: confirmed, verified_phone_number: confirmed, updated_at: context.now })
        .where('user_id', '=', userId)
        .execute(),
    );
    return { verified: true, position: result.position };
  }

  private async codeSubject(
    email: string,
    session: string | undefined,
    caller: AuthenticatedUser | null,
    phone: string | undefined,
  ) {
    const person = await this.accounts.findByEmail(email);
    if (session) {
      const row = await this.challenges.load(session, 'ACCOUNT_SETUP');
      if (!person || person.userId !== row.user_id) throw invalidSession();
      return { userId: row.user_id, phone: phone ?? null };
    }
    if (!caller) throw new DomainError('unauthorized', M.notAuthenticated, 'NOT_AUTHENTICATED');
    if (!person || person.userId !== caller.userId) throw forbidden();
    return { userId: caller.userId, phone: phone ?? person.phone_number };
  }

  /** Forgot password: a code to the verified phone. Unknown emails answer the same, so nobody can probe. */
  async startPasswordReset(email: string): Promise<{ destination: string | null }> {
    const person = await this.accounts.findByEmail(email);
    // only a confirmed number: a phone typed into the profile receives nothing until a code confirms it
    const phone = person?.verified_phone_number;
    if (!person || !phone) return { destination: null };
    const state = await this.accounts.state(person.userId);
    if (state.status === 'deleted') return { destination: null };
    await this.codes.send(person.userId, 'reset', phone);
    return { destination: maskPhoneNumber(phone) };
  }

  /**
   * Wrong codes meet the reset-code back-off (keyed by the email: unknown emails answer the same), never the
   * suspension, since anyone can try them with the email alone. A reset proves the phone: it also ends the password
   * back-off (the account's, and this address's) and lifts a suspension.
   */
  async confirmPasswordReset(email: string, code: string, newPassword: string, source = 'unknown') {
    const problem = passwordProblem(newPassword);
    if (problem) throw invalid(problem, 'PASSWORD_REJECTED');
    await this.backoff.countAttempt('reset-code', email, source);
    const person = await this.accounts.findByEmail(normalizeEmail(email));
    if (!person || !(await this.codes.verify(person.userId, 'reset', code, null))) throw codeInvalid();
    await this.backoff.clear('reset-code', email, source);
    const context = { ...requestContext(null), actorId: person.userId };
    const now = context.now;
    const hash = await hashPassword(newPassword);
    const result = await this.accounts.executeWith(person.userId, { type: 'ChangePassword' }, context, (trx) =>
      storePasswordHash(trx, person.userId, hash, now),
    );
    await this.lockout.clear(person.userId);
    await this.backoff.clear('password', email, source);
    await this.tokens.revokeAllSessions(person.userId, null, now);
    return { message: 'Password successfully changed!', position: result.position };
  }

  /** A wrong current password is a password guess: the sign-in's back-off (429), never the suspension. */
  async changePassword(caller: AuthenticatedUser, dto: ChangePasswordDto, source = 'unknown') {
    if (dto.newPassword !== dto.confirmPassword) throw invalid(M.passwordsDoNotMatch, 'PASSWORDS_DO_NOT_MATCH');
    const problem = passwordProblem(dto.newPassword);
    if (problem) throw invalid(problem, 'PASSWORD_REJECTED');
    await this.backoff.countAttempt('password', caller.email, source);
    const credential = await this.accounts.db
      .selectFrom('credentials')
      .selectAll()
      .where('user_id', '=', caller.userId)
      .executeTakeFirst();
    if (!credential || !(await verifyPassword(credential.password_hash, dto.currentPassword)))
      throw invalid(M.incorrectCredentials, 'INCORRECT_CREDENTIALS');
    await this.backoff.clear('password', caller.email, source);
    const context = requestContext(caller);
    const hash = await hashPassword(dto.newPassword);
    const result = await this.accounts.executeWith(caller.userId, { type: 'ChangePassword' }, context, (trx) =>
      storePasswordHash(trx, caller.userId, hash, context.now),
    );
    await this.tokens.revokeAllSessions(caller.userId, caller.sessionId, context.now);
    return { message: 'Password successfully changed!', position: result.position };
  }

  async acceptTerms(caller: AuthenticatedUser) {
    return this.accounts.execute(caller.userId, { type: 'AcceptTerms' }, requestContext(caller));
  }

  /** Declining signs the person out everywhere (the page shows the spec's error). */
  async declineTerms(caller: AuthenticatedUser) {
    const result = await this.accounts.execute(caller.userId, { type: 'DeclineTerms' }, requestContext(caller));
    await this.tokens.revokeAllSessions(caller.userId);
    return result;
  }

  async me(caller: AuthenticatedUser): Promise<MeView> {
    const db = this.accounts.db;
    const [account, person, roles] = await Promise.all([
      db.selectFrom('user_accounts').selectAll().where('user_id', '=', caller.userId).executeTakeFirst(),
      this.accounts.findById(caller.userId),
      db
        .selectFrom('user_client_roles')
        .select(['client_id', 'role'])
        .where('user_id', '=', caller.userId)
        .orderBy('granted_on')
        .execute(),
    ]);
    return {
      id: caller.userId,
      email: person?.email ?? caller.email,
      name: person?.name ?? '',
      role: caller.role,
      clientId: caller.clientId,
      phone_number: person?.phone_number ?? null,
      phone_number_verified: account?.phone_verified ?? false,
      alternate_email: person?.alternate_email ?? null,
      terms_accepted: account?.terms_accepted ?? false,
      status: account?.status ?? 'PENDING_LOGIN',
      clients: roles.map((r) => ({ clientId: r.client_id, role: r.role })),
    };
  }
}
