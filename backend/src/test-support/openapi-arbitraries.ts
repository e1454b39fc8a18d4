import * as contracts from '@gc/contracts';
import { getMetadataStorage } from 'class-validator';
import fc from 'fast-check';
import { encodeSegment, headers, hostileString, otherBody, wrongValue } from './hostile-values';

/** The parts of an OpenAPI 3 document the fuzzer reads. */
export interface Schema {
  $ref?: string;
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  format?: string;
  maxLength?: number;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
}
interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  schema?: Schema;
}
interface OperationObject {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  security?: unknown[];
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, OperationObject>>;
  components?: { schemas?: Record<string, Schema> };
}

export interface Operation {
  method: string;
  /** as documented, e.g. /api/users/{email} */
  path: string;
  pathParams: string[];
  queryParams: string[];
  /** content type -> schema, as documented (may be empty) */
  bodies: Record<string, Schema | undefined>;
}

export interface FuzzRequest {
  url: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  /** absent: no body; otherwise sent with `contentType`: `raw` text as it is, `payload` as JSON text */
  body?: { contentType: string; payload?: unknown; raw?: string };
}

/** Every operation of the document, in its order. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const parameters = op.parameters ?? [];
      const bodies: Record<string, Schema | undefined> = {};
      for (const [type, media] of Object.entries(op.requestBody?.content ?? {})) bodies[type] = media.schema;
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]),
        queryParams: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        bodies,
      });
    }
  }
  return operations;
}

/** Values seen in the api's answers, by key, so that some requests name things that exist. */
export type KnownValues = Map<string, Set<string>>;

export function collectKnownValues(value: unknown, into: KnownValues = new Map()): KnownValues {
  const pending = [value];
  while (pending.length) {
    const current = pending.pop();
    if (Array.isArray(current)) pending.push(...current);
    else if (typeof current === 'object' && current !== null) {
      for (const [key, item] of Object.entries(current)) {
        if (typeof item === 'string' && item.length < 200) {
          if (!into.has(key)) into.set(key, new Set());
          into.get(key)!.add(item);
        } else pending.push(item);
      }
    }
  }
  return into;
}

/** Known values for a field or parameter name: the same key, `<name>_id`, or any `*_id` for a bare `id`. */
function knownFor(name: string, known: KnownValues): string[] {
  const out: string[] = [];
  for (const [key, values] of known) {
    if (key === name || key === `${name}_id` || (name === 'id' && key.endsWith('_id'))) out.push(...values);
  }
  return out;
}

/** Field names of a contracts DTO class named like a schema whose properties the document leaves empty. */
function dtoFieldNames(schemaName: string): string[] {
  const cls = (contracts as Record<string, unknown>)[schemaName];
  if (typeof cls !== 'function') return [];
  const metadata = getMetadataStorage().getTargetValidationMetadatas(cls, '', true, false);
  return [...new Set(metadata.map((m) => m.propertyName))];
}

/** A benign value for a field known only by its name: a value the api answered with, else a guess from the name. */
function plausibleText(name: string, known: KnownValues): fc.Arbitrary<string> {
  const candidates = knownFor(name, known);
  if (candidates.length) return fc.constantFrom(...candidates);
  if (/email/i.test(name)) return fc.emailAddress();
  if (/(^|_)id$|Id$/.test(name)) return fc.uuid();
  return fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 20 });
}

/**
 * A well-typed, benign value for a schema (known values where the api gave some), so that a request gets past
 * the checks a single hostile part is meant to meet. Schemas without properties take the fields of the contracts
 * DTO of that name (contracts' DTOs carry no OpenAPI metadata).
 */
