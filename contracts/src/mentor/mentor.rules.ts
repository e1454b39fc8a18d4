/** GrowthMentor chat: the spec's limits and every message the API answers with (member spec, Chat). */
export const MENTOR_MESSAGE_MAX_LENGTH = 2000;
/** 'Chat session name maximum length 20.' */
export const CHAT_SESSION_NAME_MAX_LENGTH = 20;
/** Follow-up questions offered after an answer, shown as Q1..Q3 ('Option keywords Q1, Q2, Q3.'). */
export const MAX_MENTOR_SUGGESTIONS = 3;
export const MENTOR_OPTION_KEYWORDS = ['Q1', 'Q2', 'Q3'] as const;

export const MentorMessages = {
  messageRequired: 'Please type a message.',
  messageInvisible: 'Please type a message: this one has only spaces or invisible characters.',
  messageTooLong: `A message can be at most ${MENTOR_MESSAGE_MAX_LENGTH} characters.`,
  sessionNameRequired: 'Chat name can not be empty, please provide a name.',
  sessionNameTooLong: `Chat name can be at most ${CHAT_SESSION_NAME_MAX_LENGTH} characters.`,
  useResults: 'use_results must be true or false.',
  sessionNotFound: 'Chat session not found',
  messageNotFound: 'Chat message not found',
  rateLimited: 'You are sending messages too quickly. Please wait a minute and try again.',
  dailyBudgetExhausted: "You have reached today's GrowthMentor limit. Please come back tomorrow.",
  providerFailed: 'GrowthMentor could not get an answer from the AI model right now. Please try again.',
  /** the visible first line of every offline answer */
  offlineLabel: 'Offline mentor (no AI model configured): from the GrowthCatalyst playbook',
} as const;

/** Marks the end of a session name cut short (one character, counted in the 20). */
export const SESSION_NAME_ELLIPSIS = '…';

/**
 * Characters that show nothing: whitespace (every Unicode space and line break), control characters (Cc), format
 * characters (Cf: zero-width space, joiners U+200B-U+200D, word joiner U+2060, BOM U+FEFF, soft hyphen, bidi marks),
 * Unicode's default-ignorable code points (variation selectors, the combining grapheme joiner, Hangul fillers) and
 * the braille blank.
 */
const INVISIBLE = /[\s\p{Cc}\p{Cf}\p{Z}\p{Default_Ignorable_Code_Point}\u2800]/gu;
/** Invisible alone, but part of what a name shows: they hold emoji sequences together ('❤️', '👨‍👩‍👧'). */
const KEPT_IN_NAME = /^(?:\u200D|\p{Variation_Selector})$/u;

/** Whether the text has at least one character a person can see (a message of only invisible ones is refused). */
export function hasVisibleText(text: string): boolean {
  return text.replace(INVISIBLE, '') !== '';
}

/**
 * A session name from the first message: invisible characters dropped, whitespace collapsed, at most 20 characters.
 * A longer message is cut at the last word boundary that fits and ends with '…' (never mid-word); only a first
 * word longer than the limit itself (a link, say) has no boundary to cut at, and is cut at 19 characters plus '…'.
 */
export function sessionNameFrom(message: string): string {
  const text = message
    .replace(INVISIBLE, (ch) => (/[\s\p{Z}]/u.test(ch) ? ' ' : KEPT_IN_NAME.test(ch) ? ch : ''))
    .replace(/ +/g, ' ')
    .trim();
  if (text === '') return 'New chat';
  const chars = Array.from(text);
  if (chars.length <= CHAT_SESSION_NAME_MAX_LENGTH) return text;
  const room = CHAT_SESSION_NAME_MAX_LENGTH - 1;
  // the word boundary: a space at most `room` characters in (the character after the kept part is a space)
  const head = chars.slice(0, room + 1).join('');
  const space = head.lastIndexOf(' ');
  const kept = space > 0 ? head.slice(0, space) : chars.slice(0, room).join('');
  // a name does not end on the punctuation that stood before the cut ('How, when…', not 'How, when,…')
  const tidy = kept.replace(/[\s,;:.!?\-–—]+$/u, '');
  return `${tidy || kept}${SESSION_NAME_ELLIPSIS}`;
}
