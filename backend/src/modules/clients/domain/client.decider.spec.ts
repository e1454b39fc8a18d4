import type { ClientEvent } from '@gc/contracts';
import { DomainError } from '../../../shared/domain-error';
import { clientDecider as decider, type ClientCommand, type KnownReferenceData } from './client.decider';

const known: KnownReferenceData = {
  industryIds: new Set(['consumer', 'fintech']),
  organizationIds: new Set(['growthcatalyst']),
};
const create: ClientCommand = {
  type: 'CreateClient',
  clientId: 'c1',
  clientName: ' Acme ',
  description: 'Rockets',
  industryId: 'consumer',
  organizationId: 'growthcatalyst',
  known,
};

const given = (events: ClientEvent[]) => events.reduce(decider.evolve, decider.initialState());
const created = () => decider.decide(create, given([]));
const withRole = (teamRoleId: string, name: string): ClientEvent => ({
  type: 'TeamRoleAdded',
  data: { clientId: 'c1', teamRoleId, name, system: false },
});

/** runs decide and returns the DomainError it throws (failing the test when it does not) */
function rejection(command: ClientCommand, events: ClientEvent[]): DomainError {
  try {
    decider.decide(command, given(events));
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected the command to be refused');
}

describe('client decider', () => {
  describe('CreateClient', () => {
    it('given no client, when created, then ClientCreated (trimmed) and the four system team roles', () => {
      const events = created();
      expect(events[0]).toEqual({
        type: 'ClientCreated',
        data: {
          clientId: 'c1',
          clientName: 'Acme',
          description: 'Rockets',
          industryId: 'consumer',
          organizationId: 'growthcatalyst',
        },
      });
      expect(events.slice(1)).toEqual([
        { type: 'TeamRoleAdded', data: { clientId: 'c1', teamRoleId: '2', name: 'Cofounder', system: true } },
        { type: 'TeamRoleAdded', data: { clientId: 'c1', teamRoleId: '3', name: 'Executive Sponsor', system: true } },
        { type: 'TeamRoleAdded', data: { clientId: 'c1', teamRoleId: '4', name: 'OS Lead', system: true } },
        { type: 'TeamRoleAdded', data: { clientId: 'c1', teamRoleId: '9', name: 'OS Team Member', system: true } },
      ]);
    });

    it('given a client, when created again, then 409', () => {
      expect(rejection(create, created()).kind).toBe('conflict');
    });

    it('given an unknown industry or organisation, when created, then "Select an option."', () => {
      const industry = rejection({ ...create, industryId: 'alchemy' }, []);
      expect([industry.kind, industry.message]).toEqual(['validation', 'Select an option.']);
      expect(rejection({ ...create, organizationId: 'nobody' }, []).message).toBe('Select an option.');
    });

    it('given a blank name, when created, then "Please fill in this field."', () => {
      expect(rejection({ ...create, clientName: '  ' }, []).message).toBe('Please fill in this field.');
    });
  });

  describe('ChangeClientDetails', () => {
    const change: ClientCommand = {
      type: 'ChangeClientDetails',
      clientName: 'Acme Corp',
      description: 'Rockets',
      industryId: 'fintech',
      known,
    };

    it('given a client, when its details change, then ClientDetailsChanged with every detail', () => {
      expect(decider.decide(change, given(created()))).toEqual([
        {
          type: 'ClientDetailsChanged',
          data: { clientId: 'c1', clientName: 'Acme Corp', description: 'Rockets', industryId: 'fintech' },
        },
      ]);
    });

    it('given the same details, when saved, then nothing happens', () => {
      expect(decider.decide({ ...change, clientName: 'Acme', industryId: 'consumer' }, given(created()))).toEqual([]);
    });

    it('given no client, when changed, then 404', () => {
      expect(rejection(change, []).kind).toBe('not_found');
    });
  });

  describe('team roles', () => {
    it('given a client, when a role is added, then TeamRoleAdded (not system)', () => {
      expect(decider.decide({ type: 'AddTeamRole', teamRoleId: 'r1', name: ' Advisor ' }, given(created()))).toEqual([
        { type: 'TeamRoleAdded', data: { clientId: 'c1', teamRoleId: 'r1', name: 'Advisor', system: false } },
      ]);
    });

    it('given a role, when one with the same name in other case is added, then 409 naming it', () => {
      const error = rejection({ type: 'AddTeamRole', teamRoleId: 'r2', name: 'ADVISOR' }, [
        ...created(),
        withRole('r1', 'Advisor'),
      ]);
      expect([error.kind, error.message]).toEqual(['conflict', 'A team role named "Advisor" already exists.']);
      expect(rejection({ type: 'AddTeamRole', teamRoleId: 'r2', name: 'cofounder' }, created()).kind).toBe('conflict');
    });

    it('given a custom role, when deleted, then TeamRoleDeleted and its name may be used again', () => {
      const events = [...created(), withRole('r1', 'Advisor')];
      const deleted = decider.decide({ type: 'DeleteTeamRole', teamRoleId: 'r1' }, given(events));
      expect(deleted).toEqual([{ type: 'TeamRoleDeleted', data: { clientId: 'c1', teamRoleId: 'r1' } }]);
      expect(
        decider.decide({ type: 'AddTeamRole', teamRoleId: 'r2', name: 'Advisor' }, given([...events, ...deleted])),
      ).toHaveLength(1);
    });

    it('given a system role, when deleted or replaced, then 409 and it stays', () => {
      expect(rejection({ type: 'DeleteTeamRole', teamRoleId: '2' }, created()).message).toBe(
        'System team roles cannot be deleted or replaced.',
      );
      expect(rejection({ type: 'ReplaceTeamRole', teamRoleId: '2', replacementTeamRoleId: '3' }, created()).kind).toBe(
        'conflict',
      );
    });

    it('given an unknown role, when deleted or used as a replacement, then 404', () => {
      expect(rejection({ type: 'DeleteTeamRole', teamRoleId: 'nope' }, created()).kind).toBe('not_found');
      expect(
        rejection({ type: 'ReplaceTeamRole', teamRoleId: 'r1', replacementTeamRoleId: 'nope' }, [
          ...created(),
          withRole('r1', 'A'),
        ]).kind,
      ).toBe('not_found');
    });

    it('given a custom role, when replaced by another, then TeamRoleReplaced and the old role is gone', () => {
      const events = [...created(), withRole('r1', 'Advisor')];
      const replaced = decider.decide(
        { type: 'ReplaceTeamRole', teamRoleId: 'r1', replacementTeamRoleId: '9' },
        given(events),
      );
      expect(replaced).toEqual([
        { type: 'TeamRoleReplaced', data: { clientId: 'c1', teamRoleId: 'r1', replacementTeamRoleId: '9' } },
      ]);
      expect(given([...events, ...replaced]).teamRoles.has('r1')).toBe(false);
    });

    it('given a role, when replaced by itself, then 400', () => {
      expect(
        rejection({ type: 'ReplaceTeamRole', teamRoleId: 'r1', replacementTeamRoleId: 'r1' }, [
          ...created(),
          withRole('r1', 'A'),
        ]).kind,
      ).toBe('validation');
    });
  });
});
