import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '@gc/projections';
import {
  MentorMessages as M,
  sessionNameFrom,
  type ChatMessageView,
  type ChatSessionDetailView,
  type ChatSessionView,
  type MentorSettingsView,
} from '@gc/contracts';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { FixedWindowLimiter } from '../../../infrastructure/rate-limit/fixed-window-limiter';
import { KYSELY } from '../../../infrastructure/tokens';
import { Clock } from '../../../shared/clock';
import { DomainError, notFound } from '../../../shared/domain-error';
import type { AuthenticatedUser } from '../../identity';
import { asMentorDb, type MentorDatabase } from '../mentor.tables';
import {
  addTokens,
  findSession,
  isUuid,
  listSessions,
  sessionMessages,
  tokensUsedOn,
  toMessageView,
} from './chat.store';
import { MentorAnswerer, type MentorAnswer } from './mentor-answerer';

/** Who asks: the signed-in caller, as authenticated (the results are asked for as this person). */
export type ChatCaller = AuthenticatedUser;

/** A turn that passed every check and has its ids: what the stream's `start` event announces. */
export interface PreparedTurn {
  caller: ChatCaller;
  sessionId: string;
  sessionName: string;
  messageId: string;
  isNewSession: boolean;
  message: string;
  useResults: boolean;
  history: { message: string; response: string }[];
}

/**
 * The chat's use cases. A message is answered in three steps: `prepare` (the session is the caller's, the rate
 * limit and the daily budget allow it: any refusal happens here, before anything is sent or written), `answer`
 * (the model or the playbook; nothing stored) and `store` (the exchange, and the session when new, in one
 * transaction). A failed answer therefore stores nothing: the same call can simply be sent again.
 */
@Injectable()
export class MentorChats {
  private readonly db: Kysely<MentorDatabase>;

  constructor(
    @Inject(KYSELY) db: Kysely<Database>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly limiter: FixedWindowLimiter,
    private readonly answerer: MentorAnswerer,
  ) {
    this.db = asMentorDb(db);
  }

  async prepare(caller: ChatCaller, sessionId: string | null, message: string): Promise<PreparedTurn> {
    let sessionName = sessionNameFrom(message);
    let history: PreparedTurn['history'] = [];
    if (sessionId !== null) {
      const session = await findSession(this.db, caller.userId, sessionId);
      if (!session) throw notFound(M.sessionNotFound, 'CHAT_SESSION_NOT_FOUND');
      sessionName = session.session_name;
      history = (await sessionMessages(this.db, caller.userId, sessionId)).map((m) => ({
        message: m.message,
        response: m.response,
      }));
    }
    const limits = this.config.mentor;
    // the budget first: a message refused for it does not count against the per-minute limit
    if ((await tokensUsedOn(this.db, caller.userId, this.today())) >= limits.dailyTokenBudget)
      throw new DomainError('rate_limited', M.dailyBudgetExhausted, 'MENTOR_DAILY_BUDGET');
    if (!(await this.limiter.allow('mentor-message', caller.userId, limits.messagesPerMinute, 60)))
      throw new DomainError('rate_limited', M.rateLimited, 'MENTOR_RATE_LIMITED');
    return {
      caller,
      sessionId: sessionId ?? randomUUID(),
      sessionName,
      messageId: randomUUID(),
      isNewSession: sessionId === null,
      message,
      useResults: (await this.settings(caller.userId)).use_results,
      history,
    };
  }

  answer(turn: PreparedTurn, onDelta: (text: string) => void): Promise<MentorAnswer> {
    return this.answerer.answer(
      {
        caller: turn.caller,
        useResults: turn.useResults,
        history: turn.history,
        message: turn.message,
      },
      onDelta,
    );
  }

