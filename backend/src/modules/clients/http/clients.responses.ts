import { fields, FLAG, MAYBE_TEXT, TEXT, type SchemaObject } from '../../../http/openapi';

/** OpenAPI shapes of what the clients calls answer (ClientView, TeamRoleView of contracts). */
export const clientSchema: SchemaObject = {
  type: 'object',
  properties: {
    ...fields(TEXT, 'client_id', 'client_name', 'description', 'industry_id', 'organization_id'),
    ...fields(MAYBE_TEXT, 'industry_name', 'organization_name', 'modifiedBy'),
    ...fields({ type: 'string', format: 'date-time' }, 'createdOn', 'modifiedOn'),
    createdBy: { type: 'string', nullable: true, description: 'user id of the creator' },
    role_id: { type: 'integer', nullable: true, description: "the caller's role in this client" },
    client_selected: { type: 'boolean', description: "true for the caller's current client" },
  },
};

export const teamRoleSchema: SchemaObject = {
  type: 'object',
  properties: {
    ...fields(TEXT, 'team_role_id', 'client_id', 'name'),
    label: { type: 'string', description: 'same as name' },
    value: { type: 'string', description: 'same as team_role_id (what a dropdown submits)' },
    system: {
      ...FLAG,
      description: 'system roles (Cofounder, Executive Sponsor, OS Lead, OS Team Member) cannot be deleted or replaced',
    },
  },
};
