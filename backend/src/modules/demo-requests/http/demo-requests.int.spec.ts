import { BOOTSTRAP_CLIENT_ID, DemoRequestMessages as M, IdentityMessages, RoleId } from '@gc/contracts';
import { sql } from 'kysely';
import { createSignedInUser } from '../../../test-support/identity';
import { startTestMailCatcher, waitForMail, type TestMailCatcher } from '../../../test-support/mail-catcher';
import { createTestApp, type TestApp } from '../../../test-support/test-app';

jest.setTimeout(60_000);

const INBOX = 'demo-inbox@growthcatalyst.test';

describe('demo requests', () => {
  let mail: TestMailCatcher;
  let t: TestApp;
  const rows = async () =>
    Number((await sql<{ n: string }>`select count(*) as n from demo_requests`.execute(t.db)).rows[0].n);

  beforeAll(async () => {
    mail = await startTestMailCatcher();
    t = await createTestApp({
      smtpUrl: mail.smtpUrl,
      demoRequests: { inbox: INBOX, rateLimitMax: 4, rateLimitWindowSeconds: 3600 },
    });
  });
  afterAll(async () => {
    await t?.close();
    await mail?.stop();
  });

  it('given the form, when submitted without a bearer, then it is stored and both mails are sent', async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    const email = `ada-${tag}@example.test`;
    await t
      .http()
      .post('/api/demo-requests')
      .send({ fullname: ' Ada Lovelace ', email: ` ${email.toUpperCase()}`, company: `Engines ${tag}`, reason: 'Team' })
      .expect(200, { responseObj: { received: true } });
    const confirmation = await waitForMail(mail.webUrl, email, /Thank you for requesting a demo/);
    expect(confirmation.subject).toBe('Your GrowthCatalyst demo request');
    const notice = await waitForMail(mail.webUrl, INBOX, new RegExp(`Company: Engines ${tag}`));
    expect(notice.text).toContain(`Email: ${email}`);
    expect(notice.text).toContain('Name: Ada Lovelace');

    const admin = await createSignedInUser(t, { role: RoleId.GlobalAdministrator, clientId: BOOTSTRAP_CLIENT_ID });
    const list = await admin.auth(t.http().get('/api/demo-requests')).expect(200);
    expect(list.body.responseObj[0]).toMatchObject({
      fullname: 'Ada Lovelace',
      email,
      company: `Engines ${tag}`,
      reason: 'Team',
    });
    const user = await createSignedInUser(t, { role: RoleId.User, clientId: BOOTSTRAP_CLIENT_ID });
    await user.auth(t.http().get('/api/demo-requests')).expect(403);
    await t.http().get('/api/demo-requests').expect(401);
  });

  it('given bad input, then 400 with the form’s message and nothing stored', async () => {
    const before = await rows();
    for (const [body, message] of [
      [{ email: 'a@b.test', company: 'C' }, M.required],
      [{ fullname: 'A', email: 'not-an-email', company: 'C' }, M.email],
      [{ fullname: 'A', email: 'a@b.test', company: '  ' }, M.required],
    ] as const) {
      const res = await t.http().post('/api/demo-requests').send(body).expect(400);
      expect(res.body.message).toBe(message);
    }
    expect(await rows()).toBe(before);
  });

  it('given the honeypot filled, then it answers as if accepted but stores and mails nothing', async () => {
    const before = await rows();
    const email = `bot-${Math.random().toString(36).slice(2, 8)}@example.test`;
    await t
      .http()
      .post('/api/demo-requests')
      .send({ fullname: 'Bot', email, company: 'Spam', website: 'http://spam.example' })
      .expect(200, { responseObj: { received: true } });
    expect(await rows()).toBe(before);
    await expect(waitForMailQuickly(mail.webUrl, email)).resolves.toBe(false);
  });

  it('given too many requests from one address, then 429 and nothing stored', async () => {
    // the limit (4 per hour here) counts every request from the address, the earlier tests' included
    let status = 200;
    for (let i = 0; i < 5 && status === 200; i++) {
      status = (
        await t
          .http()
          .post('/api/demo-requests')
          .send({ fullname: 'Flood', email: `flood${i}@example.test`, company: 'F', website: 'x' })
      ).status;
    }
    const before = await rows();
    const res = await t
      .http()
      .post('/api/demo-requests')
      .send({ fullname: 'Real', email: 'real@example.test', company: 'R' })
      .expect(429);
    expect(res.body.message).toBe(IdentityMessages.tooManyRequests);
    expect(await rows()).toBe(before);
  });
});

async function waitForMailQuickly(webUrl: string, to: string): Promise<boolean> {
  await new Promise((resolve) => setTimeout(resolve, 500));
  const mails = (await (await fetch(`${webUrl}/email`)).json()) as { to: { address: string }[] }[];
  return mails.some((m) => m.to.some((r) => r.address === to));
}
