import type { FieldValues, Resolver } from 'react-hook-form';

export type LazyResolver<T extends FieldValues> = Resolver<T> & { preload: () => void };

/**
 * A form resolver whose code (class-validator, class-transformer and the DTO) is fetched the first time the form
 * validates, or on `preload()` (call it when the form gets focus), instead of with the page: /login's first
 * download stays within its JavaScript budget (frontend/scripts/check-budget.mjs). A failed fetch is retried on the
 * next validation.
 */
export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>): LazyResolver<T> {
  let loading: Promise<Resolver<T>> | undefined;
  const get = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  const resolver: Resolver<T> = async (values, context, options) => (await get())(values, context, options);
  return Object.assign(resolver, { preload: () => void get().catch(() => undefined) });
}
