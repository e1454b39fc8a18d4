import { CHAT_SESSION_NAME_MAX_LENGTH, hasVisibleText, sessionNameFrom } from './mentor.rules';

describe('sessionNameFrom (a chat named after its first message)', () => {
  it('keeps a short message whole, whitespace collapsed', () => {
    expect(sessionNameFrom('  Hiring\n\tfirst  ')).toBe('Hiring first');
    expect(sessionNameFrom('Exactly twenty chars')).toBe('Exactly twenty chars');
  });

  it('cuts a long message at the last word that fits and marks the cut with an ellipsis', () => {
    expect(sessionNameFrom('How do we split equity between cofounders?')).toBe('How do we split…');
    expect(sessionNameFrom('How do I find customers?')).toBe('How do I find…');
    // the word ending exactly at the 19th character is kept whole
    expect(sessionNameFrom('abcdefghi abcdefghi nextword')).toBe('abcdefghi abcdefghi…');
  });

  it('never cuts inside a word, however late the last space falls', () => {
    // the old rule cut 'Fundraising strategies' to 'Fundraising strategi'
    expect(sessionNameFrom('Fundraising strategies for a seed round')).toBe('Fundraising…');
    for (const message of [
      'Our cofounder stopped answering messages',
      'Pricing a B2B subscription for startups',
      'What should I ask a potential advisor?',
      'Ünïcödé wörds ärë wörds töö, réally',
    ]) {
      const name = sessionNameFrom(message);
      expect(Array.from(name).length).toBeLessThanOrEqual(CHAT_SESSION_NAME_MAX_LENGTH);
      expect(name.endsWith('…')).toBe(true);
      const words = name.slice(0, -1).split(' ');
      // every word of the name is a whole word of the message
      expect(words.every((word) => message.split(/\s+/).some((w) => w.replace(/[,;:.!?]+$/, '') === word))).toBe(true);
    }
  });

  it('does not end on the punctuation before the cut', () => {
    expect(sessionNameFrom('Hiring, firing, and everything in between')).toBe('Hiring, firing, and…');
    expect(sessionNameFrom('Equity: vesting, cliffs and dilution')).toBe('Equity: vesting…');
  });

  it('cuts a first word longer than the limit (no boundary to cut at) at 19 characters plus the ellipsis', () => {
    expect(sessionNameFrom('https://example.com/a/very/long/link please')).toBe('https://example.com…');
  });

  it('drops invisible characters and names an empty one "New chat"', () => {
    expect(sessionNameFrom('\u200BPitch\u200B deck\uFEFF review')).toBe('Pitch deck review');
    expect(sessionNameFrom('\u200B\u2060 ')).toBe('New chat');
    // what holds an emoji together stays
    expect(sessionNameFrom('Team ❤️ and 👨\u200D👩\u200D👧')).toBe('Team ❤️ and 👨\u200D👩\u200D👧');
  });
});

describe('hasVisibleText (a mentor message must show something)', () => {
  it('refuses whitespace, zero-width spaces, joiners, the word joiner, the BOM and other control characters', () => {
    for (const text of [
      '',
      '   \n\t',
      '\u00A0\u2003\u3000',
      '\u200B',
      '\u200C\u200D',
      '\u2060\uFEFF',
      '\u00AD\u200E\u200F\u202E',
      '\u0000\u0007\u001B\u007F',
      ' \u200B \u2060 \n\uFEFF ',
      '\u3164\u2800',
      '\uFE0F\u034F',
    ]) {
      expect({ text, visible: hasVisibleText(text) }).toEqual({ text, visible: false });
    }
  });

  it('accepts any text with one visible character, emoji included', () => {
    for (const text of ['a', ' \u200B?\u200B ', '👍', '👨\u200D👩\u200D👧', 'مرحبا', '你好']) {
      expect({ text, visible: hasVisibleText(text) }).toEqual({ text, visible: true });
    }
  });
});
