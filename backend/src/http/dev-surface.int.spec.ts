import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BOOTSTRAP_CLIENT_ID, RoleId } from '@gc/contracts';
import { assertProductionReady, isLoopbackAddress, loadConfig, productionProblems } from '../config/app-config';
import { createSignedInUser } from '../test-support/identity';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { embeddedPostgresBinDir, ensureBinariesExecutable } from '../dev/embedded-postgres';

jest.setTimeout(60_000);

/** Issue 7: what a caller who is not on this machine can reach, and what production refuses. */
describe('the surface a default start exposes', () => {
  let t: TestApp;
  /** behind a proxy that is believed for every hop (TRUST_PROXY=true), serving a built SPA */
  let proxied: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const dist = mkdtempSync(path.join(tmpdir(), 'gc-spa-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>GrowthCatalyst</title>');
    proxied = await createTestApp({ trustProxy: true, frontendDist: dist });
  });
  afterAll(async () => {
    await t?.close();
    await proxied?.close();
  });

  const inject = (app: TestApp, url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
    app.app.getHttpAdapter().getInstance().inject({ method: 'GET', url, remoteAddress, headers });

  describe('development conveniences answer this machine only', () => {
    it.each(['/api/dev/outbox', '/api/dev/outbox/page', '/api/dev/outbox?to=%2B15550001234'])(
      'given a caller on another address, when it asks %s, then 404 as if it did not exist',
      async (url) => {
        for (const remote of ['203.0.113.9', '10.0.0.7', '::ffff:192.168.1.20', '2001:db8::1']) {
          const res = await inject(t, url, remote);
          expect(res.statusCode).toBe(404);
          expect(res.body).not.toContain('to_number');
        }
        for (const local of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
          expect((await inject(t, url, local)).statusCode).toBe(200);
        }
      },
    );

    it('given a trusted proxy on this machine, when the real client is remote, then 404; a forged X-Forwarded-For from afar does not help', async () => {
      const viaLocalProxy = await inject(proxied, '/api/dev/outbox', '127.0.0.1', {
        'x-forwarded-for': '198.51.100.7',
      });
      expect(viaLocalProxy.statusCode).toBe(404);
      const forged = await inject(proxied, '/api/dev/outbox', '198.51.100.7', { 'x-forwarded-for': '127.0.0.1' });
      expect(forged.statusCode).toBe(404);
      const local = await inject(proxied, '/api/dev/outbox', '127.0.0.1', { 'x-forwarded-for': '127.0.0.1' });
      expect(local.statusCode).toBe(200);
    });

    it('classifies loopback addresses', () => {
      for (const yes of ['127.0.0.1', '127.8.9.10', '::1', '[::1]', '::ffff:127.0.0.1', 'localhost'])
        expect(isLoopbackAddress(yes)).toBe(true);
      for (const no of ['0.0.0.0', '::', '10.0.0.1', '128.0.0.1', '::ffff:10.0.0.1', '1270.0.0.1', '', undefined])
        expect(isLoopbackAddress(no)).toBe(false);
    });
  });

  describe('listening', () => {
    it('given no HOST, when configured, then the api binds loopback only; HOST widens it', () => {
      expect(loadConfig({}).host).toBe('localhost');
      expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    });
  });

  describe('production refuses every development transport', () => {
    const ready = {
      NODE_ENV: 'production',
      SMS_PROVIDER: 'http',
      JWT_SECRET: 'a'.repeat(64),
      SMTP_URL: 'smtp://relay.example:587',
    };
    it.each([
      ['SMS_PROVIDER', { SMS_PROVIDER: undefined }],
      ['SMS_PROVIDER', { SMS_PROVIDER: 'dev' }],
      ['JWT_SECRET', { JWT_SECRET: undefined }],
      ['JWT_SECRET', { JWT_SECRET: ' ' }],
      ['SMTP_URL', { SMTP_URL: undefined }],
    ])('given production without %s set for real, when starting, then it refuses naming it', (variable, change) => {
      const env = { ...ready, ...change };
      const problems = productionProblems(env);
      expect(problems).toHaveLength(1);
      expect(problems[0].startsWith(`${variable}:`)).toBe(true);
      expect(() => loadConfig(env)).toThrow(variable);
    });

    it('given `npm start` with NODE_ENV=production and nothing set, then the launcher refuses before starting anything', () => {
      const backend = path.join(__dirname, '..', '..');
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        NODE_ENV: 'production',
        TSX_TSCONFIG_PATH: path.join(backend, '..', 'tsconfig.base.json'),
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'gc-launch-')),
      };
      for (const name of ['SMS_PROVIDER', 'JWT_SECRET', 'SMTP_URL', 'DATABASE_URL', 'REDIS_URL']) delete env[name];
      const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(backend, 'src/dev/launch.ts')], {
        cwd: backend,
        env,
        encoding: 'utf8',
        timeout: 30_000,
      });
      expect(run.status).toBe(1);
      for (const name of ['SMS_PROVIDER', 'JWT_SECRET', 'SMTP_URL']) expect(run.stderr).toContain(`- ${name}:`);
      expect(run.stdout).not.toContain('Starting embedded');
    });

    it('given production with everything set, then it starts; outside production nothing is demanded', () => {
      expect(() => assertProductionReady(ready)).not.toThrow();
      expect(loadConfig(ready).smsProvider).toBe('http');
      expect(productionProblems({ NODE_ENV: 'development' })).toEqual([]);
      expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SMS_PROVIDER[\s\S]*JWT_SECRET[\s\S]*SMTP_URL/);
    });
  });

  describe('security headers', () => {
    const expectHeaders = (headers: Record<string, unknown>) => {
      const csp = String(headers['content-security-policy']);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("object-src 'none'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['referrer-policy']).toBe('no-referrer');
    };

    it('given an API answer, success or failure, then it carries the headers and no HSTS over plain HTTP', async () => {
      const ok = await t.http().get('/api/health').expect(200);
      expectHeaders(ok.headers);
      expect(ok.headers['strict-transport-security']).toBeUndefined();
      const refused = await t.http().post('/api/auth/sign-in').send({}).expect(400);
      expectHeaders(refused.headers);
    });

    it('given the SPA, then index.html carries the same headers', async () => {
      const page = await proxied.http().get('/app/dashboard').expect(200);
      expect(page.text).toContain('GrowthCatalyst');
      expectHeaders(page.headers);
    });

    it('given TLS ending at a trusted proxy, then HSTS; an untrusted X-Forwarded-Proto is ignored', async () => {
      const behindTls = await proxied.http().get('/api/health').set('X-Forwarded-Proto', 'https').expect(200);
      expect(behindTls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const untrusted = await t.http().get('/api/health').set('X-Forwarded-Proto', 'https').expect(200);
      expect(untrusted.headers['strict-transport-security']).toBeUndefined();
    });
  });

  describe('request body limit', () => {
    it('given a body over BODY_LIMIT_BYTES (1 MiB), when posted to any route, then 413 and nothing read', async () => {
      const huge = { email: 'someone@example.test', password: 'x'.repeat(1024 * 1024 + 1) };
      const res = await t.http().post('/api/auth/sign-in').send(huge).expect(413);
      expect(res.body).toMatchObject({ statusCode: 413 });
    });

    it('given the CSV import, when the file is larger than the general limit, then its own 10 MiB limit applies', async () => {
      const admin = await createSignedInUser(t, { role: RoleId.ClientAdministrator, clientId: BOOTSTRAP_CLIENT_ID });
      const row = 'Some Body,not-an-email,User\n';
      const csv = `name,email,permission\n${row.repeat(Math.ceil((2 * 1024 * 1024) / row.length))}`;
      const res = await admin.auth(t.http().post('/api/users/import')).send({ csv, file_name: 'big.csv' });
      expect(res.status).not.toBe(413);
      expect(res.status).toBeLessThan(500);
      const over = await admin
        .auth(t.http().post('/api/users/import'))
        .send({ csv: 'x'.repeat(10 * 1024 * 1024 + 1), file_name: 'huge.csv' });
      expect(over.status).toBe(413);
    });
  });
});

describe('embedded Postgres binaries', () => {
  it('given initdb lost its run bits (the npm install fallback), when starting, then they are restored first', async () => {
    const binDir = embeddedPostgresBinDir();
    if (!binDir) throw new Error(`no embedded Postgres binaries for ${process.platform}-${process.arch} to test with`);
    const initdb = path.join(binDir, 'initdb');
    const original = statSync(initdb).mode;
    const lines: string[] = [];
    try {
      chmodSync(initdb, original & ~0o111);
      await ensureBinariesExecutable((line) => lines.push(line));
      expect(statSync(initdb).mode & 0o555).toBe(0o555);
      expect(lines.join('\n')).toContain('restored the run bits');
    } finally {
      chmodSync(initdb, original | 0o555);
    }
  });
});