export function plausibleValue(
  schema: Schema | undefined,
  document: OpenApiDocument,
  known: KnownValues,
  fieldPool: string[],
  name = '',
  depth = 0,
): fc.Arbitrary<unknown> {
  let resolved = schema ?? {};
  let refName = '';
  if (resolved.$ref) {
    refName = resolved.$ref.split('/').pop()!;
    resolved = document.components?.schemas?.[refName] ?? {};
  }
  const alternatives = resolved.allOf ?? resolved.oneOf ?? resolved.anyOf;
  if (alternatives?.length)
    return fc.oneof(...alternatives.map((a) => plausibleValue(a, document, known, fieldPool, name, depth)));
  if (resolved.enum?.length) return fc.constantFrom(...resolved.enum);
  switch (resolved.type) {
    case 'integer':
    case 'number':
      return fc.integer({ min: 0, max: 10 });
    case 'boolean':
      return fc.boolean();
    case 'string':
      return resolved.format === 'email' ? fc.emailAddress() : plausibleText(name, known);
    case 'array':
      return fc.array(plausibleValue(resolved.items, document, known, fieldPool, name, depth + 1), {
        minLength: 1,
        maxLength: 3,
      });
  }
  const properties = { ...(resolved.properties ?? {}) };
  if (!Object.keys(properties).length && refName) for (const field of dtoFieldNames(refName)) properties[field] = {};
  if (depth > 4) return fc.constant(null);
  if (!Object.keys(properties).length && resolved.type !== 'object') return plausibleText(name, known);
  if (!Object.keys(properties).length) {
    // an object the document does not describe: a few of the field names the document and DTOs use
    return fc
      .subarray(fieldPool, { maxLength: 4 })
      .chain((names) => fc.record(Object.fromEntries(names.map((n) => [n, plausibleText(n, known)]))));
  }
  const required = resolved.required ?? Object.keys(properties);
  return fc.record(
    Object.fromEntries(
      Object.entries(properties).map(([field, s]) => [
        field,
        plausibleValue(s, document, known, fieldPool, field, depth + 1),
      ]),
    ),
    { requiredKeys: required.filter((r) => r in properties) },
  );
}

/** Every place in a JSON value (the value itself first), as key paths. */
function placesIn(value: unknown): Array<Array<string | number>> {
  const places: Array<Array<string | number>> = [[]];
  const pending: Array<{ value: unknown; path: Array<string | number> }> = [{ value, path: [] }];
  while (pending.length) {
    const { value: current, path } = pending.pop()!;
    if (typeof current !== 'object' || current === null) continue;
    for (const [key, item] of Object.entries(current)) {
      const at = [...path, Array.isArray(current) ? Number(key) : key];
      places.push(at);
      pending.push({ value: item, path: at });
    }
  }
  return places;
}

/** A copy of `value` with `replacement` at `path` (the root when the path is empty). */
function replaceAt(value: unknown, path: Array<string | number>, replacement: unknown): unknown {
  if (!path.length) return replacement;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  parent[path[path.length - 1]] = replacement;
  return copy;
}

/** The one hostile thing a request carries; `at` picks the place (modulo the places there are). */
type Mutation =
  | { kind: 'text' | 'type' | 'extra-field'; at: number; value: unknown }
  | { kind: 'body'; body: FuzzRequest['body'] }
  | { kind: 'path'; at: number; value: string }
  | { kind: 'query'; query: Record<string, string> }
  | { kind: 'headers'; headers: Record<string, string> }
  | { kind: 'none' };

/**
 * One request to an operation: a plausible request (known or well-typed path parameters and body) with one
 * hostile part: a string or a wrong-typed value somewhere in the body (or as the body), an undeclared field, a
 * body of another kind, a path parameter, query parameters or headers; now and then nothing hostile at all.
 */
