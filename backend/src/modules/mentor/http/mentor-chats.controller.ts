import { BadGatewayException, Body, Logger, Param, Req, Res } from '@nestjs/common';
import { ApiProduces } from '@nestjs/swagger';
import {
  ChatMessageDto,
  MentorMessages as M,
  RenameChatSessionDto,
  type ChatMessageView,
  type ChatSessionDetailView,
  type ChatSessionView,
} from '@gc/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Acts, ApiController, idsOf, listOf, Reads, Refuses } from '../../../http/openapi';
import { LlmUnavailableError } from '../../../infrastructure/llm/llm-client';
import { DomainError } from '../../../shared/domain-error';
import { Caller } from '../../identity';
import { MentorChats, type ChatCaller } from '../chat/mentor-chat.service';
import { chatMessageSchema, chatSessionDetailSchema, chatSessionSchema, STREAM_DESCRIPTION } from './mentor.responses';
import { EventStream, wantsEventStream } from './mentor-stream';

/** A message of one of the caller's sessions, as the reaction routes name it. */
const MESSAGE = 'sessions/:sessionId/messages/:messageId';

const providerFailed = () => new BadGatewayException({ message: M.providerFailed, code: 'MENTOR_PROVIDER_FAILED' });

/** GrowthMentor's chat (member spec, 'Chat (base path mentor/chats)'): each person sees only their own sessions. */
@ApiController('mentor/chats', 'mentor')
export class MentorChatsController {
  private readonly logger = new Logger('mentor');

  constructor(private readonly chats: MentorChats) {}

  @Acts(
    'POST',
    '',
    {
      summary: 'Start a chat session with a first message; answers the exchange (201), or streams it (SSE)',
      description: STREAM_DESCRIPTION,
    },
    chatMessageSchema,
  )
  @ApiProduces('application/json', 'text/event-stream')
  @Refuses({ 429: 'rate limit or daily budget' })
  start(
    @Caller() caller: Caller,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
    @Body() body: ChatMessageDto,
  ): Promise<void> {
    return this.send(caller.user, null, body.message, request, reply, 201);
  }

  @Acts(
    'PUT',
    'sessions/:sessionId',
    {
      summary: "Continue one of the caller's sessions; answers the exchange, or streams it (SSE); 404 for any other id",
      description: STREAM_DESCRIPTION,
    },
    chatMessageSchema,
  )
  @ApiProduces('application/json', 'text/event-stream')
  @Refuses({ 404: 'Chat session not found', 429: 'rate limit or daily budget' })
  continue(
    @Caller() caller: Caller,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
    @Param('sessionId') sessionId: string,
    @Body() body: ChatMessageDto,
  ): Promise<void> {
    return this.send(caller.user, sessionId, body.message, request, reply, 200);
  }

  @Reads('sessions', "The caller's chat sessions, most recently active first", listOf(chatSessionSchema))
  list(@Caller() caller: Caller): Promise<ChatSessionView[]> {
    return this.chats.list(caller.user.userId);
  }

  @Reads(
    'sessions/:sessionId',
    "One of the caller's sessions with its messages, oldest first; 404 for any other id",
    chatSessionDetailSchema,
  )
  @Refuses({ 404: 'Chat session not found' })
  get(@Caller() caller: Caller, @Param('sessionId') sessionId: string): Promise<ChatSessionDetailView> {
    return this.chats.get(caller.user.userId, sessionId);
  }

  @Acts(
    'PATCH',
    'sessions/:sessionId',
    {
      summary: "Rename a session ('Chat name can not be empty, please provide a name.'; at most 20 characters)",
      description: "The frontend shows 'Chat session rename failed!' on failure.",
    },
    chatSessionSchema,
  )
  @Refuses({ 404: 'Chat session not found' })
  rename(
    @Caller() caller: Caller,
    @Param('sessionId') sessionId: string,
    @Body() body: RenameChatSessionDto,
  ): Promise<ChatSessionView> {
    return this.chats.rename(caller.user.userId, sessionId, body.session_name);
  }

  @Acts(
    'DELETE',
    'sessions/:sessionId',
    {
      summary: 'Delete a session and its messages for good',
      description: "The frontend shows 'Chat session successfully deleted!' / 'Chat session deletion failed!'.",
    },
    idsOf('session_id'),
  )
  @Refuses({ 404: 'Chat session not found' })
  delete(@Caller() caller: Caller, @Param('sessionId') sessionId: string): Promise<{ session_id: string }> {
    return this.chats.delete(caller.user.userId, sessionId);
  }

  @Acts('POST', `${MESSAGE}/like`, 'Thumbs up: liked = true; answers the message', chatMessageSchema, 200)
  @Refuses({ 404: 'Chat session or message not found' })
  like(@Caller() caller: Caller, @Param('sessionId') sessionId: string, @Param('messageId') messageId: string) {
    return this.chats.react(caller.user.userId, sessionId, messageId, true);
  }

  @Acts('POST', `${MESSAGE}/unlike`, 'Thumbs down: liked = false; answers the message', chatMessageSchema, 200)
  @Refuses({ 404: 'Chat session or message not found' })
  unlike(@Caller() caller: Caller, @Param('sessionId') sessionId: string, @Param('messageId') messageId: string) {
    return this.chats.react(caller.user.userId, sessionId, messageId, false);
  }

  /**
   * Every refusal (404, 429) is raised by `prepare`, before a byte is sent, and answered as JSON by the exception
   * filter. Then either the whole exchange as JSON, or the events as the answer is written.
   */
  private async send(
    caller: ChatCaller,
    sessionId: string | null,
    message: string,
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
  ): Promise<void> {
    const turn = await this.chats.prepare(caller, sessionId, message);
    if (!wantsEventStream(request)) {
      let view: ChatMessageView;
      try {
        view = await this.chats.store(turn, await this.chats.answer(turn, () => undefined));
      } catch (error) {
        throw error instanceof LlmUnavailableError ? providerFailed() : error;
      }
      await reply.status(status).send({ responseObj: view });
      return;
    }
    const stream = new EventStream(request, reply);
    stream.send({
      event: 'start',
      data: { session_id: turn.sessionId, session_name: turn.sessionName, mentor_message_id: turn.messageId },
    });
    try {
      const answer = await this.chats.answer(turn, (text) => stream.send({ event: 'delta', data: { text } }));
      stream.send({ event: 'done', data: await this.chats.store(turn, answer) });
    } catch (error) {
      const message =
        error instanceof DomainError
          ? error.message
          : error instanceof LlmUnavailableError
            ? M.providerFailed
            : 'Something went wrong on our side. Please try again.';
      if (!(error instanceof DomainError) && !(error instanceof LlmUnavailableError))
        this.logger.error({ msg: 'chat stream failed', requestId: request.id, error: (error as Error)?.message });
      stream.send({ event: 'error', data: { message } });
    }
    stream.end();
  }
}
