import { ValidateBy, ValidateIf, ValidateNested, type ValidationOptions } from 'class-validator';
import { plainToInstance, Transform } from 'class-transformer';
import { normalizeEmail, stripAllWhitespace } from './identity.rules';

/** A class-validator decorator from one of the pure rules, with the spec's message. */
export function Satisfies(
  rule: (value: string) => boolean,
  message: string,
  options?: ValidationOptions,
): PropertyDecorator {
  return ValidateBy(
    {
      name: rule.name || 'satisfies',
      validator: { validate: (value: unknown) => typeof value === 'string' && rule(value) },
    },
    { ...options, message },
  );
}

/** Sign-in strips every whitespace character from what was typed. */
export const StripWhitespace = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? stripAllWhitespace(value) : value));

export const NormalizeEmail = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? normalizeEmail(value) : value));

export const Trim = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/**
 * A nested DTO, validated as such. class-transformer's @Type needs the reflect-metadata polyfill at load time,
 * which the browser bundle does not carry; an explicit transform does the same without it. A single nested DTO
 * must be an object (not null, an array or a scalar: `message` says so); with `each`, an array of objects.
 */
export function Nested(cls: new () => object, options?: { each?: boolean; message?: string }): PropertyDecorator {
  const toInstance = Transform(({ value }: { value: unknown }) => {
    if (options?.each)
      return Array.isArray(value) ? value.map((v) => (isObject(v) ? plainToInstance(cls, v) : v)) : value;
    return isObject(value) ? plainToInstance(cls, value) : value;
  });
  const nested = ValidateNested({ each: options?.each });
  const anObject = ValidateBy(
    { name: 'isNestedObject', validator: { validate: (value: unknown) => isObject(value) } },
    { message: options?.message ?? 'This field must be an object.' },
  );
  return (target, key) => {
    toInstance(target, key);
    if (!options?.each) anObject(target, key);
    nested(target, key);
  };
}

/**
 * A field that may be left out. Unlike class-validator's @IsOptional, `null` is not "left out": it goes through
 * the field's rules and is refused with their message (handlers test `!== undefined`, and null would reach them).
 */
export const OptionalNotNull = () => ValidateIf((_object: object, value: unknown) => value !== undefined);

/** A number sent as a string ('8') becomes a number before validation. */
export const ToNumber = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && value.trim() !== '' && !isNaN(Number(value)) ? Number(value) : value,
  );

const isObject = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
