import { classValidatorResolver } from '@hookform/resolvers/class-validator';
import {
  get,
  set,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type Resolver,
  type ResolverOptions,
  type ResolverResult,
} from 'react-hook-form';
import { fromWire, toWire } from '../api/wire-names';

/**
 * The one way a form checks its values with a contracts DTO class: the rules and messages the API applies
 * (class-validator, through @hookform/resolvers). `Form` is the form's own values type, which may differ from the
 * DTO's (an input's '' for a number not typed yet). The values are checked as they will be sent (the wire's names,
 * shared/api/wire-names.ts); the form gets the DTO's transformed values (trimmed, normalised) back in the app's
 * names, or the errors at the form's own paths.
 */
export function dtoResolver<Form extends FieldValues>(dto: new () => object): Resolver<Form> {
  const check = classValidatorResolver(dto);
  return async (values, context, options): Promise<ResolverResult<Form>> => {
    // class-validator's resolver is typed by the DTO; the form's values, options and result are the form's
    const result = await check(toWire(values), context, options as unknown as ResolverOptions<object>);
    return Object.keys(result.errors).length > 0
      ? { values: {}, errors: fromWire(result.errors) as FieldErrors<Form> }
      : { values: fromWire(result.values) as Form, errors: {} };
  };
}

/** What a check finds: an error per field path ('confidentiality.min_raters'); undefined where all is well. */
export type FieldChecks = Record<string, FieldError | undefined>;

/**
 * `resolver`, then `check` on the same values (rules a DTO cannot say: a date after another, a receiver picked, a
 * promise not looser than before). What it finds shows under its fields. A field keeps the resolver's own error,
 * unless `replace`: then the check's message comes first (the 'required' line before a format's).
 */
export function withCheck<T extends FieldValues, C = unknown>(
  resolver: Resolver<T, C>,
  check: (values: T, errors: FieldErrors<T>) => FieldChecks,
  { replace = false } = {},
): Resolver<T, C> {
  return async (values, context, options): Promise<ResolverResult<T>> => {
    const result = await resolver(values, context, options);
    const found = Object.entries(check(values, result.errors)).filter(
      (entry): entry is [string, FieldError] => entry[1] !== undefined && (replace || !get(result.errors, entry[0])),
    );
    if (found.length === 0) return result;
    const errors: FieldErrors<T> = Object.assign({}, result.errors);
    for (const [path, error] of found) set(errors, path, error);
    return { values: {}, errors };
  };
}
