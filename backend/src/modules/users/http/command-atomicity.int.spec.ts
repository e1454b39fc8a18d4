import { BOOTSTRAP_CLIENT_ID, RoleId, userStream } from '@gc/contracts';
import { sql } from 'kysely';
import { EVENT_STORE } from '../../../infrastructure/tokens';
import type { EventStore } from '../../../shared/event-store.port';
import { createSignedInUser, type SignedInUser } from '../../../test-support/identity';
import { createTestApp, type TestApp } from '../../../test-support/test-app';

jest.setTimeout(60_000);

/**
 * Issue 16.3: a command whose fact goes with a personal-data write (UserAccounts.executeWith) writes both or
 * neither. The failure is injected between the two steps: the personal-data row is written, then the append fails.
 */
describe('a failed command writes nothing', () => {
  let t: TestApp;
  let admin: SignedInUser;
  let person: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createSignedInUser(t, { role: RoleId.ClientAdministrator, clientId: BOOTSTRAP_CLIENT_ID });
    person = await createSignedInUser(t, { role: RoleId.User, clientId: BOOTSTRAP_CLIENT_ID, name: 'Paula Person' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const stateOf = async (user: SignedInUser) => ({
    personal: await (t.db as any)
      .selectFrom('personal_data')
      .selectAll()
      .where('user_id', '=', user.userId)
      .executeTakeFirst(),
    events: Number(
      (
        await sql<{
          n: string;
        }>`select count(*) as n from es_events where stream_name = ${userStream(user.userId)}`.execute(t.db)
      ).rows[0].n,
    ),
  });

  /** The next append to the event store fails, as a lost connection would. */
  const failNextAppend = () => {
    const store = t.app.get<EventStore>(EVENT_STORE);
    return jest.spyOn(store, 'append').mockRejectedValueOnce(new Error('injected: the event store went away'));
  };

  it.each([
    [
      'an administrator renames a user',
      () => admin.auth(t.http().put(`/api/users/${person.email}`)).send({ name: 'Renamed Person' }),
    ],
    [
      'a person edits their own profile',
      () =>
        person
          .auth(t.http().put(`/api/users/${person.email}`))
          .send({ data: { name: 'Paula Edited', phone_number: '+15550007777', alternate_email: '' } }),
    ],
  ])(
    'given the append fails after the personal data was written, when %s, then 500 and both sides as before',
    async (_label, call) => {
      const before = await stateOf(person);
      expect(before.events).toBeGreaterThan(0);
      const spy = failNextAppend();
      try {
        const res = await call();
        expect(res.status).toBe(500);
        expect(spy).toHaveBeenCalledTimes(1);
      } finally {
        spy.mockRestore();
      }
      expect(await stateOf(person)).toEqual(before);
      // and the same call succeeds once the store is back, writing both sides
      const res = await call();
      expect(res.status).toBe(200);
      const after = await stateOf(person);
      expect(after.events).toBeGreaterThan(before.events);
      expect(after.personal.name).not.toBe(before.personal.name);
    },
  );

  it('given the personal-data write fails, when an administrator renames a user, then 500 and no fact is appended', async () => {
    // The failure sits in the database itself: a trigger refuses this one name (as Postgres refused a NUL before).
    await sql`create or replace function refuse_injected_name() returns trigger language plpgsql as $$
              begin raise exception 'injected personal-data failure'; end $$`.execute(t.db);
    await sql`create trigger refuse_injected_name before update on personal_data for each row
              when (new.name = 'Injected Failure') execute function refuse_injected_name()`.execute(t.db);
    try {
      const before = await stateOf(person);
      const res = await admin.auth(t.http().put(`/api/users/${person.email}`)).send({ name: 'Injected Failure' });
      expect(res.status).toBe(500);
      expect(await stateOf(person)).toEqual(before);
    } finally {
      await sql`drop trigger refuse_injected_name on personal_data`.execute(t.db);
    }
  });
});
