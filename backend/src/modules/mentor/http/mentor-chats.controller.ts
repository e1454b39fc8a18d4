import {
  BadGatewayException,
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Logger,
  Param,
  Patch,
  Post,
  Put,
  Req,
  Res,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiBody,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import {
  ChatMessageDto,
  MentorMessages as M,
  RenameChatSessionDto,
  type ChatMessageView,
  type ChatSessionDetailView,
  type ChatSessionView,
} from '@gc/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../../../shared/domain-error';
import { LlmUnavailableError } from '../../../infrastructure/llm/llm-client';
import { envelope } from '../../clients';
import { CurrentUser, type AuthenticatedUser } from '../../identity';
import { MentorChats, type ChatCaller } from '../chat/mentor-chat.service';
import {
  chatMessageBody,
  chatMessageSchema,
  chatSessionDetailSchema,
  chatSessionSchema,
  renameBody,
  STREAM_DESCRIPTION,
} from './mentor.openapi';
import { EventStream, wantsEventStream } from './mentor-stream';

const providerFailed = () => new BadGatewayException({ message: M.providerFailed, code: 'MENTOR_PROVIDER_FAILED' });

/** GrowthMentor's chat (member spec, 'Chat (base path mentor/chats)'): each person sees only their own sessions. */
@ApiTags('mentor')
@ApiBearerAuth()
@Controller('mentor/chats')
export class MentorChatsController {
  private readonly logger = new Logger('mentor');

  constructor(private readonly chats: MentorChats) {}

  @Post()
  @ApiOperation({
    summary: 'Start a chat session with a first message; answers the exchange (201), or streams it (SSE)',
    description: STREAM_DESCRIPTION,
  })
  @ApiBody({ schema: chatMessageBody })
  @ApiProduces('application/json', 'text/event-stream')
  @ApiOkResponse({ schema: envelope(chatMessageSchema) })
  @ApiTooManyRequestsResponse({ description: 'rate limit or daily budget' })
  start(
    @CurrentUser() user: AuthenticatedUser,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
    @Body() body: ChatMessageDto,
  ): Promise<void> {
    return this.send(user, null, body.message, request, reply, 201);
  }

  @Put('sessions/:sessionId')
  @ApiOperation({
    summary: "Continue one of the caller's sessions; answers the exchange, or streams it (SSE); 404 for any other id",
    description: STREAM_DESCRIPTION,
  })
  @ApiBody({ schema: chatMessageBody })
  @ApiProduces('application/json', 'text/event-stream')
  @ApiOkResponse({ schema: envelope(chatMessageSchema) })
  @ApiNotFoundResponse({ description: 'Chat session not found' })
  @ApiTooManyRequestsResponse({ description: 'rate limit or daily budget' })
  continue(
    @CurrentUser() user: AuthenticatedUser,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
    @Param('sessionId') sessionId: string,
    @Body() body: ChatMessageDto,
  ): Promise<void> {
    return this.send(user, sessionId, body.message, request, reply, 200);
  }

  @Get('sessions')
  @ApiOperation({ summary: "The caller's chat sessions, most recently active first" })
  @ApiOkResponse({ schema: envelope({ type: 'array', items: chatSessionSchema }) })
  list(@CurrentUser() user: AuthenticatedUser): Promise<ChatSessionView[]> {
    return this.chats.list(user.userId);
  }

  @Get('sessions/:sessionId')
  @ApiOperation({ summary: "One of the caller's sessions with its messages, oldest first; 404 for any other id" })
  @ApiOkResponse({ schema: envelope(chatSessionDetailSchema) })
  @ApiNotFoundResponse({ description: 'Chat session not found' })
  get(@CurrentUser() user: AuthenticatedUser, @Param('sessionId') sessionId: string): Promise<ChatSessionDetailView> {
    return this.chats.get(user.userId, sessionId);
  }

  @Patch('sessions/:sessionId')
  @ApiOperation({
    summary: "Rename a session ('Chat name can not be empty, please provide a name.'; at most 20 characters)",
    description: "The frontend shows 'Chat session rename failed!' on failure.",
  })
  @ApiBody({ schema: renameBody })
  @ApiOkResponse({ schema: envelope(chatSessionSchema) })
  @ApiNotFoundResponse({ description: 'Chat session not found' })
  rename(
    @CurrentUser() user: AuthenticatedUser,
    @Param('sessionId') sessionId: string,
    @Body() body: RenameChatSessionDto,
  ): Promise<ChatSessionView> {
    return this.chats.rename(user.userId, sessionId, body.session_name);
  }

  @Delete('sessions/:sessionId')
  @ApiOperation({
    summary: 'Delete a session and its messages for good',
    description: "The frontend shows 'Chat session successfully deleted!' / 'Chat session deletion failed!'.",
  })
  @ApiOkResponse({ schema: envelope({ type: 'object', properties: { session_id: { type: 'string' } } }) })
  @ApiNotFoundResponse({ description: 'Chat session not found' })
  delete(
    @CurrentUser() user: AuthenticatedUser,
    @Param('sessionId') sessionId: string,
  ): Promise<{ session_id: string }> {
    return this.chats.delete(user.userId, sessionId);
  }

  @Post('sessions/:sessionId/messages/:messageId/like')
  @HttpCode(200)
  @ApiOperation({ summary: 'Thumbs up: liked = true; answers the message' })
  @ApiOkResponse({ schema: envelope(chatMessageSchema) })
  @ApiNotFoundResponse({ description: 'Chat session or message not found' })
  like(
    @CurrentUser() user: AuthenticatedUser,
    @Param('sessionId') sessionId: string,
    @Param('messageId') messageId: string,
  ): Promise<ChatMessageView> {
    return this.chats.react(user.userId, sessionId, messageId, true);
  }

  @Post('sessions/:sessionId/messages/:messageId/unlike')
  @HttpCode(200)
  @ApiOperation({ summary: 'Thumbs down: liked = false; answers the message' })
  @ApiOkResponse({ schema: envelope(chatMessageSchema) })
  @ApiNotFoundResponse({ description: 'Chat session or message not found' })
  unlike(
    @CurrentUser() user: AuthenticatedUser,
    @Param('sessionId') sessionId: string,
    @Param('messageId') messageId: string,
  ): Promise<ChatMessageView> {
    return this.chats.react(user.userId, sessionId, messageId, false);
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
