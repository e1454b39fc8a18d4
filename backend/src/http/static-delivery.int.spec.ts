import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Response } from 'supertest';
import { createTestApp, type TestApp } from '../test-support/test-app';

jest.setTimeout(60_000);

/** A built SPA as Vite lays it out: index.html, hashed files under assets/, public files copied to the root. */
const INDEX_HTML = `<!doctype html><html lang="en"><head><title>GrowthCatalyst</title>
<script type="module" crossorigin src="/assets/app-abc123.js"></script></head>
<body><div id="root"></div><!-- ${'padding so the page is over the 1 KiB compression threshold '.repeat(30)} --></body></html>`;
const APP_JS = `export function greet(name) { return 'Hello, ' + name; }\n`.repeat(100);
/** what the build writes beside each hashed file (frontend/vite.config.ts, precompressAssets) */
const APP_JS_BR = brotliCompressSync(APP_JS);
const SOURCE_MAP = JSON.stringify({ version: 3, sources: ['src/app/main.tsx'], mappings: 'AAAA' });
const ROBOTS = 'User-agent: *\nDisallow: /app/\nDisallow: /api/\n';
const FAVICON = Buffer.from([0, 0, 1, 0, 1, 0, 16, 16, 0, 0, 1, 0, 32, 0, 0, 0, 0, 0, 22, 0, 0, 0]);

function builtSpa(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'gc-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), APP_JS);
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js.br'), APP_JS_BR);
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js.map'), SOURCE_MAP);
  writeFileSync(path.join(dist, 'robots.txt'), ROBOTS);
  writeFileSync(path.join(dist, 'favicon.ico'), FAVICON);
  return dist;
}

/** The bytes as sent on the wire, decoded here (supertest would inflate br and gzip on its own). */
function decode(body: Buffer, encoding: string | undefined): string {
  if (encoding === 'br') return brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
  return body.toString('utf8');
}

/** Production needs a real SMS provider; these settings only have to exist for the app to start. */
const PRODUCTION_ENV = {
  SMS_HTTP_URL: 'http://127.0.0.1:9/sms',
  SMS_ACCOUNT_SID: 'sid',
  SMS_AUTH_TOKEN: 'token',
  SMS_FROM: '+15550000000',
};