export function requestFor(
  operation: Operation,
  document: OpenApiDocument,
  known: KnownValues,
  fieldPool: string[],
  queryPool: string[],
): fc.Arbitrary<FuzzRequest> {
  // Node refuses URLs over 16 KiB itself (431): keep parameters shorter so that the app sees them
  const urlString = hostileString.map((text) => text.slice(0, 2000));
  const params = fc.record(Object.fromEntries(operation.pathParams.map((p) => [p, plausibleText(p, known)])));
  const bodyTypes = Object.entries(operation.bodies);
  const sendsBody = operation.method !== 'GET';
  const baseBody: fc.Arbitrary<FuzzRequest['body']> = !sendsBody
    ? fc.constant(undefined)
    : bodyTypes.length
      ? fc.oneof(
          ...bodyTypes.map(([contentType, schema]) =>
            plausibleValue(schema, document, known, fieldPool).map((payload) => ({ contentType, payload })),
          ),
        )
      : fc.constant(undefined);
  const queryNames = [...new Set([...operation.queryParams, ...queryPool])];
  const at = fc.nat();
  const mutation: fc.Arbitrary<Mutation> = fc.oneof(
    ...(sendsBody
      ? [
          { weight: 4, arbitrary: fc.record({ kind: fc.constant('text' as const), at, value: hostileString }) },
          { weight: 2, arbitrary: fc.record({ kind: fc.constant('type' as const), at, value: wrongValue }) },
          { weight: 1, arbitrary: fc.record({ kind: fc.constant('extra-field' as const), at, value: hostileString }) },
          { weight: 1, arbitrary: fc.record({ kind: fc.constant('body' as const), body: otherBody }) },
        ]
      : []),
    ...(operation.pathParams.length
      ? [{ weight: 3, arbitrary: fc.record({ kind: fc.constant('path' as const), at, value: urlString }) }]
      : []),
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('query' as const),
        query: fc.dictionary(fc.oneof(fc.constantFrom(...queryNames), urlString), urlString, {
          minKeys: 1,
          maxKeys: 2,
        }),
      }),
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('headers' as const), headers }) },
    { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
  );
  return fc.record({ params, body: baseBody, mutation }).map(({ params: values, body, mutation: m }) => {
    const request: FuzzRequest = { url: '', query: {}, headers: {}, body };
    const segments = { ...values };
    switch (m.kind) {
      case 'text':
      case 'type': {
        const payload = body?.payload ?? {};
        const places = placesIn(payload);
        const place = places[m.at % places.length];
        request.body = {
          contentType: body?.contentType ?? 'application/json',
          payload: replaceAt(payload, place, m.value),
        };
        break;
      }
      case 'extra-field': {
        const payload = body?.payload ?? {};
        const key = `x-${String(m.value)}`.slice(0, 200);
        const objects = placesIn(payload).filter((p) => isPlainObject(valueAt(payload, p)));
        if (!objects.length) {
          request.body = { contentType: 'application/json', payload: { [key]: m.value } };
          break;
        }
        const place = objects[m.at % objects.length];
        const widened = { ...(valueAt(payload, place) as object), [key]: m.value };
        request.body = {
          contentType: body?.contentType ?? 'application/json',
          payload: replaceAt(payload, place, widened),
        };
        break;
      }
      case 'body':
        request.body = m.body;
        break;
      case 'path':
        segments[operation.pathParams[m.at % operation.pathParams.length]] = m.value;
        break;
      case 'query':
        request.query = m.query;
        break;
      case 'headers':
        request.headers = m.headers;
        break;
    }
    request.url = operation.path.replace(/\{([^}]+)\}/g, (_match, p: string) => encodeSegment(segments[p]));
    return request;
  });
}

const isPlainObject = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function valueAt(value: unknown, path: Array<string | number>): unknown {
  return path.reduce<unknown>((v, key) => (v as Record<string | number, unknown>)?.[key], value);
}

/** Every field name the document and the contracts DTOs it names mention: tried where a body's shape is unknown. */
export function fieldNamesOf(document: OpenApiDocument): string[] {
  const names = new Set<string>();
  for (const [schemaName, schema] of Object.entries(document.components?.schemas ?? {})) {
    Object.keys(schema.properties ?? {}).forEach((n) => names.add(n));
    dtoFieldNames(schemaName).forEach((n) => names.add(n));
  }
  for (const methods of Object.values(document.paths))
    for (const op of Object.values(methods))
      for (const media of Object.values(op.requestBody?.content ?? {}))
        Object.keys(media.schema?.properties ?? {}).forEach((n) => names.add(n));
  return [...names].sort();
}
