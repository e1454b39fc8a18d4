import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { LogController, type FastifyInstance } from 'fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { AppModule } from './app.module';
import type { AppConfig } from './config/app-config';
import { withDtoSchemas } from './http/dto-schemas';
import { EnvelopingFastifyAdapter } from './http/envelope';
import { releaseRefusedIdempotencyKeys } from './http/idempotency-key';
import { registerLocalOnlyRoutes } from './http/local-only';
import { applyRouteBodyLimits, registerSecurityHeaders } from './http/security-headers';
import { refuseUnsafeText } from './http/hostile-input';
import { useJsonBodyLimits } from './http/json-body';
import { createValidationPipe } from './http/validation';
import { createRootLogger, PinoNestLogger } from './infrastructure/logging';
import { installAsyncResourceBind } from './infrastructure/runtime/async-resource-bind';

const API_DESCRIPTION = `Every success is wrapped as \`{ "responseObj": ... }\`; failures are \`{ statusCode, error, message, code?,
errors? }\` with the product's message. Commands answer with \`position\` (also in the X-Position header): send it
back as \`X-Min-Position\` on a later query and the query waits (bounded) until the read models include your write.`;

/**
 * Builds the api on Fastify with the /api prefix, validation, the envelope, OpenAPI at /api/docs and JSON logs
 * carrying a request id (X-Request-Id is honoured or generated). Used by main.ts and by the supertest suites.
 */
export async function createApp(
  config: AppConfig,
  options: { logDestination?: NodeJS.WritableStream } = {},
): Promise<NestFastifyApplication> {
  installAsyncResourceBind();
  const logger = createRootLogger(config.logLevel, 'api', options.logDestination);
  const adapter = new EnvelopingFastifyAdapter({
    loggerInstance: logger,
    // a line per request and per answer at info and below (Fastify's own); none above
    logController: new LogController({
      disableRequestLogging: ['silent', 'warn', 'error', 'fatal'].includes(config.logLevel),
    }),
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy,
    bodyLimit: config.bodyLimitBytes,
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
    logger: new PinoNestLogger(logger),
    bufferLogs: true,
  });
  // Nest keeps what `new Logger(...)` writes in a buffer until this: without it, no line of the api's own services
  // (sign-in refusals, erasure, ...) ever reached the log, and the buffer grew for the life of the process
  app.flushLogs();
  const fastify = app.getHttpAdapter().getInstance();
  registerLocalOnlyRoutes(fastify);
  applyRouteBodyLimits(fastify);
  registerSecurityHeaders(fastify);
  releaseRefusedIdempotencyKeys(fastify);
  await registerCompression(fastify);
  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  useJsonBodyLimits(app);
  refuseUnsafeText(app);
  app.enableShutdownHooks();

  // built on the first request for it (Swagger's factory form, then kept): scanning every route and generating the
  // DTOs' schemas is no work for start-up
  const document = () =>
    withDtoSchemas(
      SwaggerModule.createDocument(
        app,
        new DocumentBuilder()
          .setTitle('GrowthCatalyst API')
          .setDescription(API_DESCRIPTION)
          .setVersion('1')
          .addBearerAuth()
          .build(),
      ),
    );
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json' });

  const dist = config.frontendDist ?? resolve(__dirname, '../../frontend/dist');
  if (existsSync(join(dist, 'index.html')))
    await serveFrontend(app, dist, { serveSourceMaps: config.nodeEnv === 'development' });
  return app;
}

/**
 * Brotli or gzip (as the client's Accept-Encoding prefers, brotli first) for every text answer of 1 KiB or more:
 * the API's JSON, index.html, public files. The SPA's hashed files come compressed from the build (a .br and a .gz
 * beside each, sent as they are by @fastify/static); only a file without such a twin is compressed here. Request
 * bodies are not decompressed (a Content-Encoding on a request is ignored, as before).
 *
 * An answer of up to 64 KiB is compressed in one call (`syncThreshold`): on 2 cores the plugin's default sends
 * anything over 8 KiB through a zlib stream per response, whose set-up and threadpool hop cost more than the
 * compression (GET /api/teams, 12.6 KB, ran at 327 req/s compressed against 840 uncompressed: docs/performance.md).
 * Larger answers (a CSV or PDF export, a big file) keep the stream, so the event loop is never held for long.
 */
async function registerCompression(fastify: FastifyInstance): Promise<void> {
  fastify.addHook('onRoute', (route) => {
    route.decompress ??= false;
  });
  await fastify.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    syncThreshold: COMPRESS_IN_ONE_CALL_BYTES,
  });
}

const COMPRESS_IN_ONE_CALL_BYTES = 64 * 1024;

/** Vite names files under assets/ by their content hash: a new release is new names, so they never change. */
const HASHED_ASSETS = /^\/assets\//;
/** Paths that name a file, never a client-side route: answered 404 when no such file was built. */
const FILE_PATH = /\.(?:m?js|css|map|json|txt|xml|ico|png|jpe?g|gif|svg|webp|avif|woff2?|ttf|webmanifest)$/i;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The built SPA: files under dist are served as they are (registered at start, wildcard off), and every other GET
 * outside /api answers index.html so client-side routes deep-link. Unknown /api paths stay JSON 404s, and so does
 * a missing file (anything under /assets/, or a path ending in a file extension) instead of index.html.
 * Caching: hashed files under /assets for a year (immutable); index.html `no-cache` (revalidated with its ETag on
 * every visit, so a release is picked up at once); other public files (robots.txt, favicon) for an hour. Source
 * maps are not built (vite.config.ts) and, outside development, never served even when present.
 */
async function serveFrontend(
  app: NestFastifyApplication,
  dist: string,
  { serveSourceMaps }: { serveSourceMaps: boolean },
): Promise<void> {
  const fastify = app.getHttpAdapter().getInstance();
  await fastify.register(fastifyStatic, {
    root: dist,
    prefix: '/',
    wildcard: false,
    index: false,
    // app-abc123.js.br / .gz (written by the build) answer for app-abc123.js; they are not routes of their own
    preCompressed: true,
    globIgnore: ['**/*.br', '**/*.gz', ...(serveSourceMaps ? [] : ['**/*.map'])],
    setHeaders: (reply, path) => {
      const file = relative(resolve(dist), resolve(path))
        .split(sep)
        .join('/')
        .replace(/\.(?:br|gz)$/, '');
      const cacheControl =
        file === 'index.html' ? 'no-cache' : HASHED_ASSETS.test(`/${file}`) ? IMMUTABLE : 'public, max-age=3600';
      void reply.header('Cache-Control', cacheControl);
    },
  });
  fastify.get('/*', (request, reply) => {
    const path = request.url.split('?')[0];
    if (path === '/api' || path.startsWith('/api/') || HASHED_ASSETS.test(path) || FILE_PATH.test(path)) {
      void reply.status(404).send({ statusCode: 404, error: 'Not Found', message: `Cannot GET ${path}` });
      return;
    }
    void reply.type('text/html').sendFile('index.html');
  });
}
