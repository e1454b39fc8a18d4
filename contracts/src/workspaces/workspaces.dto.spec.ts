import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { CreateClientDto, UpdateClientDto } from './client.dto';
import { AddTeamMemberDto, ChangeTeamMemberRoleDto } from './team-member.dto';
import { CreateTeamRoleDto, ReplaceTeamRoleDto } from './team-role.dto';
import { CreateTeamDto } from './team.dto';
import { teamTypeLabel } from './workspace-rules';

/** field -> messages, as the API's validation pipe and the forms see them */
function messages<T extends object>(type: new () => T, body: object): Record<string, string[]> {
  const errors = validateSync(plainToInstance(type, body), { whitelist: true, forbidNonWhitelisted: true });
  return Object.fromEntries(errors.map((e) => [e.property, Object.values(e.constraints ?? {})]));
}

const client = { client_name: 'Acme', description: 'Rockets', industry_id: 'consumer' };
const team = { team_name: 'Blue', description: 'The blue team', team_type: 'OS_TEAM', stage: 'seed' };
const member = { name: 'Ada Lovelace', email: 'ada@example.com', team_role: '2' };

describe('workspace DTOs', () => {
  it('given a complete client form, when validated, then it passes', () => {
    expect(messages(CreateClientDto, client)).toEqual({});
  });

  it('given an empty or blank client form, when validated, then each field asks to be filled or chosen', () => {
    expect(messages(CreateClientDto, { client_name: '   ', description: '' })).toEqual({
      client_name: ['Please fill in this field.'],
      description: ['Please fill in this field.'],
      industry_id: ['Select an option.'],
    });
  });

  it('given a client name over 9000 characters at creation but under 10000 on edit, then only creation refuses it', () => {
    const long = 'x'.repeat(9001);
    expect(messages(CreateClientDto, { ...client, client_name: long }).client_name).toEqual([
      'Please use at most 9000 characters.',
    ]);
    expect(messages(UpdateClientDto, { ...client, client_name: long })).toEqual({});
    expect(messages(UpdateClientDto, { ...client, client_name: 'x'.repeat(10001) }).client_name).toEqual([
      'Please use at most 10000 characters.',
    ]);
  });

  it('given a team form without type and stage, when validated, then both say "Select an option."', () => {
    expect(messages(CreateTeamDto, { ...team, team_type: undefined, stage: undefined })).toEqual({
      team_type: ['Select an option.'],
      stage: ['Select an option.'],
    });
  });

  it('given an unknown team type or a fractional founded date, when validated, then both are refused', () => {
    const result = messages(CreateTeamDto, { ...team, team_type: 'GUILD', date_founded: 1.5 });
    expect(result.team_type).toEqual(['Select an option.']);
    expect(result.date_founded).toContain('Please select a date');
  });

  it('given a complete team form without optional fields, when validated, then it passes', () => {
    expect(messages(CreateTeamDto, team)).toEqual({});
    expect(messages(CreateTeamDto, { ...team, industry: 'consumer', date_founded: Date.UTC(2020, 0, 1) })).toEqual({});
  });

  it('given the "Select Role" placeholder or no role, when a member is added, then "Please Select Role"', () => {
    expect(messages(AddTeamMemberDto, { ...member, team_role: 'Select Role' })).toEqual({
      team_role: ['Please Select Role'],
    });
    expect(messages(AddTeamMemberDto, { ...member, team_role: '' }).team_role).toContain('Please Select Role');
    expect(messages(ChangeTeamMemberRoleDto, {}).team_role).toContain('Please Select Role');
  });

  it('given a bad email, a blank name or 10001 characters, when a member is added, then each is reported', () => {
    const result = messages(AddTeamMemberDto, { name: ' ', email: 'not-an-email', team_role: 'x'.repeat(10001) });
    expect(result).toEqual({
      name: ['Please fill in this field.'],
      email: ['Input a valid email.'],
      team_role: ['Please use at most 10000 characters.'],
    });
    expect(messages(AddTeamMemberDto, member)).toEqual({});
  });

  it('given team role forms, when validated, then a name is required and a replacement must be chosen', () => {
    expect(messages(CreateTeamRoleDto, { name: '' })).toEqual({ name: ['Please fill in this field.'] });
    expect(messages(ReplaceTeamRoleDto, {})).toEqual({ team_role_id: ['Please Select Role'] });
    expect(messages(CreateTeamRoleDto, { name: 'Advisor' })).toEqual({});
  });

  it('given team types, when labelled, then underscore words are title-cased', () => {
    expect(teamTypeLabel('OS_TEAM')).toBe('OS Team');
    expect(teamTypeLabel('COFOUNDER_TEAM')).toBe('Cofounder Team');
  });
});
