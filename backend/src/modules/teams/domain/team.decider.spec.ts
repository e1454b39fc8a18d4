import type { TeamDetails, TeamEvent } from '@gc/contracts';
import { DomainError } from '../../../shared/domain-error';
import { teamDecider as decider, type TeamCommand, type TeamContext } from './team.decider';

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

const given = (events: TeamEvent[]) => events.reduce(decider.evolve, decider.initialState());
const created = () => decider.decide(create, given([]));
const memberAdded = (userId: string, teamRoleId: string): TeamEvent => ({
  type: 'TeamMemberAdded',
  data: { teamId: 't1', clientId: 'c1', userId, teamRoleId },
});

function rejection(command: TeamCommand, events: TeamEvent[]): DomainError {
  try {
    decider.decide(command, given(events));
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected the command to be refused');
}

describe('team decider', () => {
  it('given no team, when created, then TeamCreated with trimmed details', () => {
    expect(created()).toEqual([
      { type: 'TeamCreated', data: { teamId: 't1', clientId: 'c1', ...details, teamName: 'Blue' } },
    ]);
  });

  it('given a team, when created again, then 409', () => {
    expect(rejection(create, created()).kind).toBe('conflict');
  });

  it('given an unknown stage, industry or team type, when created, then "Select an option."', () => {
    for (const bad of [{ stage: 'moon' }, { industry: 'alchemy' }, { teamType: 'GUILD' as never }]) {
      const error = rejection({ ...create, details: { ...details, ...bad } }, []);
      expect([error.kind, error.message]).toEqual(['validation', 'Select an option.']);
    }
  });

  it('given a blank team name, when created, then "Please fill in this field."', () => {
    expect(rejection({ ...create, details: { ...details, teamName: ' ' } }, []).message).toBe(
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
    expect(decider.decide(change, given(created()))).toEqual([
      {
        type: 'TeamDetailsChanged',
        data: { teamId: 't1', clientId: 'c1', ...details, teamName: 'Blue', stage: 'idea' },
      },
    ]);
    expect(decider.decide({ ...change, details }, given(created()))).toEqual([]);
  });

  it('given a team, when edited without industry and founded date, then both keep their values', () => {
    const change: TeamCommand = {
      type: 'ChangeTeamDetails',
      clientId: 'c1',
      details: { ...details, teamName: 'Green', industry: null, dateFounded: null },
      known,
    };
    const [event] = decider.decide(change, given(created()));
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
      expect(rejection(command, [...created(), memberAdded('u1', '2')]).kind).toBe('not_found');
  });

  it('given a deleted team, when a member is added or it is deleted again, then 404', () => {
    const deleted = [...created(), ...decider.decide({ type: 'DeleteTeam', clientId: 'c1' }, given(created()))];
    expect(deleted.at(-1)).toEqual({ type: 'TeamDeleted', data: { teamId: 't1', clientId: 'c1' } });
    expect(rejection({ type: 'DeleteTeam', clientId: 'c1' }, deleted).kind).toBe('not_found');
    expect(
      rejection({ type: 'AddTeamMember', clientId: 'c1', userId: 'u1', teamRoleId: '2', teamRoleIds }, deleted).kind,
    ).toBe('not_found');
  });

  describe('members', () => {
    it('given a team, when a user is added with a client team role, then TeamMemberAdded', () => {
      expect(
        decider.decide(
          { type: 'AddTeamMember', clientId: 'c1', userId: 'u1', teamRoleId: 'r1', teamRoleIds },
          given(created()),
        ),
      ).toEqual([memberAdded('u1', 'r1')]);
    });

    it('given a member, when added again, then 409 "This email already exists"', () => {
      const error = rejection({ type: 'AddTeamMember', clientId: 'c1', userId: 'u1', teamRoleId: '9', teamRoleIds }, [
        ...created(),
        memberAdded('u1', '2'),
      ]);
      expect([error.kind, error.message]).toEqual(['conflict', 'This email already exists']);
    });

    it('given a role the client does not have, when a member is added or changed, then "Please Select Role"', () => {
      expect(
        rejection({ type: 'AddTeamMember', clientId: 'c1', userId: 'u1', teamRoleId: 'gone', teamRoleIds }, created())
          .message,
      ).toBe('Please Select Role');
      expect(
        rejection({ type: 'ChangeTeamMemberRole', clientId: 'c1', userId: 'u1', teamRoleId: 'gone', teamRoleIds }, [
          ...created(),
          memberAdded('u1', '2'),
        ]).kind,
      ).toBe('validation');
    });

    it('given a member, when their team role changes, then TeamMemberRoleChanged; the same role appends nothing', () => {
      const events = [...created(), memberAdded('u1', '2')];
      expect(
        decider.decide(
          { type: 'ChangeTeamMemberRole', clientId: 'c1', userId: 'u1', teamRoleId: '9', teamRoleIds },
          given(events),
        ),
      ).toEqual([
        { type: 'TeamMemberRoleChanged', data: { teamId: 't1', clientId: 'c1', userId: 'u1', teamRoleId: '9' } },
      ]);
      expect(
        decider.decide(
          { type: 'ChangeTeamMemberRole', clientId: 'c1', userId: 'u1', teamRoleId: '2', teamRoleIds },
          given(events),
        ),
      ).toEqual([]);
    });

    it('given a member, when removed, then TeamMemberRemoved and they may be added again', () => {
      const events = [...created(), memberAdded('u1', '2')];
      const removed = decider.decide({ type: 'RemoveTeamMember', clientId: 'c1', userId: 'u1' }, given(events));
      expect(removed).toEqual([{ type: 'TeamMemberRemoved', data: { teamId: 't1', clientId: 'c1', userId: 'u1' } }]);
      expect(given([...events, ...removed]).members.size).toBe(0);
    });

    it('given someone who is not a member, when changed or removed, then 404', () => {
      expect(rejection({ type: 'RemoveTeamMember', clientId: 'c1', userId: 'u9' }, created()).message).toBe(
        'Team member not found',
      );
      expect(
        rejection(
          { type: 'ChangeTeamMemberRole', clientId: 'c1', userId: 'u9', teamRoleId: '2', teamRoleIds },
          created(),
        ).kind,
      ).toBe('not_found');
    });
  });
});
