import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import { BOOTSTRAP_CLIENT_ID, IdentityMessages as M, RoleId } from '@gc/contracts';
import { sql } from 'kysely';
import { createSignedInUser } from '../../../test-support/identity';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { JobProcessorRegistry } from '../../../infrastructure/queue/job-processors';
import { JobWorkersService } from '../../../workers/job-workers.service';
import { WorkerModule } from '../../../workers/worker.module';
import { QueueName } from '../../../infrastructure/queue/queue-names';
import { UserAccounts } from '../../identity';
import { Clock } from '../../../shared/clock';
import { ERASE_USER_JOB } from '../shared/users-jobs';
import { UsersWorkerModule } from './users-worker.module';

jest.setTimeout(60_000);

const HOUR = 3600_000;

/** Every row of every table of the database, as text (es_events included). */
async function everyRowAsText(t: TestApp): Promise<string> {
  const tables = await sql<{ name: string }>`
    select quote_ident(table_schema) || '.' || quote_ident(table_name) as name
    from information_schema.tables where table_type = 'BASE TABLE'
    and table_schema not in ('pg_catalog', 'information_schema')`.execute(t.db);
  const parts: string[] = [];
  for (const { name } of tables.rows) {
    const rows = await sql<{ text: string }>`select x::text as text from ${sql.raw(name)} x`.execute(t.db);
    parts.push(...rows.rows.map((r) => r.text));
  }
  return parts.join('\n');
}

describe('erasure of deleted accounts after the 24-hour window', () => {
  let t: TestApp;
  let worker: INestApplicationContext;

  beforeAll(async () => {
    // the mentor offline (the playbook), whatever the environment configures
    t = await createTestApp({ llm: { apiKey: null, baseUrl: null, model: 'none', maxRetries: 0, timeoutMs: 1000 } });
    // the worker process as production runs it: the users module's jobs and sweeper registered
    worker = await NestFactory.createApplicationContext(
      { module: class WorkerUnderTest {}, imports: [WorkerModule.forRoot(t.config), UsersWorkerModule] },
      { logger: false },
    );
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await worker?.close();
    await t?.close();
  });

  it('given a deleted account past its window, when swept, then no personal data of it remains in any table', async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    const admin = await createSignedInUser(t, { role: RoleId.ClientAdministrator, clientId: BOOTSTRAP_CLIENT_ID });
    const person = await createSignedInUser(t, {
      role: RoleId.User,
      clientId: BOOTSTRAP_CLIENT_ID,
      email: `erase-${tag}@example.test`,
      name: `Zed Erasable${tag}`,
      phone: `+1555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
    });
    // leave traces in the secret tables too: a profile edit, a sign-in code (SMS outbox), a challenge
    await person
      .auth(t.http().put(`/api/users/${person.email}`))
      .send({ data: { name: person.name, alternate_email: `alt-${tag}@example.test`, phone_number: person.phone } })
      .expect(200);
    await t.http().post('/api/auth/sign-in').send({ email: person.email, password: person.password }).expect(200);
    // chat text is personal data too (mentor module, registered in personal-data-tables.ts)
    const chatText = `My cofounder Quentin${tag} and I disagree about equity`;
    await person.auth(t.http().post('/api/mentor/chats')).send({ message: chatText }).expect(201);
    await person.auth(t.http().put('/api/mentor/settings')).send({ use_results: true }).expect(200);
    const traces = [person.email, person.name, person.phone, `alt-${tag}@example.test`, `Quentin${tag}`];
    expect(await everyRowAsText(t)).toContain(`Quentin${tag}`);
    expect(await everyRowAsText(t)).toContain(person.phone);

    const deleted = await admin.auth(t.http().delete(`/api/users/${person.email}`)).expect(200);
    const erasableAfter = Date.parse(deleted.body.responseObj.reactivatable_until);
    const accounts = t.app.get(UserAccounts);
    const sweep = (at: number) => worker.get(JobWorkersService).sweep(new Date(at));

    // inside the window nothing is erased
    expect((await sweep(erasableAfter - HOUR))['user-erasure']).toBe(0);
    expect(await accounts.findById(person.userId)).not.toBeNull();

    expect((await sweep(erasableAfter + 1000))['user-erasure']).toBe(1);
    expect((await accounts.state(person.userId)).status).toBe('erased');
    const deadline = Date.now() + 10_000;
    const accountRow = () =>
      accounts.db.selectFrom('user_accounts').select('user_id').where('user_id', '=', person.userId).executeTakeFirst();
    while ((await accountRow()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(await accountRow()).toBeUndefined();

    const everything = await everyRowAsText(t);
    for (const trace of traces) expect(everything).not.toContain(trace);
    for (const table of ['mentor_chat_sessions', 'mentor_chat_messages', 'mentor_settings', 'mentor_token_usage']) {
      const { rows } = await sql`select 1 from ${sql.table(table)} where user_id = ${person.userId}`.execute(t.db);
      expect({ table, rows }).toEqual({ table, rows: [] });
    }
    // only the id remains, with the fact of the erasure
    expect(everything).toContain('UserErased');
    expect(everything).toContain(person.userId);

    // the delayed job arriving afterwards finds nothing to do, and reactivation is refused
    const registry = worker.get(JobProcessorRegistry);
    await expect(
      registry.dispatch(QueueName.Maintenance, { name: ERASE_USER_JOB, data: { userId: person.userId } } as never),
    ).resolves.toBe(false);
    const back = await admin
      .auth(t.http().post('/api/users'))
      .send([{ email: person.email }])
      .expect(201);
    expect(back.body.responseObj[0]).toMatchObject({ status: 'rejected', reason: { message: 'User not found' } });
  });

  it('given a deleted account, when reactivation is tried after 24 hours but before erasure, then it is refused', async () => {
    const admin = await createSignedInUser(t, { role: RoleId.ClientAdministrator, clientId: BOOTSTRAP_CLIENT_ID });
    const person = await createSignedInUser(t, { role: RoleId.User, clientId: BOOTSTRAP_CLIENT_ID });
    await admin.auth(t.http().delete(`/api/users/${person.email}`)).expect(200);
    jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(new Date(Date.now() + 25 * HOUR));
    const res = await admin
      .auth(t.http().post('/api/users'))
      .send([{ email: person.email }])
      .expect(201);
    jest.restoreAllMocks();
    expect(res.body.responseObj[0]).toMatchObject({
      status: 'rejected',
      reason: { message: M.reactivationWindowPassed },
    });
  });
});
