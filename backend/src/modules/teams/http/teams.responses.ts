import { fields, FLAG, listOf, MAYBE_TEXT, TEXT, type SchemaObject } from '../../../http/openapi';

/** OpenAPI shapes of what the teams calls answer (TeamView, TeamMemberView of contracts). */
export const memberSchema: SchemaObject = {
  type: 'object',
  properties: {
    ...fields(TEXT, 'user_id', 'email'),
    ...fields(MAYBE_TEXT, 'name', 'team_role_name'),
    role: { type: 'integer', nullable: true, description: "the person's role id in the client" },
    team_role: { type: 'string', description: 'team_role_id held in this team' },
    Enabled: FLAG,
  },
};

export const teamSchema: SchemaObject = {
  type: 'object',
  properties: {
    ...fields(TEXT, 'team_id', 'team_name', 'client_id', 'client_name', 'description', 'stage', 'industry'),
    ...fields(MAYBE_TEXT, 'stage_name', 'industry_name'),
    team_type: { type: 'string', enum: ['OS_TEAM', 'COFOUNDER_TEAM'] },
    date_founded: { type: 'integer', description: 'epoch milliseconds' },
    members: listOf(memberSchema),
  },
};