/** Issue 17, the front door: compression, caching and 404s for the built SPA, as production serves it. */
describe('delivery of the built SPA', () => {
  let dist: string;
  let production: TestApp;
  beforeAll(async () => {
    dist = builtSpa();
    const saved = Object.fromEntries(Object.keys(PRODUCTION_ENV).map((name) => [name, process.env[name]]));
    Object.assign(process.env, PRODUCTION_ENV);
    try {
      production = await createTestApp({ frontendDist: dist, nodeEnv: 'production', smsProvider: 'http' });
    } finally {
      for (const [name, value] of Object.entries(saved))
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
    }
  });
  afterAll(async () => {
    await production?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  /** supertest, which inflates br and gzip as a browser does; the headers say what was sent */
  const get = (url: string, acceptEncoding = 'identity') =>
    production
      .http()
      .get(url)
      .set('Accept-Encoding', acceptEncoding)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
  const text = (res: Response) => (res.body as Buffer).toString('utf8');
  /** the answer exactly as sent, to see the compressed bytes */
  const onTheWire = async (url: string, acceptEncoding: string) => {
    const res = await production.app
      .getHttpAdapter()
      .getInstance()
      .inject({ method: 'GET', url, headers: { 'accept-encoding': acceptEncoding } });
    const encoding = res.headers['content-encoding'] as string | undefined;
    return {
      status: res.statusCode,
      headers: res.headers,
      size: res.rawPayload.length,
      text: decode(res.rawPayload, encoding),
    };
  };

  describe('compression', () => {
    it.each([
      ['/assets/app-abc123.js', APP_JS],
      ['/login', INDEX_HTML],
      ['/', INDEX_HTML],
    ])('given a browser accepting "br, gzip", when it loads %s, then the answer is brotli', async (url, original) => {
      const res = await onTheWire(url, 'gzip, deflate, br');
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.size).toBeLessThan(Buffer.byteLength(original) / 2);
      expect(res.text).toBe(original);
    });

    it.each([
      ['/assets/app-abc123.js', APP_JS],
      ['/app/teams', INDEX_HTML],
    ])('given a client accepting gzip only, when it loads %s, then the answer is gzip', async (url, original) => {
      const res = await onTheWire(url, 'gzip');
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.size).toBeLessThan(Buffer.byteLength(original) / 2);
      expect(res.text).toBe(original);
    });

    it('given a hashed file built with its .br twin, then the twin is sent as it is (no compressing per request)', async () => {
      const res = await onTheWire('/assets/app-abc123.js', 'br, gzip');
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.size).toBe(APP_JS_BR.length);
      expect(res.text).toBe(APP_JS);
    });

    it('given a client that accepts no encoding, when it loads a script, then it gets the plain file', async () => {
      const res = await onTheWire('/assets/app-abc123.js', 'identity');
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.size).toBe(Buffer.byteLength(APP_JS));
      expect(res.text).toBe(APP_JS);
    });

    it('given an API answer over the threshold, then it is compressed too', async () => {
      const res = await onTheWire('/api/docs-json', 'br');
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(JSON.parse(res.text)).toHaveProperty('openapi');
    });
  });

  describe('caching', () => {
    it('given a hashed file under /assets, then it is cached for a year and never revalidated', async () => {
      const res = await get('/assets/app-abc123.js', 'br');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['content-type']).toMatch(/javascript/);
    });

    it.each(['/login', '/', '/app/teams', '/index.html'])(
      'given index.html (as %s), then it is revalidated on every visit',
      async (url) => {
        const res = await get(url, 'br');
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(res.headers['content-type']).toMatch(/^text\/html/);
      },
    );
  });

  describe('what is a file and what is a page', () => {
    it.each([
      '/assets/missing.js',
      '/assets/app-abc124.js',
      '/assets/app-abc123.js.br',
      '/assets/',
      '/assets/deep/missing.css',
      '/missing.png',
    ])('given a missing file %s, then 404 (not index.html)', async (url) => {
      const res = await get(url);
      expect(res.status).toBe(404);
      expect(text(res)).not.toContain('<div id="root">');
      expect(JSON.parse(text(res))).toMatchObject({ statusCode: 404 });
    });

    it('given robots.txt, then the file itself', async () => {
      const res = await get('/robots.txt');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(text(res)).toBe(ROBOTS);
    });

    it('given favicon.ico, then the icon itself', async () => {
      const res = await get('/favicon.ico', 'br, gzip');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/icon/);
      expect(res.body).toEqual(FAVICON);
    });

    it.each(['/app/teams', '/app/teams/42/members', '/app/users/manage', '/login', '/login?step=forgot-password'])(
      'given the deep link %s, then index.html',
      async (url) => {
        const res = await get(url, 'gzip');
        expect(res.status).toBe(200);
        expect(text(res)).toBe(INDEX_HTML);
      },
    );

    it('given an unknown /api path, then still a JSON 404', async () => {
      const res = await get('/api/nothing-here');
      expect(res.status).toBe(404);
      expect(JSON.parse(text(res))).toMatchObject({ statusCode: 404, message: 'Cannot GET /api/nothing-here' });
    });

    it('given a source map in dist, when production is asked for it, then 404', async () => {
      const res = await get('/assets/app-abc123.js.map');
      expect(res.status).toBe(404);
      expect(text(res)).not.toContain('mappings');
    });
  });

  it('given development, then a source map present in dist is served (to debug a local production build)', async () => {
    const development = await createTestApp({ frontendDist: dist, nodeEnv: 'development' });
    try {
      const res = await development.http().get('/assets/app-abc123.js.map');
      expect(res.status).toBe(200);
      expect(JSON.stringify(res.body)).toBe(SOURCE_MAP);
    } finally {
      await development.close();
    }
  });
});
