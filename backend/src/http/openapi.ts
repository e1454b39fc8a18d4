import { applyDecorators, Controller, Delete, Get, HttpCode, Patch, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';

export type { SchemaObject };

/**
 * A route and its OpenAPI side, one way each. A query is `@Reads(path, doc, schema)`, a command `@Writes(method,
 * path, doc, schema)`, the refusals worth naming `@Refuses({ 404: '...' })`; the schema is what `responseObj`
 * holds (from the `*.responses.ts` beside the controllers). Request bodies need nothing: they are generated from
 * the `@Body()` DTO classes of contracts (dto-schemas.ts).
 */

/** `{ responseObj: <schema>, position? }`, as EnvelopingFastifyAdapter wraps every answer. */
export const envelope = (schema: SchemaObject, withPosition = false): SchemaObject => ({
  type: 'object',
  properties: {
    responseObj: schema,
    ...(withPosition
      ? { position: { type: 'string', description: 'send back as X-Min-Position to read your own write' } }
      : {}),
  },
});

/** A controller of signed-in calls: its path, its tag in the document, and the bearer it needs. */
export const ApiController = (path: string, tag: string) =>
  applyDecorators(Controller(path), ApiTags(tag), ApiBearerAuth());

/** The status of a success: 200, or 201 where a POST route keeps Nest's default (no `@HttpCode(200)`). */
type Success = 200 | 201;

/** What a route is for: the OpenAPI summary, or summary and description. */
export type Doc = string | { summary: string; description?: string };
const operation = (doc: Doc) => ApiOperation(typeof doc === 'string' ? { summary: doc } : doc);

/** A query route: GET `path`, its doc and the schema of what it answers. */
export const Reads = (path: string, doc: Doc, answer: SchemaObject) =>
  applyDecorators(Get(path), operation(doc), ApiOkResponse({ description: '', schema: envelope(answer) }));

const CHANGE_METHODS = { POST: Post, PUT: Put, PATCH: Patch, DELETE: Delete };
type ChangeMethod = keyof typeof CHANGE_METHODS;

/** A route that changes something: Nest's status (201 for a POST, 200 otherwise), or `status`; the document agrees. */
const change = (method: ChangeMethod, path: string, doc: Doc, answer: SchemaObject, status?: Success) =>
  applyDecorators(
    CHANGE_METHODS[method](path),
    ...(status ? [HttpCode(status)] : []),
    operation(doc),
    ApiResponse({ status: status ?? (method === 'POST' ? 201 : 200), description: '', schema: answer }),
  );

/** A command route: `method path`, its doc and the schema of its answer, sent with the position it wrote. */
export const Writes = (method: ChangeMethod, path: string, doc: Doc, answer: SchemaObject, status?: Success) =>
  change(method, path, doc, envelope(answer, true), status);

/** A route that changes what the event store does not hold (settings, chats): its answer has no position. */
export const Acts = (method: ChangeMethod, path: string, doc: Doc, answer: SchemaObject, status?: Success) =>
  change(method, path, doc, envelope(answer), status);

/** The refusals worth naming in the document, by status (the message, or what causes it). */
export const Refuses = (refusals: Partial<Record<403 | 404 | 409 | 429, string>>) =>
  applyDecorators(
    ...Object.entries(refusals).map(([status, description]) => ApiResponse({ status: Number(status), description })),
  );

/** A list of `items`. */
export const listOf = (items: SchemaObject): SchemaObject => ({ type: 'array', items });

export const TEXT: SchemaObject = { type: 'string' };
export const MAYBE_TEXT: SchemaObject = { type: 'string', nullable: true };
export const INTEGER: SchemaObject = { type: 'integer' };
export const FLAG: SchemaObject = { type: 'boolean' };

/** Properties of one schema, by name: `...fields(TEXT, 'team_id', 'team_name')`. */
export const fields = (schema: SchemaObject, ...names: string[]): Record<string, SchemaObject> =>
  Object.fromEntries(names.map((name) => [name, schema]));

/** An object of string fields (ids an answer echoes, e.g. `{ team_id }` after a delete). */
export const idsOf = (...names: string[]): SchemaObject => ({ type: 'object', properties: fields(TEXT, ...names) });

/** A success answer that is not JSON (a file, a page), not enveloped: `binary` bytes (a PDF), text otherwise. */
export const AnswersFile = (mediaType: string, description: string, format?: 'binary') =>
  applyDecorators(
    ApiProduces(mediaType),
    ApiOkResponse({ description, schema: { type: 'string', ...(format ? { format } : {}) } }),
  );
