import { randomUUID } from 'node:crypto';
import { BOOTSTRAP_CLIENT_ID, IdentityMessages as M, RoleId, UNSAFE_TEXT_MESSAGE } from '@gc/contracts';
import type { Test } from 'supertest';
import { createSignedInUser, type SignedInUser } from '../test-support/identity';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { writtenState } from '../test-support/written-state';
import { JSON_TOO_DEEP_MESSAGE, MAX_JSON_DEPTH } from './json-body';

jest.setTimeout(60_000);

/** Issue 16: hostile text, paths, nesting and shapes answer 4xx with a clear message and write nothing. */
describe('hostile input (HTTP)', () => {
  let t: TestApp;
  let admin: SignedInUser;
  let member: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createSignedInUser(t, { role: RoleId.GlobalAdministrator, clientId: BOOTSTRAP_CLIENT_ID });
    member = await createSignedInUser(t, { role: RoleId.User, clientId: BOOTSTRAP_CLIENT_ID, name: 'Mary Member' });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Sends a request and checks that nothing was written whatever it answered. */
  async function refused(req: Test, status: number) {
    const before = await writtenState(t);
    const res = await req;
    expect({ status: res.status, body: res.body }).toMatchObject({ status, body: { statusCode: status } });
    expect(await writtenState(t)).toEqual(before);
    return res;
  }
  const rawJson = (req: Test, text: string) => req.set('Content-Type', 'application/json').send(text);
  const invalidText = (field: string) => ({
    message: UNSAFE_TEXT_MESSAGE,
    code: 'INVALID_TEXT',
    errors: { [field]: [UNSAFE_TEXT_MESSAGE] },
    requestId: expect.any(String),
  });

  describe('text with NUL or an unpaired surrogate', () => {
    it('given a NUL in the email, when signing in unauthenticated, then 400 INVALID_TEXT', async () => {
      const res = await refused(t.http().post('/api/auth/sign-in').send({ email: 'a\u0000b', password: 'x' }), 400);
      expect(res.body).toMatchObject(invalidText('body.email'));
    });

    it('given a lone surrogate as a JSON escape, when signing in, then 400 INVALID_TEXT', async () => {
      const res = await refused(
        rawJson(t.http().post('/api/auth/sign-in'), '{"email":"a@b.test","password":"x\\ud800"}'),
        400,
      );
      expect(res.body).toMatchObject(invalidText('body.password'));
    });

    it.each([
      [
        'POST /api/teams',
        'post',
        '/api/teams',
        { team_name: 'T\u0000', description: 'd', team_type: 'OS_TEAM', stage: 's' },
        'body.team_name',
      ],
      [
        'POST /api/clients',
        'post',
        '/api/clients',
        { client_name: 'C', description: '\udc00', industry_id: 'x' },
        'body.description',
      ],
      [
        'POST /api/users',
        'post',
        '/api/users',
        [{ name: 'N\ud800', email: 'n@example.test', custom_role: 8 }],
        'body[0].name',
      ],
      [
        'DELETE /api/users',
        'delete',
        '/api/users',
        { emails: ['ok@example.test', 'x\u0000@example.test'] },
        'body.emails[1]',
      ],
      ['an object key', 'post', '/api/teams', { 'team\u0000name': 'x' }, 'body.(key)'],
    ] as const)(
      'given %s with unsafe text, when an administrator sends it, then 400 naming the field',
      async (_l, method, url, body, field) => {
        const res = await refused(admin.auth(t.http()[method](url)).send(body as object), 400);
        expect(res.body).toMatchObject(invalidText(field));
      },
    );

    it('given unsafe text in the profile, when saving it, then 400 and the personal data is unchanged', async () => {
      const res = await refused(
        member.auth(t.http().put(`/api/users/${member.email}`)).send({
          email: member.email,
          data: { name: 'Mary \u0000Member', phone_number: member.phone },
        }),
        400,
      );
      expect(res.body).toMatchObject(invalidText('body.data.name'));
    });

    it('given a NUL in a query parameter, when listing users, then 400 naming the parameter', async () => {
      const res = await refused(admin.auth(t.http().get('/api/users?role=%00')), 400);
      expect(res.body).toMatchObject(invalidText('query.role'));
    });

    it('given a NUL in a CSV import (text/csv or JSON), then the whole file is refused with 400', async () => {
      const csv = `name,email,permission\nNina Null,nina-${randomUUID().slice(0, 6)}@example.test,User\nBad\u0000Row,b@example.test,User\n`;
      const asText = await refused(
        admin.auth(t.http().post('/api/users/import')).set('Content-Type', 'text/csv').send(csv),
        400,
      );
      expect(asText.body).toMatchObject(invalidText('body'));
      const asJson = await refused(
        admin.auth(t.http().post('/api/users/import')).send({ csv, file_name: 'people.csv' }),
        400,
      );
      expect(asJson.body).toMatchObject(invalidText('body.csv'));
    });

    it('given safe text with emoji and astral characters, when signing in, then it is judged as usual (401)', async () => {
      const res = await t.http().post('/api/auth/sign-in').send({ email: 'émoji😀@example.test', password: '𝄞x' });
      expect(res.status).toBe(401);
      expect(res.body.message).toBe(M.incorrectCredentials);
    });
  });

  describe('%00 in a path parameter', () => {
    const id = randomUUID();
    const routes: Array<[string, string]> = [
      ['get', '/api/users/%00'],
      ['put', '/api/users/%00'],
      ['delete', '/api/users/%00'],
      ['post', '/api/users/%00/forgotpassword'],
      ['post', '/api/users/%00/sendcode'],
      ['post', '/api/users/%00/confirmcode'],
      ['put', '/api/clients/%00'],
      ['get', '/api/clients/%00/team_roles'],
      ['post', '/api/clients/%00/team_roles'],
      ['delete', `/api/clients/${id}/team_roles/%00`],
      ['put', `/api/clients/%00/team_roles/${id}/replace`],
      ['get', '/api/teams/%00'],
      ['put', '/api/teams/%00'],
      ['delete', '/api/teams/%00'],
      ['get', '/api/teams/%00/members'],
      ['post', '/api/teams/%00/members'],
      ['put', `/api/teams/${id}/members/%00`],
      ['delete', `/api/teams/${id}/members/x%00y`],
    ];

    it.each(routes)(
      'given %s %s, when an administrator calls it, then 404 and nothing written',
      async (method, url) => {
        const req = admin.auth((t.http() as unknown as Record<string, (u: string) => Test>)[method](url));
        const res = await refused(method === 'get' || method === 'delete' ? req : req.send({}), 404);
        expect(res.body).toMatchObject({
          error: 'Not Found',
          code: 'INVALID_TEXT',
          message: `Cannot ${method.toUpperCase()} ${url}`,
        });
      },
    );

    it('given no bearer, when reading /api/users/%00, then 404 as well (the path names nothing)', async () => {
      await refused(t.http().get('/api/users/%00'), 404);
    });
  });

  describe('JSON nested too deeply', () => {
    const deep = (n: number) => '['.repeat(n) + ']'.repeat(n);

    it.each(['/api/auth/sign-in', '/api/teams', '/api/users'])(
      'given a body nested 10,000 deep, when posting to %s, then 400 BODY_TOO_DEEP',
      async (url) => {
        const res = await refused(rawJson(admin.auth(t.http().post(url)), deep(10_000)), 400);
        expect(res.body).toMatchObject({ message: JSON_TOO_DEEP_MESSAGE, code: 'BODY_TOO_DEEP' });
      },
    );

    it('given a body exactly at the limit, then it is parsed and judged by validation', async () => {
      const res = await refused(
        rawJson(t.http().post('/api/auth/sign-in'), `{"email":${deep(MAX_JSON_DEPTH - 1)},"password":"x"}`),
        400,
      );
      expect(res.body.code).toBe('VALIDATION_FAILED');
    });

    it('given brackets inside strings, then they do not count as nesting', async () => {
      const res = await rawJson(
        t.http().post('/api/auth/sign-in'),
        JSON.stringify({ email: `${'[{'.repeat(100)}"\\@example.test`, password: 'x' }),
      );
      expect(res.status).toBe(401);
    });

    it('given __proto__ in a body, then it is still refused as Fastify refuses it', async () => {
      const res = await refused(rawJson(t.http().post('/api/auth/sign-in'), '{"__proto__":{"admin":true}}'), 400);
      expect(res.body.message).toMatch(/not valid JSON/);
    });
  });

  describe('null, arrays and wrong types where the DTO expects something else', () => {
    it('given "name": null, when an administrator edits a user, then 400 with the form message', async () => {
      const res = await refused(admin.auth(t.http().put(`/api/users/${member.email}`)).send({ name: null }), 400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', message: M.editUserName });
    });

    it.each([null, [], 'text', 42, [{ name: 'Mary Member' }]])(
      'given "data": %j, when saving one\'s profile, then 400 and nothing written',
      async (data) => {
        const res = await refused(member.auth(t.http().put(`/api/users/${member.email}`)).send({ data }), 400);
        expect(res.body.code).toBe('VALIDATION_FAILED');
      },
    );

    it.each([5, null, { a: 1 }, ['x']])(
      'given an email of %j, when signing in, then 400 with the form message',
      async (email) => {
        const res = await refused(t.http().post('/api/auth/sign-in').send({ email, password: 'x' }), 400);
        expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', message: M.required });
      },
    );

    it('given "emails" as a string, when deleting users, then 400 saying an array is expected', async () => {
      const res = await refused(admin.auth(t.http().delete('/api/users')).send({ emails: member.email }), 400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'emails must be an array' });
    });

    it.each([[[]], [['name,email,permission']], ['just text'], [42]])(
      'given a CSV import whose JSON body is %j, then 400 asking for the file',
      async (body) => {
        const res = await refused(
          admin
            .auth(t.http().post('/api/users/import'))
            .set('Content-Type', 'application/json')
            .send(JSON.stringify(body)),
          400,
        );
        expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', message: M.required });
      },
    );

    it.each([
      ['custom_role', null],
      ['custom_organization', null],
      ['custom_client_id', null],
      ['email', null],
    ])('given "%s": %j, when editing a user, then 400', async (field, value) => {
      const res = await refused(admin.auth(t.http().put(`/api/users/${member.email}`)).send({ [field]: value }), 400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    });
  });
});
