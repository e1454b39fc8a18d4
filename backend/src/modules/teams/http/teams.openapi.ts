import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';

/** OpenAPI shapes of the teams calls (the DTO classes in contracts carry no swagger decorators). */
const teamFields: Record<string, SchemaObject> = {
  team_name: { type: 'string', maxLength: 9000, description: "required ('Please fill in this field.')" },
  description: { type: 'string', maxLength: 9000, description: "required ('Please fill in this field.')" },
  team_type: { type: 'string', enum: ['OS_TEAM', 'COFOUNDER_TEAM'], description: "required ('Select an option.')" },
  stage: { type: 'string', description: "a stage_id of GET /stages ('Select an option.')" },
  industry: {
    type: 'string',
    description: "an industry_id of GET /industries; the client's industry when left out (create) or unchanged (edit)",
  },
  date_founded: {
    type: 'integer',
    description: 'epoch milliseconds; today when left out (create) or unchanged (edit)',
  },
};

export const teamBody: SchemaObject = {
  type: 'object',
  required: ['team_name', 'description', 'team_type', 'stage'],
  properties: teamFields,
};

export const memberSchema: SchemaObject = {
  type: 'object',
  properties: {
    user_id: { type: 'string' },
    email: { type: 'string' },
    name: { type: 'string', nullable: true },
    role: { type: 'integer', nullable: true, description: "the person's role id in the client" },
    team_role: { type: 'string', description: 'team_role_id held in this team' },
    team_role_name: { type: 'string', nullable: true },
    Enabled: { type: 'boolean' },
  },
};

export const teamSchema: SchemaObject = {
  type: 'object',
  properties: {
    team_id: { type: 'string' },
    team_name: { type: 'string' },
    client_id: { type: 'string' },
    client_name: { type: 'string' },
    description: { type: 'string' },
    team_type: { type: 'string', enum: ['OS_TEAM', 'COFOUNDER_TEAM'] },
    stage: { type: 'string' },
    stage_name: { type: 'string', nullable: true },
    industry: { type: 'string' },
    industry_name: { type: 'string', nullable: true },
    date_founded: { type: 'integer', description: 'epoch milliseconds' },
    members: { type: 'array', items: memberSchema },
  },
};

export const addMemberBody: SchemaObject = {
  type: 'object',
  required: ['name', 'email', 'team_role'],
  properties: {
    name: { type: 'string', maxLength: 10000, description: "required ('Please fill in this field.')" },
    email: {
      type: 'string',
      maxLength: 10000,
      description:
        "an existing user of the current client ('User not found', 404 code USER_NOT_FOUND); not yet in the team ('This email already exists', 409)",
    },
    team_role: { type: 'string', maxLength: 10000, description: "a team_role_id of the client ('Please Select Role')" },
  },
};

export const changeMemberBody: SchemaObject = {
  type: 'object',
  required: ['team_role'],
  properties: { team_role: { type: 'string', description: "a team_role_id of the client ('Please Select Role')" } },
};
