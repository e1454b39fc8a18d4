import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The SPA's bundle loads only its own files (no inline script: Vite emits module scripts with src); MUI/emotion
 * injects <style> elements, hence 'unsafe-inline' for styles only. Nobody may frame the app (clickjacking).
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** One year, as the HSTS preload list asks. */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/** What the api's answers carry unless a route says otherwise: no browser, proxy or CDN keeps a copy. */
export const API_CACHE_CONTROL = 'no-store';

/** A path of the api, tested on the URL and on the route Fastify matched (it decodes: `/%61pi/x` finds `/api/x`). */
const API_PATH = /^\/api(?:[/?]|$)/;
const isApiRequest = (request: FastifyRequest) =>
  API_PATH.test(request.url) || API_PATH.test(request.routeOptions.url ?? '');

/**
 * Security headers on every answer, SPA and API alike (helmet): CSP, X-Frame-Options DENY, nosniff,
 * Referrer-Policy no-referrer, cross-origin isolation of resources. HSTS only when the request reached a proxy over
 * TLS: Fastify reports `https` when TRUST_PROXY believes the proxy's X-Forwarded-Proto (a plain-HTTP install on a
 * LAN must not pin browsers to an HTTPS it does not have).
 *
 * Every answer under /api (JSON, errors, the CSV and PDF downloads) is `Cache-Control: no-store` unless its route
 * set a Cache-Control of its own: most carry personal data (results, takes, chats, people), and one rule for all is
 * the only one a new route cannot forget (OWASP REST Security). The SPA's files keep their own caching (create-app.ts).
 * A hijacked answer (the mentor's Server-Sent Events) bypasses this hook and sets its headers itself.
 *
 * helmet decides the headers, once, here: with our options they depend on nothing in the request (no nonce, no
 * per-route option), so its middleware runs once at start-up against a recording response, and every answer gets
 * that list. (@fastify/helmet rebuilt the middleware on every request, parsing the CSP each time: 4 % of the api's
 * CPU per request; running helmet's thirteen middlewares on every request still cost 3-4 %: docs/performance.md.)
 */
export function registerSecurityHeaders(fastify: FastifyInstance): void {
  const headers = helmetHeaders();
  fastify.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    // the request id (X-Request-Id honoured or generated) on every answer, a hijacked one too
    reply.raw.setHeader('X-Request-Id', request.id);
    done();
  });
  // (hooks in callback form: an async hook costs every answer a promise and a turn of the microtask queue)
  fastify.addHook('onSend', (request, reply, payload, done) => {
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS_VALUE);
    if (!reply.hasHeader('cache-control') && isApiRequest(request)) reply.header('Cache-Control', API_CACHE_CONTROL);
    done(null, payload);
  });
}

/** The headers helmet sets with our options, as [name, value] pairs (what it removes, X-Powered-By, we never send). */
export function helmetHeaders(): [string, string][] {
  const setHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    hsts: false,
  });
  const headers = new Map<string, string>();
  const recording = {
    setHeader: (name: string, value: string) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
  };
  let failed: unknown;
  setHeaders({} as IncomingMessage, recording as unknown as ServerResponse, (error?: unknown) => (failed = error));
  if (failed) throw failed instanceof Error ? failed : new Error(String(failed));
  return [...headers];
}

/**
 * Every route takes at most BODY_LIMIT_BYTES; a route that needs more says so with
 * `@RouteConfig({ bodyLimit: bytes })` (the CSV import does), read here as each route is registered.
 */
export function applyRouteBodyLimits(fastify: FastifyInstance): void {
  fastify.addHook('onRoute', (route) => {
    const wanted = (route.config as { bodyLimit?: unknown } | undefined)?.bodyLimit;
    if (typeof wanted === 'number') route.bodyLimit = wanted;
  });
}
