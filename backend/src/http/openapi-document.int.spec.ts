import SwaggerParser from '@apidevtools/swagger-parser';
import type { OpenAPIV3 } from 'openapi-types';
import { createTestApp, type TestApp } from '../test-support/test-app';

/**
 * The api's OpenAPI document (`GET /api/docs-json`) is what a generated client, the fuzz suite and the tenancy
 * matrix read: it must be a valid OpenAPI 3 document, every success answer must say its shape (a generated client
 * is typed only then; a 204 has no body), and every JSON request body is described by its DTO, nested DTOs
 * included (generated from class-validator by `http/dto-schemas.ts`).
 */
describe('the OpenAPI document', () => {
  let t: TestApp;
  let document: OpenAPIV3.Document;

  beforeAll(async () => {
    t = await createTestApp();
    document = (await t.http().get('/api/docs-json').expect(200)).body as OpenAPIV3.Document;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is a valid OpenAPI document (swagger-parser)', async () => {
    await expect(SwaggerParser.validate(structuredClone(document))).resolves.toBeDefined();
  });

  it('declares every parameter its paths name', () => {
    const undeclared = operationsOf(document).flatMap(({ name, path, operation }) => {
      const declared = (operation.parameters ?? []).flatMap((p) => ('in' in p && p.in === 'path' ? [p.name] : []));
      return [...path.matchAll(/\{([^}]+)\}/g)].filter((m) => !declared.includes(m[1])).map((m) => `${name}: ${m[1]}`);
    });
    expect(undeclared).toEqual([]);
  });

  it('gives every success answer of every operation a schema', () => {
    expect(Object.keys(document.paths).length).toBeGreaterThan(50);
    expect(operationsWithoutAnswerSchema(document)).toEqual([]);
  });

  it('describes every DTO a request body names with its fields, nested DTOs included', () => {
    const named = Object.entries(document.components?.schemas ?? {}).filter(([name]) => name.endsWith('Dto'));
    expect(named.length).toBeGreaterThan(20);
    const undescribed = named
      .filter(([, schema]) => !Object.keys(resolve(schema, document).properties ?? {}).length)
      .map(([name]) => name);
    expect(undescribed).toEqual([]);

    const create = jsonSchemaOf(document.paths['/api/assessments']!.post!.requestBody!, document)!;
    expect(create.required).toEqual(expect.arrayContaining(['assessment_name', 'sections']));
    const section = itemsOf(resolve(create.properties!.sections, document), document);
    const question = itemsOf(resolve(section.properties!.questions, document), document);
    expect(Object.keys(question.properties ?? {})).toEqual(
      expect.arrayContaining(['question_type', 'category_id', 'question_id', 'question_prompt']),
    );
  });

  it('names the operations whose success answers have no schema (the check can fail)', () => {
    const broken: OpenAPIV3.Document = {
      openapi: '3.0.0',
      info: { title: 'broken', version: '1' },
      paths: {
        '/api/a': {
          get: { responses: { '200': { description: 'no content' } } },
          delete: { responses: { '204': { description: 'no content' } } },
        },
        '/api/b': { post: { responses: { '400': { description: 'refused' } } } },
      },
    };
    expect(operationsWithoutAnswerSchema(broken)).toEqual(['GET /api/a: 200 without a schema', 'POST /api/b: no 2xx']);
  });
});

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head'] as const;

function operationsOf(document: OpenAPIV3.Document) {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = item?.[method];
      return operation ? [{ name: `${method.toUpperCase()} ${path}`, path, operation }] : [];
    }),
  );
}

/** Each operation without a success answer, or with a success answer (other than 204) that has no schema. */
function operationsWithoutAnswerSchema(document: OpenAPIV3.Document): string[] {
  return operationsOf(document).flatMap(({ name, operation }) => {
    const successes = Object.entries(operation.responses).filter(([status]) => /^2\d\d$/.test(status));
    if (!successes.length) {
      // a redirect (the identity provider's way back) answers 302 with where to, and nothing else
      const redirects = Object.entries(operation.responses).filter(([status]) => /^3\d\d$/.test(status));
      const located = redirects.filter(([, r]) => !('$ref' in r) && r.headers && 'Location' in r.headers);
      if (redirects.length && located.length === redirects.length) return [];
      return [`${name}: no 2xx`];
    }
    return successes
      .filter(([status, response]) => {
        if (status === '204') return false;
        const content = '$ref' in response ? undefined : response.content;
        return !Object.values(content ?? {}).some((media) => media.schema);
      })
      .map(([status]) => `${name}: ${status} without a schema`);
  });
}

function jsonSchemaOf(
  body: OpenAPIV3.RequestBodyObject | OpenAPIV3.ReferenceObject,
  document: OpenAPIV3.Document,
): OpenAPIV3.SchemaObject | undefined {
  const schema = '$ref' in body ? undefined : body.content['application/json']?.schema;
  return schema && resolve(schema, document);
}

function itemsOf(schema: OpenAPIV3.SchemaObject, document: OpenAPIV3.Document): OpenAPIV3.SchemaObject {
  if (schema.type !== 'array') throw new Error(`not an array: ${JSON.stringify(schema)}`);
  return resolve(schema.items, document);
}

function resolve(
  schema: OpenAPIV3.SchemaObject | OpenAPIV3.ReferenceObject,
  document: OpenAPIV3.Document,
): OpenAPIV3.SchemaObject {
  if (!('$ref' in schema)) return schema;
  const target = document.components?.schemas?.[schema.$ref.split('/').pop()!];
  if (!target) throw new Error(`${schema.$ref} names no schema of the document`);
  return resolve(target, document);
}
