import fc from 'fast-check';

/**
 * The hostile parts of a fuzzed request (openapi-arbitraries.ts puts one in a plausible request): strings with NUL
 * or lone surrogates, huge strings, values of the wrong kind, deep nesting, garbage headers and other bodies.
 */
const HUGE = 'x'.repeat(200_000);
/** Strings that broke something somewhere once, plus the issue's own. */
const HOSTILE_STRINGS = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00',
  '\udbff\udbff',
  '',
  ' ',
  HUGE,
  '😀'.repeat(5000),
  '%00',
  '..',
  '../../etc/passwd',
  "' OR '1'='1",
  '<script>alert(1)</script>',
  '__proto__',
  'constructor',
  'null',
  'NaN',
  '-1',
  '1e309',
  '\u202e\ufeff\u2028',
  '0.0',
  '00000000-0000-0000-0000-000000000000',
];

const character = fc.oneof(
  { weight: 6, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
  { weight: 1, arbitrary: fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)) },
  { weight: 1, arbitrary: fc.constantFrom('\u0000', '"', '\\', ',', '\n', '%', '/', '.', '@', '{', '[') },
);

/** Text that would pass a form (an email, an id, a name) with a NUL or an unpaired surrogate slipped in. */
const poisoned = fc
  .tuple(
    fc.oneof(fc.emailAddress(), fc.uuid(), fc.string({ unit: 'grapheme-ascii', maxLength: 20 })),
    fc.constantFrom('\u0000', '\ud800', '\udfff', '\udbff\udbff', '\u0000\ud800'),
    fc.nat(),
  )
  .map(([text, poison, at]) => {
    const i = at % (text.length + 1);
    return text.slice(0, i) + poison + text.slice(i);
  });

/** Any string, hostile ones often. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: poisoned },
  { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: character, maxLength: 40 }) },
  { weight: 1, arbitrary: fc.emailAddress() },
  { weight: 1, arbitrary: fc.uuid() },
);

const nested = (depth: number, inner: unknown): unknown => {
  let value = inner;
  for (let i = 0; i < depth; i++) value = i % 2 ? { a: value } : [value];
  return value;
};

/** A value of the wrong kind: null, numbers, booleans, arrays, objects, deep nesting (below and above the limit). */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1.5, 2 ** 53, -1e308, [], {}, [null], [[]], { '': null }),
  fc.integer({ min: 2, max: 60 }).map((depth) => nested(depth, 'x')),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 3 }),
  fc.constant(Array.from({ length: 5000 }, () => 'a@b.test')),
);

/** A path segment as a client would send it; lone surrogates as their WTF-8 bytes (encodeURIComponent throws). */
export function encodeSegment(value: string): string {
  let out = '';
  for (let i = 0; i < value.length; i++) {
    const code = value.codePointAt(i)!;
    if (code > 0xffff) i++;
    const char = String.fromCodePoint(code);
    if (/^[A-Za-z0-9_.~-]$/.test(char)) {
      out += char;
      continue;
    }
    const bytes =
      code < 0x80
        ? [code]
        : code < 0x800
          ? [0xc0 | (code >> 6), 0x80 | (code & 63)]
          : code < 0x10000
            ? [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63)]
            : [0xf0 | (code >> 18), 0x80 | ((code >> 12) & 63), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63)];
    out += bytes.map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('');
  }
  return out;
}

const HEADER_VALUES = fc.oneof(
  fc.constantFrom('', '0.0', '1.1', '999999999999999999999.1', 'x', '-1.-1', '1e9.1', 'a'.repeat(5000)),
  fc.string({ unit: 'binary-ascii', maxLength: 30 }).map((s) => s.replace(/[^\x20-\x7e]/g, '')),
);
/** Headers some routes read, with garbage values. */
export const headers = fc.record(
  { 'X-Min-Position': HEADER_VALUES, 'Idempotency-Key': HEADER_VALUES, 'X-File-Name': HEADER_VALUES },
  { requiredKeys: [] },
);

const csvText = fc
  .array(fc.array(hostileString, { minLength: 1, maxLength: 4 }), { maxLength: 5 })
  .map((rows) => ['name,email,permission', ...rows.map((cells) => cells.join(','))].join('\n'));

/** Bodies no schema describes: other content types, broken or empty JSON, proto poisoning. */
export const otherBody: fc.Arbitrary<{ contentType: string; raw: string }> = fc.oneof(
  csvText.map((raw) => ({ contentType: 'text/csv', raw })),
  hostileString.map((raw) => ({ contentType: 'text/plain', raw })),
  fc
    .constantFrom('{"a":', '', '[1,]', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{}}}')
    .map((raw) => ({ contentType: 'application/json', raw })),
);
