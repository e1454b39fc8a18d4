import { BOOTSTRAP_CLIENT_ID, MentorMessages as M, RoleId } from '@gc/contracts';
import { sql } from 'kysely';
import { createSignedInUser, type SignedInUser } from '../../../test-support/identity';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { parseEvents } from './mentor-testing';

jest.setTimeout(60_000);

const OFFLINE = { apiKey: null, baseUrl: null, model: 'none', maxRetries: 0, timeoutMs: 5000 };

/** Rows of the mentor's tables, to prove a refused request wrote nothing. */
async function mentorRows(t: TestApp): Promise<string> {
  const { rows } = await sql<{ n: string }>`select (select count(*) from mentor_chat_sessions) || '/' ||
    (select count(*) from mentor_chat_messages) || '/' || (select count(*) from mentor_token_usage) as n`.execute(t.db);
  return rows[0].n;
}

describe('GrowthMentor chat, offline (no model configured)', () => {
  let t: TestApp;
  let ada: SignedInUser;
  let bob: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp({ llm: OFFLINE, mentor: { messagesPerMinute: 1000, dailyTokenBudget: 1_000_000 } });
    ada = await createSignedInUser(t, { role: RoleId.User, clientId: BOOTSTRAP_CLIENT_ID });
    bob = await createSignedInUser(t, { role: RoleId.User, clientId: BOOTSTRAP_CLIENT_ID });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('given a first message, when posted, then a session starts with a playbook answer labelled offline', async () => {
    const res = await ada
      .auth(t.http().post('/api/mentor/chats'))
      .send({ message: 'How do we split equity between cofounders?' })
      .expect(201);
    const view = res.body.responseObj;
    expect(view).toMatchObject({
      session_name: 'How do we split…',
      message: 'How do we split equity between cofounders?',
      liked: null,
      offline: true,
    });
    expect(view.response.split('\n')[0]).toBe(`${M.offlineLabel} — "Splitting equity between cofounders"`);
    expect(view.suggestions).toHaveLength(3);
    expect(typeof view.createdOn).toBe('number');

    const next = await ada
      .auth(t.http().put(`/api/mentor/chats/sessions/${view.session_id}`))
      .send({ message: 'And what about vesting and the cliff?' })
      .expect(200);
    expect(next.body.responseObj).toMatchObject({ session_id: view.session_id, session_name: 'How do we split…' });
    expect(next.body.responseObj.response).toContain('Vesting and the cliff');

    const history = await ada.auth(t.http().get(`/api/mentor/chats/sessions/${view.session_id}`)).expect(200);
    expect(history.body.responseObj.messages.map((m: { message: string }) => m.message)).toEqual([
      'How do we split equity between cofounders?',
      'And what about vesting and the cliff?',
    ]);
    const sessions = await ada.auth(t.http().get('/api/mentor/chats/sessions')).expect(200);
    expect(sessions.body.responseObj[0]).toMatchObject({
      session_id: view.session_id,
      session_name: 'How do we split…',
    });
  });

  it('given Accept: text/event-stream, then the answer comes as start, delta and done events and is stored', async () => {
    const res = await ada
      .auth(t.http().post('/api/mentor/chats'))
      .set('Accept', 'text/event-stream')
      .send({ message: 'Who should we hire first?' })
      .buffer(true)
      .parse((response, done) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => done(null, text));
      })
      .expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    const events = parseEvents(res.body as string);
    expect(events.map((e) => e.event)).toEqual(['start', 'delta', 'done']);
    const done = events[2].data;
    expect(events[0].data).toEqual({
      session_id: done.session_id,
      session_name: done.session_name,
      mentor_message_id: done.mentor_message_id,
    });
    expect(events[1].data.text).toBe(done.response);
    expect(done.offline).toBe(true);
    const stored = await ada.auth(t.http().get(`/api/mentor/chats/sessions/${done.session_id}`)).expect(200);
    expect(stored.body.responseObj.messages[0].response).toBe(done.response);
  });

  it('given bad input, then 400 with the message and nothing written, streaming or not', async () => {
    const before = await mentorRows(t);
    for (const [body, message] of [
      [{ message: '   ' }, M.messageRequired],
      [{ message: '\u200B\u2060\uFEFF' }, M.messageInvisible],
      [{}, M.messageRequired],
      [{ message: 'x'.repeat(2001) }, M.messageTooLong],
    ] as const) {
      const res = await ada.auth(t.http().post('/api/mentor/chats')).send(body).expect(400);
      expect(res.body.message).toBe(message);
      const streamed = await ada
        .auth(t.http().post('/api/mentor/chats'))
        .set('Accept', 'text/event-stream')
        .send(body)
        .expect(400);
      expect(streamed.body.message).toBe(message);
    }
    expect(await mentorRows(t)).toBe(before);
  });

  it("given another person's session or message, then every call answers 404 and changes nothing", async () => {
    const mine = (await ada.auth(t.http().post('/api/mentor/chats')).send({ message: 'pricing' }).expect(201)).body
      .responseObj;
    const before = await mentorRows(t);
    const base = `/api/mentor/chats/sessions/${mine.session_id}`;
    const calls = [
      bob.auth(t.http().get(base)),
      bob.auth(t.http().put(base)).send({ message: 'hi' }),
      bob.auth(t.http().put(base)).set('Accept', 'text/event-stream').send({ message: 'hi' }),
      bob.auth(t.http().patch(base)).send({ session_name: 'mine now' }),
      bob.auth(t.http().delete(base)),
      bob.auth(t.http().post(`${base}/messages/${mine.mentor_message_id}/like`)),
      bob.auth(t.http().post(`${base}/messages/${mine.mentor_message_id}/unlike`)),
      ada.auth(t.http().post(`${base}/messages/${'0'.repeat(8)}-0000-0000-0000-000000000000/like`)),
      ada.auth(t.http().get('/api/mentor/chats/sessions/not-a-uuid')),
    ];
    for (const call of calls) {
      const res = await call.expect(404);
      expect([M.sessionNotFound, M.messageNotFound]).toContain(res.body.message);
    }
    expect(await mentorRows(t)).toBe(before);
    expect((await bob.auth(t.http().get('/api/mentor/chats/sessions')).expect(200)).body.responseObj).toEqual([]);
    const still = await ada.auth(t.http().get(base)).expect(200);
    expect(still.body.responseObj.session_name).toBe('pricing');
  });

  it('renames (PATCH), likes and unlikes (POST), and deletes (DELETE) a session', async () => {
    const view = (await ada.auth(t.http().post('/api/mentor/chats')).send({ message: 'burnout' }).expect(201)).body
      .responseObj;
    const base = `/api/mentor/chats/sessions/${view.session_id}`;
    const blank = await ada.auth(t.http().patch(base)).send({ session_name: '  ' }).expect(400);
    expect(blank.body.message).toBe(M.sessionNameRequired);
    const long = await ada
      .auth(t.http().patch(base))
      .send({ session_name: 'x'.repeat(21) })
      .expect(400);
    expect(long.body.message).toBe(M.sessionNameTooLong);
    const renamed = await ada.auth(t.http().patch(base)).send({ session_name: 'Energy' }).expect(200);
    expect(renamed.body.responseObj).toMatchObject({ session_id: view.session_id, session_name: 'Energy' });

    const message = `${base}/messages/${view.mentor_message_id}`;
    const liked = await ada.auth(t.http().post(`${message}/like`)).expect(200);
    expect(liked.body.responseObj).toMatchObject({ liked: true, session_name: 'Energy' });
    const unliked = await ada.auth(t.http().post(`${message}/unlike`)).expect(200);
    expect(unliked.body.responseObj.liked).toBe(false);

    await ada.auth(t.http().delete(base)).expect(200, { responseObj: { session_id: view.session_id } });
    await ada.auth(t.http().get(base)).expect(404);
    const { rows } = await sql`select 1 from mentor_chat_messages where session_id = ${view.session_id}`.execute(t.db);
    expect(rows).toEqual([]);
  });

  it('keeps the use_results setting per person, false by default', async () => {
    await ada.auth(t.http().get('/api/mentor/settings')).expect(200, { responseObj: { use_results: false } });
    await ada.auth(t.http().put('/api/mentor/settings')).send({ use_results: true }).expect(200);
    await ada.auth(t.http().get('/api/mentor/settings')).expect(200, { responseObj: { use_results: true } });
    await bob.auth(t.http().get('/api/mentor/settings')).expect(200, { responseObj: { use_results: false } });
    const bad = await ada.auth(t.http().put('/api/mentor/settings')).send({ use_results: 'yes' }).expect(400);
    expect(bad.body.message).toBe(M.useResults);
  });

  it('refuses without a bearer', async () => {
    await t.http().post('/api/mentor/chats').send({ message: 'hi' }).expect(401);
    await t.http().get('/api/mentor/chats/sessions').expect(401);
  });
});
