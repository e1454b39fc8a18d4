import { parse as parseQueryString } from 'node:querystring';
import { BadRequestException } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { RawServerDefault } from 'fastify';

/** Deeper JSON bodies are refused before parsing: no request of the api nests anywhere near this. */
export const MAX_JSON_DEPTH = 32;
export const JSON_TOO_DEEP_MESSAGE = 'The request body is nested too deeply.';

/**
 * Whether a JSON text opens more than `max` objects/arrays inside one another. One pass over the characters,
 * brackets inside strings ignored, no recursion: JSON.parse and every later walk over the value recurse, and a body
 * nested 10,000 deep would exhaust their stack.
 */
export function jsonNestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      if (++depth > max) return true;
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) depth--;
  }
  return false;
}

/**
 * The api's body parsers: JSON with a depth limit (400 'The request body is nested too deeply.', code
 * BODY_TOO_DEEP), then Fastify's own parser (secure-json-parse, `__proto__` / `constructor` poisoning refused as
 * Fastify refuses it by default); and, since registering a parser takes over all of Nest's, the urlencoded one
 * Nest would have registered. Call before `app.init()`.
 */
export function useJsonBodyLimits(app: NestFastifyApplication, maxDepth = MAX_JSON_DEPTH): void {
  const fastify = app.getHttpAdapter().getInstance();
  const { bodyLimit, onProtoPoisoning, onConstructorPoisoning } = fastify.initialConfig;
  const parseJson = fastify.getDefaultJsonParser(onProtoPoisoning ?? 'error', onConstructorPoisoning ?? 'error');
  app.useBodyParser<RawServerDefault>('application/json', { bodyLimit }, (request, body, done) => {
    const text = body.toString('utf8');
    if (jsonNestsDeeperThan(text, maxDepth)) {
      done(new BadRequestException({ message: JSON_TOO_DEEP_MESSAGE, code: 'BODY_TOO_DEEP' }), undefined);
      return;
    }
    parseJson(request, text, done);
  });
  app.useBodyParser('application/x-www-form-urlencoded', { bodyLimit }, (_request, body, done) =>
    done(null, parseQueryString(body.toString('utf8'))),
  );
}
