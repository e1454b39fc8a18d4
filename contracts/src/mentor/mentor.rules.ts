/** GrowthMentor chat: the spec's limits and every message the API answers with (member spec, Chat). */
export const MENTOR_MESSAGE_MAX_LENGTH = 2000;
/** 'Chat session name maximum length 20.' */
export const CHAT_SESSION_NAME_MAX_LENGTH = 20;
/** Follow-up questions offered after an answer, shown as Q1..Q3 ('Option keywords Q1, Q2, Q3.'). */
export const MAX_MENTOR_SUGGESTIONS = 3;
export const MENTOR_OPTION_KEYWORDS = ['Q1', 'Q2', 'Q3'] as const;

export const MentorMessages = {
  messageRequired: 'Please type a message.',
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

/**
 * A session name from the first message: whitespace collapsed, at most 20 characters, cut at a word boundary when
 * one falls late enough, never empty.
 */
export function sessionNameFrom(message: string): string {
  const text = message.replace(/\s+/g, ' ').trim();
  if (text.length <= CHAT_SESSION_NAME_MAX_LENGTH) return text || 'New chat';
  const cut = text.slice(0, CHAT_SESSION_NAME_MAX_LENGTH + 1);
  const space = cut.lastIndexOf(' ');
  const name = (space >= 10 ? cut.slice(0, space) : cut.slice(0, CHAT_SESSION_NAME_MAX_LENGTH)).trim();
  return name || 'New chat';
}
