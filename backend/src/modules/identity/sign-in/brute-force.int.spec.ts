/*
 * Who has an account must not leak, and strangers must not lock people out (issue 16, part 4).
 *
 * The rule (docs/identity.md section 3, "Brute force"), after Keycloak's brute-force detection, Cognito's
 * "prevent user existence errors" with its growing lockout, and Auth0's per-identifier-and-IP counting:
 * - Equal work, equal answers. Every sign-in spends exactly one argon2id verification, whatever the email is: an
 *   active account, an invited one whose temporary password is stored as SHA-256 (checked against a dummy argon2id
 *   hash as well), a deleted or suspended one, or none. A wrong password answers 401 'Incorrect username or
 *   password.' in every case.
 * - Back-off, not suspension. Wrong passwords (sign-in and change-password) are counted in Redis per email and per
 *   (email, address), keyed by an HMAC of the normalized email, so unknown emails are counted and answered exactly
 *   like real ones. Every attempt counts until a correct password clears the counters. At LOCKOUT_THRESHOLD (5) for
 *   an (email, address) pair, or LOCKOUT_ACCOUNT_THRESHOLD (20) for the email from anywhere, a back-off window of
 *   LOCKOUT_BACKOFF_SECONDS (1) opens and doubles with each further failure, up to LOCKOUT_MINUTES (15); inside it
 *   every attempt, even the right password, answers 429 'Too many attempts. Please wait a moment and try again.'
 *   without being checked or counted. Nothing is suspended, no session ends, no mail is sent: a stranger at one
 *   address never slows the person down at theirs, and a spread-out attack only earns short, growing waits.
 * - 'User is disabled.' answers only the right password: for a deleted account, or one suspended by wrong SMS codes.
 * - Codes stay bounded. Each SMS code allows 5 tries. Wrong codes that need the password or a session first
 *   (SMS_MFA, confirmcode) still suspend the account at LOCKOUT_THRESHOLD (sign-in.int.spec.ts). Wrong
 *   forgotten-password codes, which anyone can try with the email alone, meet the same back-off as passwords
 *   (their own counters), never the suspension. A reset by code clears the password back-off too.
 */
import { CommandBus } from '@nestjs/cqrs';
import { BOOTSTRAP_CLIENT_ID, IdentityMessages, RoleId } from '@gc/contracts';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Response } from 'supertest';
import { systemContext } from '../../../shared/command-context';
import { createSignedInUser, latestSmsCode, TEST_PASSWORD, type SignedInUser } from '../../../test-support/identity';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { argon2id } from '../auth/password-hasher';
import { storeTemporaryPassword } from '../commands/invite-user/invite-user';
import { InviteUserCommand } from '../commands/invite-user/invite-user.handler';
import { Lockout } from '../shared/lockout.service';
import { UserAccounts } from '../shared/user-accounts.service';

jest.setTimeout(90_000);

const WRONG = 'Wrong-Pass#1';
const TEMPORARY = 'GcTemporary#12345a';