  async store(turn: PreparedTurn, answer: MentorAnswer): Promise<ChatMessageView> {
    const now = this.clock.now();
    const userId = turn.caller.userId;
    const row = await this.db.transaction().execute(async (trx) => {
      if (turn.isNewSession) {
        await trx
          .insertInto('mentor_chat_sessions')
          .values({
            session_id: turn.sessionId,
            user_id: userId,
            session_name: turn.sessionName,
            created_at: now,
            updated_at: now,
          })
          .execute();
      } else {
        const touched = await trx
          .updateTable('mentor_chat_sessions')
          .set({ updated_at: now })
          .where('session_id', '=', turn.sessionId)
          .where('user_id', '=', userId)
          .executeTakeFirst();
        // deleted while the answer was being written
        if (Number(touched.numUpdatedRows) === 0) throw notFound(M.sessionNotFound, 'CHAT_SESSION_NOT_FOUND');
      }
      const inserted = await trx
        .insertInto('mentor_chat_messages')
        .values({
          message_id: turn.messageId,
          session_id: turn.sessionId,
          user_id: userId,
          message: turn.message,
          response: answer.response,
          suggestions: JSON.stringify(answer.suggestions),
          liked: null,
          offline: answer.offline,
          tokens: answer.tokens,
          created_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await addTokens(trx, userId, this.today(), answer.tokens);
      return inserted;
    });
    return toMessageView(row, turn.sessionName);
  }

  list(userId: string): Promise<ChatSessionView[]> {
    return listSessions(this.db, userId);
  }

  async get(userId: string, sessionId: string): Promise<ChatSessionDetailView> {
    const session = await this.requireSession(userId, sessionId);
    const messages = await sessionMessages(this.db, userId, sessionId);
    return {
      session_id: session.session_id,
      session_name: session.session_name,
      createdOn: session.created_at.getTime(),
      messages: messages.map((m) => toMessageView(m, session.session_name)),
    };
  }

  async rename(userId: string, sessionId: string, sessionName: string): Promise<ChatSessionView> {
    await this.requireSession(userId, sessionId);
    const row = await this.db
      .updateTable('mentor_chat_sessions')
      .set({ session_name: sessionName })
      .where('session_id', '=', sessionId)
      .where('user_id', '=', userId)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw notFound(M.sessionNotFound, 'CHAT_SESSION_NOT_FOUND');
    return {
      session_id: row.session_id,
      session_name: row.session_name,
      createdOn: row.created_at.getTime(),
      updatedOn: row.updated_at.getTime(),
    };
  }

  async delete(userId: string, sessionId: string): Promise<{ session_id: string }> {
    await this.requireSession(userId, sessionId);
    await this.db
      .deleteFrom('mentor_chat_sessions')
      .where('session_id', '=', sessionId)
      .where('user_id', '=', userId)
      .execute();
    return { session_id: sessionId };
  }

  /** Thumbs up (true) or thumbs down (false) on one of the caller's messages. */
  async react(userId: string, sessionId: string, messageId: string, liked: boolean): Promise<ChatMessageView> {
    const session = await this.requireSession(userId, sessionId);
    if (!isUuid(messageId)) throw notFound(M.messageNotFound, 'CHAT_MESSAGE_NOT_FOUND');
    const row = await this.db
      .updateTable('mentor_chat_messages')
      .set({ liked })
      .where('message_id', '=', messageId)
      .where('session_id', '=', sessionId)
      .where('user_id', '=', userId)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw notFound(M.messageNotFound, 'CHAT_MESSAGE_NOT_FOUND');
    return toMessageView(row, session.session_name);
  }

  async settings(userId: string): Promise<MentorSettingsView> {
    const row = await this.db
      .selectFrom('mentor_settings')
      .select('use_results')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return { use_results: row?.use_results ?? false };
  }

  async changeSettings(userId: string, useResults: boolean): Promise<MentorSettingsView> {
    const now = this.clock.now();
    await this.db
      .insertInto('mentor_settings')
      .values({ user_id: userId, use_results: useResults, updated_at: now })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ use_results: useResults, updated_at: now }))
      .execute();
    return { use_results: useResults };
  }

  private async requireSession(userId: string, sessionId: string) {
    const session = await findSession(this.db, userId, sessionId);
    if (!session) throw notFound(M.sessionNotFound, 'CHAT_SESSION_NOT_FOUND');
    return session;
  }

  private today(): string {
    return this.clock.now().toISOString().slice(0, 10);
  }
}
