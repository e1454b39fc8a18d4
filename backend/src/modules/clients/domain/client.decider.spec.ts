import type { ClientEvent } from '@gc/contracts';
import { deciderSpec } from '../../../test-support/decider-spec';
import { clientDecider, type ClientCommand, type KnownReferenceData } from './client.decider';

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

const { given, when, rejection } = deciderSpec(clientDecider);
const created = () => when([], create);
const withRole = (teamRoleId: string, name: string): ClientEvent => ({
  type: 'TeamRoleAdded',
  data: { clientId: 'c1', teamRoleId, name, system: false },
});

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
      expect(rejection(created(), create).kind).toBe('conflict');
    });

    it('given an unknown industry or organisation, when created, then "Select an option."', () => {
      const industry = rejection([], { ...create, industryId: 'alchemy' });
      expect([industry.kind, industry.message]).toEqual(['validation', 'Select an option.']);
      expect(rejection([], { ...create, organizationId: 'nobody' }).message).toBe('Select an option.');
    });

    it('given a blank name, when created, then "Please fill in this field."', () => {
      expect(rejection([], { ...create, clientName: '  ' }).message).toBe('Please fill in this field.');
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
      expect(when(created(), change)).toEqual([
        {
          type: 'ClientDetailsChanged',
          data: { clientId: 'c1', clientName: 'Acme Corp', description: 'Rockets', industryId: 'fintech' },
        },
      ]);
    });

    it('given the same details, when saved, then nothing happens', () => {
      expect(when(created(), { ...change, clientName: 'Acme', industryId: 'consumer' })).toEqual([]);
    });

    it('given no client, when changed, then 404', () => {
      expect(rejection([], change).kind).toBe('not_found');
    });
  });

  describe('team roles', () => {
    it('given a client, when a role is added, then TeamRoleAdded (not system)', () => {
      expect(when(created(), { type: 'AddTeamRole', teamRoleId: 'r1', name: ' Advisor ' })).toEqual([
        { type: 'TeamRoleAdded', data: { clientId: 'c1', teamRoleId: 'r1', name: 'Advisor', system: false } },
      ]);
    });

    it('given a role, when one with the same name in other case is added, then 409 naming it', () => {
      const error = rejection([...created(), withRole('r1', 'Advisor')], {
        type: 'AddTeamRole',
        teamRoleId: 'r2',
        name: 'ADVISOR',
      });
      expect([error.kind, error.message]).toEqual(['conflict', 'A team role named "Advisor" already exists.']);
      expect(rejection(created(), { type: 'AddTeamRole', teamRoleId: 'r2', name: 'cofounder' }).kind).toBe('conflict');
    });

    it('given a custom role, when deleted, then TeamRoleDeleted and its name may be used again', () => {
      const events = [...created(), withRole('r1', 'Advisor')];
      const deleted = when(events, { type: 'DeleteTeamRole', teamRoleId: 'r1' });
      expect(deleted).toEqual([{ type: 'TeamRoleDeleted', data: { clientId: 'c1', teamRoleId: 'r1' } }]);
      expect(when([...events, ...deleted], { type: 'AddTeamRole', teamRoleId: 'r2', name: 'Advisor' })).toHaveLength(1);
    });

    it('given a system role, when deleted or replaced, then 409 and it stays', () => {
      expect(rejection(created(), { type: 'DeleteTeamRole', teamRoleId: '2' }).message).toBe(
        'System team roles cannot be deleted or replaced.',
      );
      expect(rejection(created(), { type: 'ReplaceTeamRole', teamRoleId: '2', replacementTeamRoleId: '3' }).kind).toBe(
        'conflict',
      );
    });

    it('given an unknown role, when deleted or used as a replacement, then 404', () => {
      expect(rejection(created(), { type: 'DeleteTeamRole', teamRoleId: 'nope' }).kind).toBe('not_found');
      expect(
        rejection([...created(), withRole('r1', 'A')], {
          type: 'ReplaceTeamRole',
          teamRoleId: 'r1',
          replacementTeamRoleId: 'nope',
        }).kind,
      ).toBe('not_found');
    });

    it('given a custom role, when replaced by another, then TeamRoleReplaced and the old role is gone', () => {
      const events = [...created(), withRole('r1', 'Advisor')];
      const replaced = when(events, { type: 'ReplaceTeamRole', teamRoleId: 'r1', replacementTeamRoleId: '9' });
      expect(replaced).toEqual([
        { type: 'TeamRoleReplaced', data: { clientId: 'c1', teamRoleId: 'r1', replacementTeamRoleId: '9' } },
      ]);
      expect(given([...events, ...replaced]).teamRoles.has('r1')).toBe(false);
    });

    it('given a role, when replaced by itself, then 400', () => {
      expect(
        rejection([...created(), withRole('r1', 'A')], {
          type: 'ReplaceTeamRole',
          teamRoleId: 'r1',
          replacementTeamRoleId: 'r1',
        }).kind,
      ).toBe('validation');
    });
  });
});
