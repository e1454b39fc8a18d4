import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { CHAT_SESSION_NAME_MAX_LENGTH, MENTOR_MESSAGE_MAX_LENGTH } from '@gc/contracts';

/** OpenAPI shapes of the mentor calls (the DTO classes in contracts carry no swagger decorators). */
export const chatMessageBody: SchemaObject = {
  type: 'object',
  required: ['message'],
  properties: {
    message: {
      type: 'string',
      maxLength: MENTOR_MESSAGE_MAX_LENGTH,
      description:
        "the member's text; not blank ('Please type a message.'), not only invisible characters such as zero-width " +
        "spaces ('Please type a message: this one has only spaces or invisible characters.'), at most 2000 characters",
    },
  },
};

export const renameBody: SchemaObject = {
  type: 'object',
  required: ['session_name'],
  properties: {
    session_name: {
      type: 'string',
      maxLength: CHAT_SESSION_NAME_MAX_LENGTH,
      description: "not blank ('Chat name can not be empty, please provide a name.'), at most 20 characters",
    },
  },
};

export const settingsSchema: SchemaObject = {
  type: 'object',
  required: ['use_results'],
  properties: { use_results: { type: 'boolean' } },
};

export const chatMessageSchema: SchemaObject = {
  type: 'object',
  properties: {
    session_id: { type: 'string', format: 'uuid' },
    session_name: { type: 'string' },
    mentor_message_id: { type: 'string', format: 'uuid' },
    message: { type: 'string' },
    response: { type: 'string' },
    suggestions: { type: 'array', items: { type: 'string' }, maxItems: 3 },
    liked: { type: 'boolean', nullable: true },
    offline: { type: 'boolean' },
    createdOn: { type: 'integer', description: 'epoch milliseconds' },
  },
};

export const chatSessionSchema: SchemaObject = {
  type: 'object',
  properties: {
    session_id: { type: 'string', format: 'uuid' },
    session_name: { type: 'string' },
    createdOn: { type: 'integer' },
    updatedOn: { type: 'integer' },
  },
};

export const chatSessionDetailSchema: SchemaObject = {
  type: 'object',
  properties: {
    session_id: { type: 'string', format: 'uuid' },
    session_name: { type: 'string' },
    createdOn: { type: 'integer' },
    messages: { type: 'array', items: chatMessageSchema },
  },
};

export const STREAM_DESCRIPTION = `With \`Accept: text/event-stream\` the answer is Server-Sent Events: \`start\`
{session_id, session_name, mentor_message_id}, then \`delta\` {text} as the answer is written, then \`done\` with the
ChatMessageView, or \`error\` {message} (nothing stored; send the same call again). Refusals found before the stream
starts (400, 404, 429) are ordinary JSON errors. 429: 'You are sending messages too quickly...' (per-person rate
limit) or 'You have reached today's GrowthMentor limit...' (daily token budget); 502: the model failed.`;
