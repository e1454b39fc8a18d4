import type { SignInDto } from '@gc/contracts';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { FieldErrors, Resolver } from 'react-hook-form';

const FIELDS = ['email', 'password'] as const;
type FieldName = (typeof FIELDS)[number];
type Values = Record<FieldName, string>;
type Errors = Partial<Record<FieldName, string>>;

/**
 * The sign-in form's state, as react-hook-form's useForm (its defaults: validate on submit, then again on each
 * change of a field, its error only; a submit with errors focuses the first invalid field; the submit handler gets
 * the resolver's values, i.e. the DTO with whitespace stripped) with the same resolver, without react-hook-form's
 * 15 KiB gzipped on /login's first download (frontend/scripts/check-budget.mjs). The other steps use useForm.
 */
export function useSignInForm(resolver: Resolver<SignInDto>, onValid: (values: SignInDto) => Promise<unknown>) {
  const [values, setValues] = useState<Values>({ email: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const latest = useRef(values);
  const submitted = useRef(false);
  const inputs = useRef<Partial<Record<FieldName, HTMLInputElement | null>>>({});

  const validate = async (current: Values) =>
    resolver(current as SignInDto, undefined, {
      fields: {},
      names: [...FIELDS],
      criteriaMode: 'firstError',
      shouldUseNativeValidation: false,
    });
  const messageOf = (found: FieldErrors<SignInDto>, name: FieldName) => {
    const message = found[name]?.message;
    return typeof message === 'string' ? message : undefined;
  };

  const field = (name: FieldName) => ({
    name,
    value: values[name],
    error: errors[name],
    inputRef: (input: HTMLInputElement | null) => {
      inputs.current[name] = input;
    },
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const next = { ...latest.current, [name]: event.target.value };
      latest.current = next;
      setValues(next);
      if (!submitted.current) return;
      void validate(next).then(({ errors: found }) =>
        setErrors((previous) => ({ ...previous, [name]: messageOf(found, name) })),
      );
    },
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitting(true);
    try {
      const result = await validate(latest.current);
      const found: Errors = {};
      for (const name of FIELDS) found[name] = messageOf(result.errors, name);
      setErrors(found);
      const firstInvalid = FIELDS.find((name) => found[name] !== undefined);
      if (firstInvalid) {
        inputs.current[firstInvalid]?.focus();
        return;
      }
      await onValid(result.values as SignInDto);
    } finally {
      submitted.current = true;
      setSubmitting(false);
    }
  };

  return { field, onSubmit, isSubmitting };
}
