import { listOf, type SchemaObject } from '../../../http/openapi';

/** OpenAPI shapes of what the sign-in and account calls answer (TokensView, ChallengeView, MeView of contracts). */
const text: SchemaObject = { type: 'string' };
const maybeText: SchemaObject = { type: 'string', nullable: true };

const sessionUser: Record<string, SchemaObject> = {
  id: text,
  email: text,
  name: text,
  role: {
    type: 'integer',
    nullable: true,
    description: 'role id in the current client',
  },
  clientId: maybeText,
};

export const tokensSchema: SchemaObject = {
  type: 'object',
  properties: {
    accessToken: text,
    refreshToken: text,
    expiresIn: {
      type: 'integer',
      description: 'seconds until the access token expires',
    },
    user: { type: 'object', properties: sessionUser },
  },
};

const challengeSchema: SchemaObject = {
  type: 'object',
  properties: {
    challenge: {
      type: 'string',
      enum: ['NEW_PASSWORD_REQUIRED', 'ACCOUNT_SETUP', 'SMS_MFA', 'PHONE_SETUP'],
    },
    session: text,
    destination: {
      type: 'string',
      description: "SMS_MFA: where the code went, masked ('+*******4567')",
    },
    name: {
      type: 'string',
      description: 'ACCOUNT_SETUP: the name the administrator typed, if any',
    },
    email: {
      type: 'string',
      description: "PHONE_SETUP: the person's email (after a sign-in through the client's identity provider)",
    },
  },
};

/** Tokens, or the next challenge of the sign-in. */
export const signInSchema: SchemaObject = {
  oneOf: [tokensSchema, challengeSchema],
};

export const meSchema: SchemaObject = {
  type: 'object',
  properties: {
    ...sessionUser,
    phone_number: maybeText,
    phone_number_verified: { type: 'boolean' },
    alternate_email: maybeText,
    terms_accepted: { type: 'boolean' },
    status: { type: 'string', enum: ['PENDING_LOGIN', 'ACTIVE', 'DELETED'] },
    signed_in_with_sso: { type: 'boolean', description: "the session came from the client's identity provider" },
    clients: listOf({
      type: 'object',
      properties: { clientId: text, role: { type: 'integer' } },
    }),
  },
};

export const messageSchema: SchemaObject = {
  type: 'object',
  properties: { message: text },
};

export const termsSchema: SchemaObject = {
  type: 'object',
  properties: { terms_accepted: { type: 'boolean' }, message: text },
};
