import { findUnsafeText, isSafeText } from './text';

describe('the text rule (no NUL, well-formed UTF-16)', () => {
  const safe = ['', 'plain', 'tab\tand\r\nnewlines', 'émoji 😀 and 𝄞', '\u0001 other controls are text'];
  const unsafe = ['a\u0000b', '\u0000', '\ud800', 'x\ud800y', '\udc00', 'x\udc00', '\ud800\ud800\udc00', '😀\udc00'];

  describe.each([
    ['with String.prototype.isWellFormed', false],
    ['without it (older browsers)', true],
  ])('%s', (_label, hide) => {
    const original = Object.getOwnPropertyDescriptor(String.prototype, 'isWellFormed');
    beforeAll(() => {
      if (hide) delete (String.prototype as { isWellFormed?: unknown }).isWellFormed;
    });
    afterAll(() => {
      if (hide && original) Object.defineProperty(String.prototype, 'isWellFormed', original);
    });

    it.each(safe)('given %j, then it is safe', (value) => expect(isSafeText(value)).toBe(true));
    it.each(unsafe)('given %j, then it is refused', (value) => expect(isSafeText(value)).toBe(false));
  });

  it('given nested values, when searching, then the path of the first unsafe string or key is named', () => {
    expect(findUnsafeText({ a: 'ok', data: { name: 'x\u0000' } })).toBe('data.name');
    expect(findUnsafeText({ emails: ['ok', '\ud800'] })).toBe('emails[1]');
    expect(findUnsafeText({ data: { 'bad\u0000key': 1 } })).toBe('data');
    expect(findUnsafeText('\u0000')).toBe('');
    expect(findUnsafeText({ a: ['ok', { b: 1, c: null, d: true }] })).toBeNull();
  });

  it('given a value nested 100,000 deep, when searching, then the stack holds', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findUnsafeText(deep)).toMatch(/^(\[0\])+$/);
  });
});
