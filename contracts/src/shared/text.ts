/**
 * The one rule for text the api accepts, in any body, query or path parameter: no NUL character (Postgres refuses
 * it in text) and well-formed UTF-16, i.e. no unpaired surrogate (it cannot be encoded as UTF-8). Shared by the api
 * and the SPA, so it is written by hand where `String.prototype.isWellFormed` (Node 20, recent browsers) is missing.
 */
export const UNSAFE_TEXT_MESSAGE = 'Text must not contain NUL characters or invalid Unicode.';

/** A high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?:^|[^\ud800-\udbff])[\udc00-\udfff]/;

type MaybeWellFormed = string & { isWellFormed?: () => boolean };

export function isSafeText(value: string): boolean {
  if (value.includes('\u0000')) return false;
  const wellFormed = (value as MaybeWellFormed).isWellFormed;
  return typeof wellFormed === 'function' ? wellFormed.call(value) : !LONE_SURROGATE.test(value);
}

/**
 * The first unsafe text in a value parsed from JSON, a query string or a path (strings and object keys, at any
 * depth), as its path ('data.name', 'emails[2]', '' for the value itself); null when all of it is safe. Iterative,
 * so a deeply nested value cannot exhaust the stack.
 */
export function findUnsafeText(value: unknown): string | null {
  const pending: Array<{ value: unknown; path: string }> = [{ value, path: '' }];
  const seen = new Set<object>();
  while (pending.length) {
    const { value: current, path } = pending.pop()!;
    if (typeof current === 'string') {
      if (!isSafeText(current)) return path;
    } else if (typeof current === 'object' && current !== null && !seen.has(current)) {
      seen.add(current);
      if (Array.isArray(current)) {
        current.forEach((item, index) => pending.push({ value: item, path: `${path}[${index}]` }));
      } else {
        for (const [key, item] of Object.entries(current)) {
          const at = path ? `${path}.${key}` : key;
          if (!isSafeText(key)) return path || '(key)';
          pending.push({ value: item, path: at });
        }
      }
    }
  }
  return null;
}
