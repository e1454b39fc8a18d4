import type { ChatMessageView, ChatSessionView } from '@gc/contracts';
import type { Selectable } from 'kysely';
import type { MentorChatMessagesTable, MentorDb } from '../mentor.tables';

/** Plain kysely queries over the mentor's tables; every one is filtered by the caller's user id. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** An id that cannot name a row (not a UUID) is simply not found, never a database error. */
export const isUuid = (value: string): boolean => UUID.test(value);

export function toMessageView(row: Selectable<MentorChatMessagesTable>, sessionName: string): ChatMessageView {
  return {
    session_id: row.session_id,
    session_name: sessionName,
    mentor_message_id: row.message_id,
    message: row.message,
    response: row.response,
    suggestions: row.suggestions,
    liked: row.liked,
    offline: row.offline,
    createdOn: row.created_at.getTime(),
  };
}

export async function findSession(db: MentorDb, userId: string, sessionId: string) {
  if (!isUuid(sessionId)) return undefined;
  return db
    .selectFrom('mentor_chat_sessions')
    .selectAll()
    .where('session_id', '=', sessionId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function listSessions(db: MentorDb, userId: string): Promise<ChatSessionView[]> {
  const rows = await db
    .selectFrom('mentor_chat_sessions')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('updated_at', 'desc')
    .orderBy('session_id')
    .execute();
  return rows.map((r) => ({
    session_id: r.session_id,
    session_name: r.session_name,
    createdOn: r.created_at.getTime(),
    updatedOn: r.updated_at.getTime(),
  }));
}

export async function sessionMessages(db: MentorDb, userId: string, sessionId: string) {
  return db
    .selectFrom('mentor_chat_messages')
    .selectAll()
    .where('session_id', '=', sessionId)
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('message_id')
    .execute();
}

export async function tokensUsedOn(db: MentorDb, userId: string, day: string): Promise<number> {
  const row = await db
    .selectFrom('mentor_token_usage')
    .select('tokens')
    .where('user_id', '=', userId)
    .where('day', '=', day)
    .executeTakeFirst();
  return row?.tokens ?? 0;
}

export async function addTokens(db: MentorDb, userId: string, day: string, tokens: number): Promise<void> {
  await db
    .insertInto('mentor_token_usage')
    .values({ user_id: userId, day, tokens })
    .onConflict((oc) =>
      oc.columns(['user_id', 'day']).doUpdateSet((eb) => ({ tokens: eb('mentor_token_usage.tokens', '+', tokens) })),
    )
    .execute();
}
