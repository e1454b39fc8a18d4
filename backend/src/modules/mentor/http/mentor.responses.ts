import { fields, INTEGER, listOf, TEXT, type SchemaObject } from '../../../http/openapi';

const UUID: SchemaObject = { type: 'string', format: 'uuid' };

/** OpenAPI shapes of what the mentor calls answer (ChatMessageView, ChatSessionView, MentorSettingsView). */
export const settingsSchema: SchemaObject = {
  type: 'object',
  required: ['use_results'],
  properties: { use_results: { type: 'boolean' } },
};

export const chatMessageSchema: SchemaObject = {
  type: 'object',
  properties: {
    ...fields(UUID, 'session_id', 'mentor_message_id'),
    ...fields(TEXT, 'session_name', 'message', 'response'),
    suggestions: { ...listOf(TEXT), maxItems: 3 },
    liked: { type: 'boolean', nullable: true },
    offline: { type: 'boolean' },
    createdOn: { type: 'integer', description: 'epoch milliseconds' },
  },
};

export const chatSessionSchema: SchemaObject = {
  type: 'object',
  properties: { session_id: UUID, session_name: TEXT, ...fields(INTEGER, 'createdOn', 'updatedOn') },
};

export const chatSessionDetailSchema: SchemaObject = {
  type: 'object',
  properties: { session_id: UUID, session_name: TEXT, createdOn: INTEGER, messages: listOf(chatMessageSchema) },
};

export const STREAM_DESCRIPTION = `With \`Accept: text/event-stream\` the answer is Server-Sent Events: \`start\`
{session_id, session_name, mentor_message_id}, then \`delta\` {text} as the answer is written, then \`done\` with the
ChatMessageView, or \`error\` {message} (nothing stored; send the same call again). Refusals found before the stream
starts (400, 404, 429) are ordinary JSON errors. 429: 'You are sending messages too quickly...' (per-person rate
limit) or 'You have reached today's GrowthMentor limit...' (daily token budget); 502: the model failed.`;
