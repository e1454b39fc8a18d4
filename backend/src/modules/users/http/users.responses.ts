import { fields, FLAG, INTEGER, MAYBE_TEXT, TEXT, type SchemaObject } from '../../../http/openapi';

/** OpenAPI shapes of what the users calls answer (UserView, ItemResult, ImportReportView of contracts). */

export const userSchema: SchemaObject = {
  type: 'object',
  properties: {
    ...fields(TEXT, 'user_id', 'email', 'role_label', 'UserCreateDate', 'UserLastModifiedDate'),
    ...fields(MAYBE_TEXT, 'name', 'profile', 'custom_organization', 'phone_number', 'custom_baseline_assessment'),
    custom_role: { type: 'string', description: "'5' Global Administrator, '0' Client Administrator, '8' User" },
    Enabled: { type: 'string', enum: ['true', 'false'] },
    phone_number_verified: FLAG,
    status: { type: 'string', enum: ['PENDING_LOGIN', 'ACTIVE', 'DELETED'] },
    reactivatable_until: { type: 'string', nullable: true, description: 'ISO instant; null unless deleted' },
    action: { type: 'string', enum: ['EDIT USER', 'RESET PASSWORD', 'REACTIVATE'] },
  },
};

/** Per item, as Promise.allSettled: `{ status: 'fulfilled', value }` or `{ status: 'rejected', reason }`. */
export const settledUsersSchema: SchemaObject = {
  type: 'array',
  items: {
    type: 'object',
    required: ['status'],
    properties: {
      status: { type: 'string', enum: ['fulfilled', 'rejected'] },
      value: userSchema,
      reason: { type: 'object', properties: fields(TEXT, 'message', 'email') },
    },
  },
};

export const importReportSchema: SchemaObject = {
  type: 'object',
  properties: {
    rows: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          line: { type: 'integer', description: '1-based line of the file (the header is line 1)' },
          ...fields(MAYBE_TEXT, 'email', 'reason'),
          status: { type: 'string', enum: ['created', 'rejected'] },
        },
      },
    },
    ...fields(INTEGER, 'created', 'rejected'),
  },
};

export const deletedAccountSchema: SchemaObject = {
  type: 'object',
  properties: { deleted: { type: 'boolean', enum: [true] }, reactivatable_until: MAYBE_TEXT },
};
