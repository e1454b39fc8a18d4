import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import { BOOTSTRAP_CLIENT_ID, IdentityMessages as M, RoleId } from '@gc/contracts';
import { sql } from 'kysely';
import { QueueName } from '../../../../infrastructure/queue/queue-names';
import { QueueService } from '../../../../infrastructure/queue/queue.service';
import { createSignedInUser, type SignedInUser } from '../../../../test-support/identity';
import type { TestApp } from '../../../../test-support/test-app';
import { WorkerModule } from '../../../../workers/worker.module';
import { UsersWorkerModule } from '../../erasure/users-worker.module';
import {
  createTestAppWithMail,
  temporaryPasswordMailedTo,
  type TestMailCatcher,
} from '../../../../test-support/mail-catcher';

jest.setTimeout(120_000);

describe('CSV import (POST /users/import)', () => {
  let t: TestApp;
  let mail: TestMailCatcher;
  let admin: SignedInUser;

  beforeAll(async () => {
    const app = await createTestAppWithMail();
    [t, mail] = [app, app.mail];
    admin = await createSignedInUser(t, { role: RoleId.ClientAdministrator, clientId: BOOTSTRAP_CLIENT_ID });
  });
  afterAll(async () => {
    await t?.close();
  });

  const importCsv = (csv: string) =>
    admin.auth(t.http().post('/api/users/import')).set('Content-Type', 'text/csv').send(csv);
  const tag = () => Math.random().toString(36).slice(2, 8);

  it('given a file with bad rows, when imported, then good rows are created and each bad row says why', async () => {
    const id = tag();
    const existing = await createSignedInUser(t, { role: RoleId.User, clientId: BOOTSTRAP_CLIENT_ID });
    const csv = [
      'name,email,permission',
      `"Smith, Jane",jane-${id}@example.test,Client Administrator`,
      `John Doe,john-${id}@example.test,User`,
      `No Mail,not-an-email,User`,
      `Bad Role,bad-${id}@example.test,Global Administrator`,
      `Twice,john-${id}@example.test,User`,
      `Already Here,${existing.email},User`,
      `too,many,values,here`,
      '',
    ].join('\r\n');
    const res = await importCsv(csv).expect(200);
    const report = res.body.responseObj;
    expect(report).toMatchObject({ created: 2, rejected: 5 });
    expect(report.rows.map((r: { line: number; status: string }) => [r.line, r.status])).toEqual([
      [2, 'created'],
      [3, 'created'],
      [4, 'rejected'],
      [5, 'rejected'],
      [6, 'rejected'],
      [7, 'rejected'],
      [8, 'rejected'],
    ]);
    expect(report.rows[2].reason).toBe('This is not a valid email address.');
    expect(report.rows[3].reason).toMatch(/Invalid Role/);
    expect(report.rows[4].reason).toMatch(/more than once/);
    expect(report.rows[5].reason).toBe(M.alreadyInClient);
    // the created ones are listed with their roles; the rejected ones left nothing behind
    const list = await admin.auth(t.http().get('/api/users').set('X-Min-Position', res.body.position)).expect(200);
    const byEmail = new Map(list.body.responseObj.map((u: { email: string }) => [u.email, u]));
    expect(byEmail.get(`jane-${id}@example.test`)).toMatchObject({ name: 'Smith, Jane', custom_role: '0' });
    expect(byEmail.get(`john-${id}@example.test`)).toMatchObject({ custom_role: '8', action: 'RESET PASSWORD' });
    const leftovers = await sql<{ n: number }>`
      select count(*)::int as n from personal_data where email = ${`bad-${id}@example.test`}`.execute(t.db);
    expect(leftovers.rows[0].n).toBe(0);
  });

  it('given a wrong header, a non-.csv file or an empty body, when imported, then 400 with the reason', async () => {
    expect((await importCsv('email,name\nx@example.test,X').expect(400)).body.message).toMatch(/header row/);
    const json = await admin
      .auth(t.http().post('/api/users/import'))
      .send({ csv: 'name,email,permission\n', file_name: 'people.xlsx' })
      .expect(400);
    expect(json.body.message).toBe(M.csvOnly);
    const named = await admin
      .auth(t.http().post('/api/users/import'))
      .set('Content-Type', 'text/csv')
      .set('X-File-Name', 'people.txt')
      .send('name,email,permission\n')
      .expect(400);
    expect(named.body.message).toBe(M.csvOnly);
    await importCsv('').expect(400);
  });

  it('given imported people, when the worker runs, then each gets a temporary password by mail', async () => {
    const address = `mailed-${tag()}@example.test`;
    const worker: INestApplicationContext = await NestFactory.createApplicationContext(
      { module: class WorkerUnderTest {}, imports: [WorkerModule.forRoot(t.config), UsersWorkerModule] },
      { logger: false },
    );
    try {
      await importCsv(`name,email,permission\nMia Mailed,${address},User\n`).expect(200);
      const password = await temporaryPasswordMailedTo(mail.webUrl, address);
      const started = await t.http().post('/api/auth/sign-in').send({ email: address, password }).expect(200);
      expect(started.body.responseObj.challenge).toBe('ACCOUNT_SETUP');
    } finally {
      await worker.close();
    }
  });

  it('given 10,000 rows, when imported, then all are created in one call (time printed for docs/performance.md)', async () => {
    const id = tag();
    const lines = ['name,email,permission'];
    for (let i = 0; i < 10_000; i++)
      lines.push(`Person ${i},bulk-${id}-${i}@example.test,${i % 10 ? 'User' : 'Client Administrator'}`);
    const started = performance.now();
    const res = await importCsv(lines.join('\n')).expect(200);
    const seconds = (performance.now() - started) / 1000;
    // the reasons of rejected rows, if any, so that a failure says why (one full parallel run rejected 715 rows)
    const report = res.body.responseObj as { created: number; rejected: number; rows: { reason: string | null }[] };
    const reasons = [...new Set(report.rows.flatMap((r) => (r.reason ? [r.reason] : [])))];
    expect({ created: report.created, rejected: report.rejected, reasons }).toEqual({
      created: 10_000,
      rejected: 0,
      reasons: [],
    });
    const counts = await sql<{ people: number; invited: number }>`
      select (select count(*)::int from personal_data where email like ${`bulk-${id}-%`}) as people,
             (select count(*)::int from es_events where event_type = 'UserInvited') as invited`.execute(t.db);
    expect(counts.rows[0].people).toBe(10_000);
    expect(counts.rows[0].invited).toBeGreaterThanOrEqual(10_000);
    const queued = await t.app.get(QueueService).queue(QueueName.Mail).getJobCountByTypes('waiting', 'delayed');
    expect(queued).toBeGreaterThanOrEqual(10_000);
    console.log(`CSV import of 10,000 rows: ${seconds.toFixed(2)} s`);
    await t.app.get(QueueService).queue(QueueName.Mail).obliterate({ force: true });
  });
});
