import { randomUUID } from 'node:crypto';
import type { ClientEvent, RecordedEvent, TeamEvent } from '@gc/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../database/database';
import { createTestDatabase, deliverTwice, snapshotTables, type TestDatabase } from '../../testing';
import { clientsProjection } from './clients.projection';
import { teamsProjection } from './teams.projection';
import { workspacesMigrations } from './workspaces.migrations';
import type { WorkspacesTables } from './workspaces.tables';

let position = 0n;
const u1 = '00000000-0000-4000-8000-0000000000a1';
const u2 = '00000000-0000-4000-8000-0000000000a2';
const u3 = '00000000-0000-4000-8000-0000000000a3';
/** a recorded event as the runner would deliver it, with increasing positions and times */
function recorded(event: ClientEvent | TeamEvent, actorId: string | null = 'admin-1'): RecordedEvent {
  position += 1n;
  const stream = 'teamId' in event.data ? `team-${event.data.teamId}` : `client-${event.data.clientId}`;
  return {
    id: randomUUID(),
    type: event.type,
    data: event.data,
    metadata: {
      actorId,
      clientId: event.data.clientId,
      correlationId: randomUUID(),
      causationId: null,
      occurredAt: new Date(Date.UTC(2026, 0, 1, 0, 0, Number(position))).toISOString(),
      schemaVersion: 1,
    },
    streamName: stream,
    revision: position,
    position: { commit: position, prepare: position },
    recordedAt: new Date(),
  };
}

const clientCreated = (clientId: string): ClientEvent => ({
  type: 'ClientCreated',
  data: {
    clientId,
    clientName: 'Acme',
    description: 'Rockets',
    industryId: 'consumer',
    organizationId: 'growthcatalyst',
  },
});
const roleAdded = (clientId: string, teamRoleId: string, name: string, system = false): ClientEvent => ({
  type: 'TeamRoleAdded',
  data: { clientId, teamRoleId, name, system },
});
const teamCreated = (teamId: string, clientId: string): TeamEvent => ({
  type: 'TeamCreated',
  data: {
    teamId,
    clientId,
    teamName: 'Blue',
    description: 'The blue team',
    teamType: 'OS_TEAM',
    stage: 'seed',
    industry: 'consumer',
    dateFounded: 1714521600000,
  },
});
const memberAdded = (teamId: string, clientId: string, userId: string, teamRoleId: string): TeamEvent => ({
  type: 'TeamMemberAdded',
  data: { teamId, clientId, userId, teamRoleId },
});

describe('workspaces projections', () => {
  let database: TestDatabase;
  let db: Kysely<Database & WorkspacesTables>;

  beforeAll(async () => {
    database = await createTestDatabase(workspacesMigrations);
    db = database.db as unknown as Kysely<Database & WorkspacesTables>;
  });
  afterAll(() => database.drop());

  it('given a client created, changed and with roles added, deleted and replaced, when delivered twice, then the same rows', async () => {
    const events = [
      clientCreated('c1'),
      roleAdded('c1', '2', 'Cofounder', true),
      roleAdded('c1', 'r1', 'Advisor'),
      roleAdded('c1', 'r2', 'Mentor'),
      {
        type: 'ClientDetailsChanged',
        data: { clientId: 'c1', clientName: 'Acme Corp', description: 'More rockets', industryId: 'fintech' },
      },
      { type: 'TeamRoleDeleted', data: { clientId: 'c1', teamRoleId: 'r1' } },
      { type: 'TeamRoleReplaced', data: { clientId: 'c1', teamRoleId: 'r2', replacementTeamRoleId: '2' } },
    ].map((e, i) => recorded(e as ClientEvent, i === 4 ? 'admin-2' : 'admin-1'));

    const { afterOnce, afterTwice } = await deliverTwice(database.db, clientsProjection, events);

    expect(afterTwice).toEqual(afterOnce);
    const client = await db.selectFrom('clients').selectAll().where('client_id', '=', 'c1').executeTakeFirstOrThrow();
    expect(client).toMatchObject({
      client_name: 'Acme Corp',
      description: 'More rockets',
      industry_id: 'fintech',
      created_by: 'admin-1',
      modified_by: 'admin-2',
    });
    expect(client.modified_on.getTime()).toBeGreaterThan(client.created_on.getTime());
    const roles = await db
      .selectFrom('team_roles')
      .select(['team_role_id', 'name', 'system'])
      .where('client_id', '=', 'c1')
      .execute();
    expect(roles).toEqual([{ team_role_id: '2', name: 'Cofounder', system: true }]);
  });

  it('given teams with members, a role replacement and a deleted team, when delivered twice, then the same rows', async () => {
    const events = [
      teamCreated('t1', 'c2'),
      teamCreated('t2', 'c2'),
      teamCreated('t3', 'c3'),
      memberAdded('t1', 'c2', u1, 'old'),
      memberAdded('t1', 'c2', u2, '9'),
      memberAdded('t2', 'c2', u1, 'old'),
      memberAdded('t3', 'c3', u1, 'old'),
      { type: 'TeamMemberRoleChanged', data: { teamId: 't1', clientId: 'c2', userId: u2, teamRoleId: '4' } },
      {
        type: 'TeamDetailsChanged',
        data: { ...teamCreated('t1', 'c2').data, teamName: 'Blue Renamed', dateFounded: 1000 },
      },
      { type: 'TeamRoleReplaced', data: { clientId: 'c2', teamRoleId: 'old', replacementTeamRoleId: '2' } },
      memberAdded('t2', 'c2', u3, '9'),
      { type: 'TeamMemberRemoved', data: { teamId: 't2', clientId: 'c2', userId: u3 } },
      memberAdded('t2', 'c2', u3, '3'),
      { type: 'TeamDeleted', data: { teamId: 't2', clientId: 'c2' } },
    ].map((e) => recorded(e as ClientEvent | TeamEvent));

    const { afterOnce, afterTwice } = await deliverTwice(database.db, teamsProjection, events);

    expect(afterTwice).toEqual(afterOnce);
    const teams = await db
      .selectFrom('teams')
      .select(['team_id', 'client_id', 'team_name', 'date_founded'])
      .orderBy('team_id')
      .execute();
    expect(teams).toEqual([
      { team_id: 't1', client_id: 'c2', team_name: 'Blue Renamed', date_founded: '1000' },
      { team_id: 't3', client_id: 'c3', team_name: 'Blue', date_founded: '1714521600000' },
    ]);
    const members = await db
      .selectFrom('team_members')
      .select(['team_id', 'user_id', 'team_role_id'])
      .orderBy('team_id')
      .orderBy('user_id')
      .execute();
    expect(members).toEqual([
      { team_id: 't1', user_id: u1, team_role_id: '2' },
      { team_id: 't1', user_id: u2, team_role_id: '4' },
      // another client's role with the same id is not touched by c2's replacement
      { team_id: 't3', user_id: u1, team_role_id: 'old' },
    ]);
  });

  it('given events it does not handle, when delivered, then its tables do not change', async () => {
    const before = await snapshotTables(database.db, [...clientsProjection.tables, ...teamsProjection.tables]);
    const foreign = recorded(teamCreated('t9', 'c9'));
    expect(clientsProjection.canHandle).not.toContain(foreign.type);
    await deliverTwice(database.db, clientsProjection, [foreign]);
    expect(await snapshotTables(database.db, [...clientsProjection.tables, ...teamsProjection.tables])).toEqual(before);
  });
});