/** An app whose identity settings come from `env` (read once, when the app starts); X-Forwarded-For sets the address. */
async function appWith(env: Record<string, string>): Promise<TestApp> {
  const saved = Object.fromEntries(Object.keys(env).map((name) => [name, process.env[name]]));
  Object.assign(process.env, env);
  try {
    return await createTestApp({ trustProxy: true });
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

/** What a caller sees: the status and the whole body but the request id. */
function answerOf(res: Response) {
  const { requestId, ...body } = res.body as Record<string, unknown>;
  return { status: res.status, body, requestIdIsString: typeof requestId === 'string' };
}

const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.test`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function helpers(app: () => TestApp) {
  const signIn = (email: string, password: string, from = '192.0.2.1') =>
    app().http().post('/api/auth/sign-in').set('X-Forwarded-For', from).send({ email, password });
  const member = () => createSignedInUser(app(), { role: RoleId.User, clientId: BOOTSTRAP_CLIENT_ID });
  const stillSignedIn = async (user: SignedInUser) => {
    await user.auth(app().http().get('/api/auth/me')).expect(200);
  };
  return { signIn, member, stillSignedIn };
}

describe('brute force: equal work, equal answers, back-off without lockout (steady windows)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // a long first window, so nothing here depends on how fast the machine is
    t = await appWith({ LOCKOUT_BACKOFF_SECONDS: '60' });
  });
  afterAll(async () => {
    await t?.close();
  });
  const { signIn, member, stillSignedIn } = helpers(() => t);

  async function invited(): Promise<{ userId: string; email: string }> {
    const email = uniqueEmail('invited');
    const { userId } = await t.app
      .get(CommandBus)
      .execute(
        new InviteUserCommand(
          systemContext(),
          { email, name: null, clientId: BOOTSTRAP_CLIENT_ID, role: RoleId.User },
          { sendTemporaryPassword: false },
        ),
      );
    await storeTemporaryPassword(t.app.get(UserAccounts).db, userId, TEMPORARY, {
      generated: true,
      expiresAt: new Date(Date.now() + 3_600_000),
      now: new Date(),
    });
    return { userId, email };
  }

  async function suspendedByCodes(userId: string) {
    const lockout = t.app.get(Lockout);
    for (let i = 0; i < 5; i++) await lockout.recordFailure(userId).catch(() => undefined);
  }

  it('given invited, active, deleted, suspended and unknown emails, when a password is tried, then each spends exactly one argon2id verification', async () => {
    const active = await member();
    const invitedPerson = await invited();
    const deleted = await member();
    await t.app
      .get(UserAccounts)
      .execute(deleted.userId, { type: 'DeleteUser', now: new Date().toISOString() }, systemContext());
    const suspended = await member();
    await suspendedByCodes(suspended.userId);
    const verify = jest.spyOn(argon2id, 'verify');
    try {
      const cases: Array<[string, string, string, number, string]> = [
        ['active', active.email, WRONG, 401, IdentityMessages.incorrectCredentials],
        ['invited', invitedPerson.email, WRONG, 401, IdentityMessages.incorrectCredentials],
        ['deleted', deleted.email, WRONG, 401, IdentityMessages.incorrectCredentials],
        ['suspended', suspended.email, WRONG, 401, IdentityMessages.incorrectCredentials],
        ['unknown', uniqueEmail('nobody'), WRONG, 401, IdentityMessages.incorrectCredentials],
        ['invited, right temporary password', invitedPerson.email, TEMPORARY, 200, ''],
        ['active, right password', active.email, TEST_PASSWORD, 200, ''],
      ];
      for (const [label, email, password, status, message] of cases) {
        verify.mockClear();
        const res = await signIn(email, password);
        expect({ label, status: res.status, message: res.body.message ?? '' }).toEqual({ label, status, message });
        expect({ label, verifications: verify.mock.calls.length }).toEqual({ label, verifications: 1 });
      }
    } finally {
      verify.mockRestore();
    }
  });

  it('given a deleted or a suspended account, then only the right password answers User is disabled.', async () => {
    const deleted = await member();
    await t.app
      .get(UserAccounts)
      .execute(deleted.userId, { type: 'DeleteUser', now: new Date().toISOString() }, systemContext());
    const suspended = await member();
    await suspendedByCodes(suspended.userId);
    for (const person of [deleted, suspended]) {
      expect((await signIn(person.email, WRONG).expect(401)).body.message).toBe(IdentityMessages.incorrectCredentials);
      expect((await signIn(person.email, TEST_PASSWORD).expect(401)).body.message).toBe(IdentityMessages.disabled);
    }
  });

  it('given a known and an unknown email, when ten wrong passwords are tried for each, then every answer is identical: five 401 Incorrect, then 429', async () => {
    const known = await member();
    const unknown = uniqueEmail('stranger');
    const answers: Record<string, ReturnType<typeof answerOf>[]> = { known: [], unknown: [] };
    for (let i = 0; i < 10; i++) {
      answers.known.push(answerOf(await signIn(known.email, `${WRONG}${i}`)));
      answers.unknown.push(answerOf(await signIn(unknown, `${WRONG}${i}`)));
    }
    expect(answers.known).toEqual(answers.unknown);
    const incorrect = {
      status: 401,
      body: {
        statusCode: 401,
        error: 'Unauthorized',
        message: IdentityMessages.incorrectCredentials,
        code: 'INCORRECT_CREDENTIALS',
      },
      requestIdIsString: true,
    };
    const tooMany = {
      status: 429,
      body: {
        statusCode: 429,
        error: 'Too Many Requests',
        message: IdentityMessages.tooManyRequests,
        code: 'TOO_MANY_ATTEMPTS',
      },
      requestIdIsString: true,
    };
    expect(answers.known).toEqual([...Array(5).fill(incorrect), ...Array(5).fill(tooMany)]);
  });

  it('given a signed-in person, when a stranger tries ten wrong passwords, then their sessions keep working, nothing is suspended, and their own address is not slowed down', async () => {
    const victim = await member();
    const stranger = '203.0.113.7';
    for (let i = 0; i < 10; i++) await signIn(victim.email, `${WRONG}${i}`, stranger);
    expect((await signIn(victim.email, TEST_PASSWORD, stranger).expect(429)).body.message).toBe(
      IdentityMessages.tooManyRequests,
    );
    await stillSignedIn(victim);
    await t.http().post('/api/auth/refresh').send({ refreshToken: victim.refreshToken }).expect(200);
    const { rows } = await sql<{ text: string }>`select e::text as text from es_events e`.execute(t.db);
    expect(rows.filter((r) => r.text.includes('UserLockedOut') && r.text.includes(victim.userId))).toEqual([]);
    // the person, at their own address, signs in as usual
    const own = await signIn(victim.email, TEST_PASSWORD, '198.51.100.9').expect(200);
    expect(own.body.responseObj.challenge).toBe('SMS_MFA');
  });

  it('given twenty wrong passwords from four addresses, then every address meets 429, sessions stay, and a reset by SMS code ends the back-off', async () => {
    const victim = await member();
    for (const address of ['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4'])
      for (let i = 0; i < 5; i++) await signIn(victim.email, `${WRONG}${i}`, address).expect(401);
    const home = '198.51.100.20';
    expect((await signIn(victim.email, TEST_PASSWORD, home).expect(429)).body.message).toBe(
      IdentityMessages.tooManyRequests,
    );
    await stillSignedIn(victim);

    // 'Forgot your password?': the code proves the phone, so the back-off ends with the reset
    await t.http().post('/api/auth/forgot-password').set('X-Forwarded-For', home).send({ email: victim.email });
    const code = await latestSmsCode(t, victim.phone);
    await t
      .http()
      .post('/api/auth/forgot-password/confirm')
      .set('X-Forwarded-For', home)
      .send({ email: victim.email, code, newPassword: 'Fresh-Pass#42' })
      .expect(200);
    expect((await signIn(victim.email, 'Fresh-Pass#42', home).expect(200)).body.responseObj.challenge).toBe('SMS_MFA');
  });

  it('given wrong forgotten-password codes for a known and an unknown email, then the answers are identical, back off after five, and suspend nothing', async () => {
    const known = await member();
    const unknown = uniqueEmail('stranger');
    for (const email of [known.email, unknown])
      await t.http().post('/api/auth/forgot-password').send({ email }).expect(200);
    const realCode = await latestSmsCode(t, known.phone);
    const wrong = realCode === '000000' ? '111111' : '000000';
    const confirm = (email: string) =>
      t.http().post('/api/auth/forgot-password/confirm').send({ email, code: wrong, newPassword: 'Fresh-Pass#42' });
    const answers: Record<string, ReturnType<typeof answerOf>[]> = { known: [], unknown: [] };
    for (let i = 0; i < 7; i++) {
      answers.known.push(answerOf(await confirm(known.email)));
      answers.unknown.push(answerOf(await confirm(unknown)));
    }
    expect(answers.known).toEqual(answers.unknown);
    expect(answers.known.map((a) => `${a.status} ${String(a.body.message)}`)).toEqual([
      ...Array(5).fill(`400 ${IdentityMessages.smsCode}`),
      ...Array(2).fill(`429 ${IdentityMessages.tooManyRequests}`),
    ]);
    await stillSignedIn(known);
    expect((await signIn(known.email, TEST_PASSWORD).expect(200)).body.responseObj.challenge).toBe('SMS_MFA');
  });

  it('given a signed-in person, when the current password is wrong five times in change-password, then 429 and the session stays', async () => {
    const user = await member();
    const change = (currentPassword: string) =>
      user
        .auth(t.http().post('/api/auth/change-password'))
        .send({ currentPassword, newPassword: 'Fresh-Pass#42', confirmPassword: 'Fresh-Pass#42' });
    for (let i = 0; i < 5; i++)
      expect((await change(`${WRONG}${i}`).expect(400)).body.message).toBe(IdentityMessages.incorrectCredentials);
    expect((await change(TEST_PASSWORD).expect(429)).body.message).toBe(IdentityMessages.tooManyRequests);
    await stillSignedIn(user);
  });
});

describe('brute force: the back-off window grows and then lets the right password through (short windows)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWith({ LOCKOUT_BACKOFF_SECONDS: '2', LOCKOUT_MINUTES: '1' });
  });
  afterAll(async () => {
    await t?.close();
  });
  const { signIn, member, stillSignedIn } = helpers(() => t);

  it('given five wrong passwords, then 429 inside a window that doubles with each further failure, and the right password after it', async () => {
    const user = await member();
    for (let i = 0; i < 5; i++) await signIn(user.email, `${WRONG}${i}`).expect(401);
    // the fifth opened a 2 s window: even the right password waits
    expect((await signIn(user.email, TEST_PASSWORD).expect(429)).body.message).toBe(IdentityMessages.tooManyRequests);
    await sleep(2_200);
    // after it, a sixth wrong password is checked again (401) and opens a 4 s window
    expect((await signIn(user.email, WRONG).expect(401)).body.message).toBe(IdentityMessages.incorrectCredentials);
    await sleep(2_200);
    await signIn(user.email, TEST_PASSWORD).expect(429);
    let res = await signIn(user.email, TEST_PASSWORD);
    for (let tries = 0; res.status === 429 && tries < 20; tries++) {
      await sleep(250);
      res = await signIn(user.email, TEST_PASSWORD);
    }
    expect(res.status).toBe(200);
    expect(res.body.responseObj.challenge).toBe('SMS_MFA');
    // the right password cleared the count: the next mistake is an ordinary one
    expect((await signIn(user.email, WRONG).expect(401)).body.message).toBe(IdentityMessages.incorrectCredentials);
    await stillSignedIn(user);
  });
});
