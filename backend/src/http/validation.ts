import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';
import { getMetadataStorage } from 'class-validator';
import type { ValidationMetadata } from 'class-validator/types/metadata/ValidationMetadata';

/** Flattens class-validator errors (nested too) into field path -> messages. */
export function collectValidationErrors(errors: ValidationError[], parent = ''): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const error of errors) {
    const path = parent ? `${parent}.${error.property}` : error.property;
    if (error.constraints) out[path] = Object.values(error.constraints);
    if (error.children?.length) Object.assign(out, collectValidationErrors(error.children, path));
  }
  return out;
}

/**
 * Whitelist, forbid unknown fields, transform: the DTO classes in contracts carry the spec's messages, and the
 * first one becomes the response message so a client can show it as it is.
 */
export function createValidationPipe(): ValidationPipe {
  memoizeValidationMetadata();
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: false,
    exceptionFactory: (errors) => {
      const fields = collectValidationErrors(errors);
      const first = Object.values(fields)[0]?.[0] ?? 'Invalid request';
      return new BadRequestException({ message: first, errors: fields, code: 'VALIDATION_FAILED' });
    },
  });
}

type MetadataStorage = ReturnType<typeof getMetadataStorage>;
const memoizedStorages = new WeakSet<MetadataStorage>();

/**
 * class-validator looks up a class's rules afresh for every object it validates: it walks every decorated class of
 * the process to find the ancestors (typestack/class-validator#2686), then groups the rules by property. For one
 * autosave (a body and its answers) that was 6 % of the api's allocations and the largest single item. The rules of a
 * class never change once its module has loaded, so both lookups are remembered here, per class and per option set
 * (schema, always, strict groups, groups); adding a rule (a class decorated later) forgets everything remembered.
 * The remembered arrays are read, never changed, by class-validator. Idempotent per storage.
 */
export function memoizeValidationMetadata(storage: MetadataStorage = getMetadataStorage()): void {
  if (memoizedStorages.has(storage)) return;
  memoizedStorages.add(storage);
  const lookUp = storage.getTargetValidationMetadatas.bind(storage);
  const groupByProperty = storage.groupByPropertyName.bind(storage);
  const addRule = storage.addValidationMetadata.bind(storage);
  let byClass = new WeakMap<object, Map<string, ValidationMetadata[]>>();
  let grouped = new WeakMap<ValidationMetadata[], Record<string, ValidationMetadata[]>>();
  storage.addValidationMetadata = (metadata: ValidationMetadata) => {
    byClass = new WeakMap();
    grouped = new WeakMap();
    addRule(metadata);
  };
  storage.getTargetValidationMetadatas = (targetConstructor, targetSchema, always, strictGroups, groups) => {
    const key = `${targetSchema}\u0000${always}\u0000${strictGroups}\u0000${groups?.join('\u0000') ?? '-'}`;
    let forClass = byClass.get(targetConstructor);
    if (!forClass) byClass.set(targetConstructor, (forClass = new Map()));
    let rules = forClass.get(key);
    if (!rules) forClass.set(key, (rules = lookUp(targetConstructor, targetSchema, always, strictGroups, groups)));
    return rules;
  };
  storage.groupByPropertyName = (metadata: ValidationMetadata[]) => {
    let byProperty = grouped.get(metadata);
    if (!byProperty) grouped.set(metadata, (byProperty = groupByProperty(metadata)));
    return byProperty;
  };
}
