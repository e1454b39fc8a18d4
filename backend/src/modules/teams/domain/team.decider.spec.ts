import type { TeamDetails, TeamEvent } from '@gc/contracts';
import { deciderSpec } from '../../../test-support/decider-spec';
import { teamDecider, type TeamCommand, type TeamContext } from './team.decider';

const known: TeamContext = { stageIds: new Set(['idea', 'seed']), industryIds: new Set(['consumer', 'fintech']) };
const details: TeamDetails = {
  teamName: ' Blue ',
  description: 'The blue team',
  teamType: 'OS_TEAM',
  stage: 'seed',
  industry: 'consumer',
  dateFounded: Date.UTC(2024, 4, 1),
};
const teamRoleIds = new Set(['2', '9', 'r1']);
const create: TeamCommand = { type: 'CreateTeam', teamId: 't1', clientId: 'c1', details, known };

const { given, when, rejection } = deciderSpec(teamDecider);
const created = () => when([], create);
const memberAdded = (userId: string, teamRoleId: string): TeamEvent => ({
  type: 'TeamMemberAdded',
  data: { teamId: 't1', clientId: 'c1', userId, teamRoleId },
});

describe('team decider', () => {
  it('given no team, when created, then TeamCreated with trimmed details', () => {
    expect(created()).toEqual([
      { type: 'TeamCreated', data: { teamId: 't1', clientId: 'c1', ...details, teamName: 'Blue' } },
    ]);
  });

  it('given a team, when created again, then 409', () => {
    expect(rejection(created(), create).kind).toBe('conflict');
  });

  it('given an unknown stage, industry or team type, when created, then "Select an option."', () => {
    for (const bad of [{ stage: 'moon' }, { industry: 'alchemy' }, { teamType: 'GUILD' as never }]) {
      const error = rejection([], { ...create, details: { ...details, ...bad } });
      expect([error.kind, error.message]).toEqual(['validation', 'Select an option.']);
    }
  });

  it('given a blank team name, when created, then "Please fill in this field."', () => {
    expect(rejection([], { ...create, details: { ...details, teamName: ' ' } }).message).toBe(
      'Please fill in this field.',
    );
  });

  it('given a team, when its details change, then TeamDetailsChanged carrying every detail; unchanged details append nothing', () => {
    const change: TeamCommand = {
      type: 'ChangeTeamDetails',
      clientId: 'c1',
      details: { ...details, stage: 'idea' },
      known,
    };
    expect(when(created(), change)).toEqual([
      {
        type: 'TeamDetailsChanged',
        data: { teamId: 't1', clientId: 'c1', ...details, teamName: 'Blue', stage: 'idea' },
      },
    ]);
    expect(when(created(), { ...change, details })).toEqual([]);
  });

  it('given a team, when edited without industry and founded date, then both keep their values', () => {
    const change: TeamCommand = {
      type: 'ChangeTeamDetails',
      clientId: 'c1',
      details: { ...details, teamName: 'Green', industry: null, dateFounded: null },
      known,
    };
    const [event] = when(created(), change);
    expect(event.data).toMatchObject({ teamName: 'Green', industry: 'consumer', dateFounded: details.dateFounded });
  });

  it('given a team of another client, when anything is done to it, then 404 as if it did not exist', () => {
    const commands: TeamCommand[] = [
      { type: 'ChangeTeamDetails', clientId: 'c2', details, known },
      { type: 'DeleteTeam', clientId: 'c2' },
      { type: 'AddTeamMember', clientId: 'c2', userId: 'u1', teamRoleId: '2', teamRoleIds },
      { type: 'RemoveTeamMember', clientId: 'c2', userId: 'u1' },
    ];
    for (const command of commands)
      expect(rejection([...created(), memberAdded('u1', '2')], command).kind).toBe('not_found');
  });

  it('given a deleted team, when a member is added or it is deleted again, then 404', () => {
    const deleted = [...created(), ...when(created(), { type: 'DeleteTeam', clientId: 'c1' })];
    expect(deleted.at(-1)).toEqual({ type: 'TeamDeleted', data: { teamId: 't1', clientId: 'c1' } });
    expect(rejection(deleted, { type: 'DeleteTeam', clientId: 'c1' }).kind).toBe('not_found');
    expect(
      rejection(deleted, { type: 'AddTeamMember', clientId: 'c1', userId: 'u1', teamRoleId: '2', teamRoleIds }).kind,
    ).toBe('not_found');
  });

  describe('members', () => {
    it('given a team, when a user is added with a client team role, then TeamMemberAdded', () => {
      expect(
        when(created(), { type: 'AddTeamMember', clientId: 'c1', userId: 'u1', teamRoleId: 'r1', teamRoleIds }),
      ).toEqual([memberAdded('u1', 'r1')]);
    });

    it('given a member, when added again, then 409 "This email already exists"', () => {
      const error = rejection([...created(), memberAdded('u1', '2')], {
        type: 'AddTeamMember',
        clientId: 'c1',
        userId: 'u1',
        teamRoleId: '9',
        teamRoleIds,
      });
      expect([error.kind, error.message]).toEqual(['conflict', 'This email already exists']);
    });

    it('given a role the client does not have, when a member is added or changed, then "Please Select Role"', () => {
      expect(
        rejection(created(), { type: 'AddTeamMember', clientId: 'c1', userId: 'u1', teamRoleId: 'gone', teamRoleIds })
          .message,
      ).toBe('Please Select Role');
      expect(
        rejection([...created(), memberAdded('u1', '2')], {
          type: 'ChangeTeamMemberRole',
          clientId: 'c1',
          userId: 'u1',
          teamRoleId: 'gone',
          teamRoleIds,
        }).kind,
      ).toBe('validation');
    });

    it('given a member, when their team role changes, then TeamMemberRoleChanged; the same role appends nothing', () => {
      const events = [...created(), memberAdded('u1', '2')];
      expect(
        when(events, { type: 'ChangeTeamMemberRole', clientId: 'c1', userId: 'u1', teamRoleId: '9', teamRoleIds }),
      ).toEqual([
        { type: 'TeamMemberRoleChanged', data: { teamId: 't1', clientId: 'c1', userId: 'u1', teamRoleId: '9' } },
      ]);
      expect(
        when(events, { type: 'ChangeTeamMemberRole', clientId: 'c1', userId: 'u1', teamRoleId: '2', teamRoleIds }),
      ).toEqual([]);
    });

    it('given a member, when removed, then TeamMemberRemoved and they may be added again', () => {
      const events = [...created(), memberAdded('u1', '2')];
      const removed = when(events, { type: 'RemoveTeamMember', clientId: 'c1', userId: 'u1' });
      expect(removed).toEqual([{ type: 'TeamMemberRemoved', data: { teamId: 't1', clientId: 'c1', userId: 'u1' } }]);
      expect(given([...events, ...removed]).members.size).toBe(0);
    });

    it('given someone who is not a member, when changed or removed, then 404', () => {
      expect(rejection(created(), { type: 'RemoveTeamMember', clientId: 'c1', userId: 'u9' }).message).toBe(
        'Team member not found',
      );
      expect(
        rejection(created(), {
          type: 'ChangeTeamMemberRole',
          clientId: 'c1',
          userId: 'u9',
          teamRoleId: '2',
          teamRoleIds,
        }).kind,
      ).toBe('not_found');
    });
  });
});
