import type { OpenAPIObject } from '@nestjs/swagger';
import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { plainToInstance } from 'class-transformer';
import { ValidationTypes } from 'class-validator';
import type { ValidationMetadata } from 'class-validator/types/metadata/ValidationMetadata';
import { targetConstructorToSchema } from 'class-validator-jsonschema';
import * as contracts from '@gc/contracts';

const REF = '#/components/schemas/';

type Class = new () => object;
type GeneratedSchema = ReturnType<typeof targetConstructorToSchema>;
const isClass = (value: unknown): value is Class => typeof value === 'function';

/**
 * The request bodies of the document, generated from the class-validator DTOs of contracts (class-validator-
 * jsonschema): Nest documents a `@Body() dto: XDto` as a reference to an empty `XDto` schema, and this fills it,
 * and every DTO it nests, from the same decorators that validate the request (inherited ones included). Nothing
 * is written by hand.
 */
export function withDtoSchemas(document: OpenAPIObject): OpenAPIObject {
  // the DTO classes by name: contracts' exports, and every class a DTO nests
  const classes = new Map(Object.entries(contracts).filter((entry): entry is [string, Class] => isClass(entry[1])));
  const options = {
    refPointerPrefix: REF,
    additionalConverters: {
      [ValidationTypes.NESTED_VALIDATION]: (meta: ValidationMetadata) => {
        const nested = isClass(meta.target) ? nestedClassOf(meta.target, meta.propertyName) : undefined;
        if (!nested) return { type: 'object' as const };
        classes.set(nested.name, nested);
        return { $ref: REF + nested.name };
      },
      [ValidationTypes.CUSTOM_VALIDATION]: declaredTypeSchema,
    },
  };
  const schemas: Record<string, SchemaObject> = {};
  for (const [name, schema] of Object.entries(document.components?.schemas ?? {}))
    if (!('$ref' in schema)) schemas[name] = schema;
  // the DTOs the paths name, and the DTOs those nest
  const pending = refsIn(document.paths);
  const added = new Set<string>();
  while (pending.length) {
    const name = pending.pop()!;
    const dto = classes.get(name);
    if (added.has(name) || !dto) continue;
    const schema = targetConstructorToSchema(dto, options);
    if (!isOpenApi30(schema)) throw new Error(`${name}: a JSON schema OpenAPI 3.0 cannot say (a list of types)`);
    added.add(name);
    schemas[name] = schema;
    pending.push(...refsIn(schema));
  }
  return { ...document, components: { ...document.components, schemas } };
}

/**
 * The class of a nested DTO (`@ValidateNested`): the one class-transformer builds for the property from a plain
 * object (contracts' `Nested` transform, or `@Type`), since the declared type of an array names only Array.
 */
function nestedClassOf(owner: Class, property: string): Class | undefined {
  for (const probe of [{}, [{}]]) {
    const built: unknown = Reflect.get(plainToInstance(owner, { [property]: probe }), property);
    const value: unknown = Array.isArray(built) ? built[0] : built;
    const made: unknown = typeof value === 'object' && value !== null ? value.constructor : undefined;
    if (isClass(made) && made !== Object) return made;
  }
  return undefined;
}

/** A custom rule (`ValidateBy`) says nothing of the type but what the property declares. */
function declaredTypeSchema(meta: ValidationMetadata) {
  const declared: unknown = isClass(meta.target)
    ? Reflect.getMetadata('design:type', meta.target.prototype, meta.propertyName)
    : undefined;
  if (declared === String) return { type: 'string' as const };
  if (declared === Number) return { type: 'number' as const };
  if (declared === Boolean) return { type: 'boolean' as const };
  if (declared === Array) return { type: 'array' as const };
  return {};
}

/** JSON Schema may list several types where OpenAPI 3.0 (and Nest's types) have one; no DTO rule makes such a list. */
function isOpenApi30(schema: GeneratedSchema): schema is GeneratedSchema & SchemaObject {
  const pending: unknown[] = [schema];
  while (pending.length) {
    const current = pending.pop();
    if (typeof current !== 'object' || current === null) continue;
    if ('type' in current && Array.isArray(current.type)) return false;
    pending.push(...Object.values(current));
  }
  return true;
}

/** The names of the component schemas a part of the document refers to. */
function refsIn(value: unknown): string[] {
  const names: string[] = [];
  const pending = [value];
  while (pending.length) {
    const current = pending.pop();
    if (typeof current !== 'object' || current === null) continue;
    for (const [key, item] of Object.entries(current)) {
      if (key === '$ref' && typeof item === 'string' && item.startsWith(REF)) names.push(item.slice(REF.length));
      else pending.push(item);
    }
  }
  return names;
}
