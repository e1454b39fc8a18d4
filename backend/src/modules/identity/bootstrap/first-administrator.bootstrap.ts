import { BOOTSTRAP_CLIENT_ID, normalizeEmail, RoleId } from '@gc/contracts';
import type { BootstrapStep } from '../../../shared/bootstrap-step';
import { systemContext } from '../../../shared/command-context';
import { generateTemporaryPassword } from '../auth/password-hasher';
import { inviteUser, storeTemporaryPassword } from '../commands/invite-user/invite-user';
import { asIdentityDb } from '../identity.tables';
import { clock } from '../../../shared/clock';

/**
 * On an empty system, the first Global Administrator (INITIAL_ADMIN_EMAIL, default admin@growthcatalyst.local)
 * with a temporary password (INITIAL_ADMIN_PASSWORD, generated when unset) and role 5 in the bootstrap client
 * (BOOTSTRAP_CLIENT_ID, created by the workspaces bootstrap step). They sign in and go through ACCOUNT_SETUP like
 * anyone else. The password does not expire: npm start may run long before that first sign-in.
 */
export const createFirstAdministrator: BootstrapStep = async ({ db, aggregates }) => {
  const identityDb = asIdentityDb(db);
  const anyone = await identityDb.selectFrom('personal_data').select('user_id').limit(1).executeTakeFirst();
  if (anyone) return ['bootstrap: first administrator: already there'];
  const email = normalizeEmail(process.env.INITIAL_ADMIN_EMAIL ?? 'admin@growthcatalyst.local');
  const given = process.env.INITIAL_ADMIN_PASSWORD;
  const password = given ?? generateTemporaryPassword();
  const now = clock.now();
  const { userId } = await inviteUser(
    { db: identityDb, aggregates },
    { email, name: null, clientId: BOOTSTRAP_CLIENT_ID, role: RoleId.GlobalAdministrator },
    systemContext(now),
  );
  await storeTemporaryPassword(identityDb, userId, password, { generated: !given, expiresAt: null, now });
  return [
    `FIRST LOGIN: email ${email}`,
    `FIRST LOGIN: temporary password ${given ? '(the INITIAL_ADMIN_PASSWORD you set)' : password}`,
  ];
};
