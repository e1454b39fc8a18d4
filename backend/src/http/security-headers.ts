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
 * helmet's middleware is built once, here. (@fastify/helmet builds it again on every request, parsing the CSP
 * each time: 4 % of the api's CPU per request, docs/performance.md; we use no per-route helmet options or nonces.)
 */
export function registerSecurityHeaders(fastify: FastifyInstance): void {
  const setHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    hsts: false,
  });
  fastify.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
  fastify.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS_VALUE);
    if (!reply.hasHeader('cache-control') && isApiRequest(request)) reply.header('Cache-Control', API_CACHE_CONTROL);
  });
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
