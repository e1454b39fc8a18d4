import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';

/**
 * OpenAPI shapes of the clients calls. The DTO classes live in contracts (class-validator only, no swagger
 * decorators), so the bodies are described here, next to the controllers that accept them.
 */
const text = (description: string, maxLength: number): SchemaObject => ({
  type: 'string',
  description,
  maxLength,
  minLength: 1,
});

export const createClientBody: SchemaObject = {
  type: 'object',
  required: ['client_name', 'description', 'industry_id'],
  properties: {
    client_name: text("required ('Please fill in this field.')", 9000),
    description: text("required ('Please fill in this field.')", 9000),
    industry_id: { type: 'string', description: "an industry_id of GET /industries ('Select an option.')" },
    organization_id: {
      type: 'string',
      description: 'an organization_id of GET /organizations; default organisation when left out',
    },
  },
};

export const updateClientBody: SchemaObject = {
  type: 'object',
  required: ['client_name', 'description', 'industry_id'],
  properties: {
    client_id: { type: 'string', description: "optional; must equal the path's id" },
    client_name: text("required ('Please fill in this field.')", 10000),
    description: text("required ('Please fill in this field.')", 10000),
    industry_id: { type: 'string', description: "an industry_id of GET /industries ('Select an option.')" },
  },
};

export const clientSchema: SchemaObject = {
  type: 'object',
  properties: {
    client_id: { type: 'string' },
    client_name: { type: 'string' },
    description: { type: 'string' },
    industry_id: { type: 'string' },
    industry_name: { type: 'string', nullable: true },
    organization_id: { type: 'string' },
    organization_name: { type: 'string', nullable: true },
    createdBy: { type: 'string', nullable: true, description: 'user id of the creator' },
    createdOn: { type: 'string', format: 'date-time' },
    modifiedBy: { type: 'string', nullable: true },
    modifiedOn: { type: 'string', format: 'date-time' },
    role_id: { type: 'integer', nullable: true, description: "the caller's role in this client" },
    client_selected: { type: 'boolean', description: "true for the caller's current client" },
  },
};

export const teamRoleSchema: SchemaObject = {
  type: 'object',
  properties: {
    team_role_id: { type: 'string' },
    client_id: { type: 'string' },
    name: { type: 'string' },
    label: { type: 'string', description: 'same as name' },
    value: { type: 'string', description: 'same as team_role_id (what a dropdown submits)' },
    system: {
      type: 'boolean',
      description: 'system roles (Cofounder, Executive Sponsor, OS Lead, OS Team Member) cannot be deleted or replaced',
    },
  },
};

export const createTeamRoleBody: SchemaObject = {
  type: 'object',
  required: ['name'],
  properties: {
    name: text("required ('Please fill in this field.'); a name already in the list (any case) answers 409", 9000),
  },
};

export const replaceTeamRoleBody: SchemaObject = {
  type: 'object',
  required: ['team_role_id'],
  properties: { team_role_id: { type: 'string', description: "the replacement team role ('Please Select Role')" } },
};

/** { responseObj: <schema>, position? } as EnvelopeInterceptor wraps every answer */
export const envelope = (schema: SchemaObject, withPosition = false): SchemaObject => ({
  type: 'object',
  properties: {
    responseObj: schema,
    ...(withPosition
      ? { position: { type: 'string', description: 'send back as X-Min-Position to read your own write' } }
      : {}),
  },
});
