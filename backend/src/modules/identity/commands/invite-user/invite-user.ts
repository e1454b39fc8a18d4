import { randomUUID } from 'node:crypto';
import { normalizeEmail, userStream, type GlobalPosition } from '@gc/contracts';
import type { Kysely } from 'kysely';
import type { AggregateStore } from '../../../../shared/aggregate-store';
import type { CommandContext } from '../../../../shared/command-context';
import { conflict } from '../../../../shared/domain-error';
import { hashGeneratedSecret, hashPassword } from '../../auth/password-hasher';
import { userDecider } from '../../domain/user.decider';
import type { IdentityDatabase } from '../../identity.tables';

export interface InviteUserInput {
  email: string;
  name: string | null;
  clientId: string;
  role: number;
}

export interface InviteUserResult {
  userId: string;
  position: GlobalPosition | null;
}

export const USER_EXISTS_MESSAGE = 'An account with the given email already exists.';

/**
 * Creates a person: personal data first (the unique email is the lock against a concurrent twin), then the facts
 * UserInvited + role granted + current client selected in a new stream. Should the append fail, the personal data
 * row is removed again, so a refused row never half-exists. Plain function: the bootstrap runs it without Nest.
 */
export async function inviteUser(
  deps: { db: Kysely<IdentityDatabase>; aggregates: AggregateStore },
  input: InviteUserInput,
  context: CommandContext,
): Promise<InviteUserResult> {
  const userId = randomUUID();
  const email = normalizeEmail(input.email);
  const inserted = await deps.db
    .insertInto('personal_data')
    .values({
      user_id: userId,
      email,
      name: input.name,
      phone_number: null,
      alternate_email: null,
      updated_at: context.now,
    })
    .onConflict((oc) => oc.column('email').doNothing())
    .returning('user_id')
    .executeTakeFirst();
  if (!inserted) throw conflict(USER_EXISTS_MESSAGE, 'USER_EXISTS');
  try {
    const result = await deps.aggregates.handle(
      userStream(userId),
      userDecider,
      { type: 'InviteUser', userId, clientId: input.clientId, role: input.role },
      context,
    );
    return { userId, position: result.position };
  } catch (error) {
    await deps.db.deleteFrom('personal_data').where('user_id', '=', userId).execute();
    throw error;
  }
}

/**
 * Stores a one-time password for the person. Generated ones are high-entropy (hashed with SHA-256, fast for
 * bulk); one chosen by an operator (INITIAL_ADMIN_PASSWORD) is hashed with argon2id. expiresAt null = no expiry.
 */
export async function storeTemporaryPassword(
  db: Kysely<IdentityDatabase>,
  userId: string,
  password: string,
  options: { generated: boolean; expiresAt: Date | null; now: Date },
): Promise<void> {
  const hash = options.generated ? hashGeneratedSecret(password) : await hashPassword(password);
  await db
    .insertInto('credentials')
    .values({
      user_id: userId,
      password_hash: hash,
      temporary: true,
      expires_at: options.expiresAt,
      updated_at: options.now,
    })
    .onConflict((oc) =>
      oc
        .column('user_id')
        .doUpdateSet({ password_hash: hash, temporary: true, expires_at: options.expiresAt, updated_at: options.now }),
    )
    .execute();
}
