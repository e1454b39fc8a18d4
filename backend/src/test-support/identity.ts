import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import type { Test } from 'supertest';
import { personContext, systemContext } from '../shared/command-context';
import { hashPassword, InviteUserCommand, SignInService, storePasswordHash, UserAccounts } from '../modules/identity';
import type { TestApp } from './test-app';

export const TEST_PASSWORD = 'Gc-Test#Pass9x';

export interface SignedInUser {
  userId: string;
  email: string;
  name: string;
  phone: string;
  password: string;
  accessToken: string;
  refreshToken: string;
  /** adds the bearer header to a supertest request */
  auth: (req: Test) => Test;
}

/**
 * A person who has finished account set-up, with `role` in `clientId` (selected as their current client), signed
 * in through the real token service. Goes through the real commands and waits for the read models.
 */
export async function createSignedInUser(
  testApp: TestApp,
  options: { role: number; clientId: string; email?: string; name?: string; phone?: string },
): Promise<SignedInUser> {
  const email = (options.email ?? `user-${randomUUID().slice(0, 8)}@example.test`).toLowerCase();
  const name = options.name ?? 'Test Person';
  const phone = options.phone ?? `+1555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  const now = new Date();
  const commands = testApp.app.get(CommandBus);
  const accounts = testApp.app.get(UserAccounts);
  const signIn = testApp.app.get(SignInService);
  const { userId } = await commands.execute(
    new InviteUserCommand(
      systemContext(now),
      { email, name, clientId: options.clientId, role: options.role },
      { sendTemporaryPassword: false },
    ),
  );
  await accounts.db
    .updateTable('personal_data')
    .set({ name, phone_number: phone, verified_phone_number: phone })
    .where('user_id', '=', userId)
    .execute();
  await storePasswordHash(accounts.db, userId, await hashPassword(TEST_PASSWORD), now);
  const setUp = await accounts.execute(userId, { type: 'CompleteAccountSetup' }, personContext(userId, now));
  const tokens = await signIn.issueTokens(userId, setUp.position);
  return {
    userId,
    email,
    name,
    phone,
    password: TEST_PASSWORD,
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    auth: (req: Test) => req.set('Authorization', `Bearer ${tokens.accessToken}`),
  };
}

/** The latest SMS code the development transport sent to a phone number. */
export async function latestSmsCode(testApp: TestApp, phone: string): Promise<string> {
  const row = await testApp.app
    .get(UserAccounts)
    .db.selectFrom('dev_sms_outbox')
    .select('body')
    .where('to_number', '=', phone)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return /(\d{6})/.exec(row.body)![1];
}
