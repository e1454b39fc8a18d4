import { assertNever, CLIENT_EVENT_TYPES, type ClientEvent } from '@gc/contracts';
import { upsert } from '../../database/upsert';
import { teamRoleKey } from './team-roles.table';
import { defineProjection } from '../../runner/define-projection';

/**
 * clients and team_roles from the client streams. Events are applied one by one in global order (a client's
 * facts are few, and order matters: a role deleted then added again). Every write is an upsert or a delete keyed
 * by ids, stamped with the event's own metadata, so delivering a batch twice gives the same rows.
 */
export const clientsProjection = defineProjection<ClientEvent>({
  name: 'workspaces-clients',
  version: 1,
  canHandle: CLIENT_EVENT_TYPES,
  tables: ['clients', 'team_roles'],

  async handle(events, db) {
    for (const event of events) {
      const at = event.metadata.occurredAt;
      const actor = event.metadata.actorId;
      switch (event.type) {
        case 'ClientCreated': {
          const { clientId, clientName, description, industryId, organizationId } = event.data;
          const row = {
            client_id: clientId,
            client_name: clientName,
            description,
            industry_id: industryId,
            organization_id: organizationId,
            created_by: actor,
            created_on: at,
            modified_by: actor,
            modified_on: at,
          };
          await upsert(db, 'clients', ['client_id'], row);
          break;
        }
        case 'ClientDetailsChanged':
          await db
            .updateTable('clients')
            .set({
              client_name: event.data.clientName,
              description: event.data.description,
              industry_id: event.data.industryId,
              modified_by: actor,
              modified_on: at,
            })
            .where('client_id', '=', event.data.clientId)
            .execute();
          break;
        case 'TeamRoleAdded': {
          const row = {
            client_id: event.data.clientId,
            team_role_id: event.data.teamRoleId,
            name: event.data.name,
            system: event.data.system,
            added_on: at,
          };
          await upsert(db, 'team_roles', ['client_id', 'team_role_id'], row);
          break;
        }
        case 'TeamRoleDeleted':
        case 'TeamRoleReplaced':
          await db
            .deleteFrom('team_roles')
            .where((eb) => eb.and(teamRoleKey(event.data)))
            .execute();
          break;
        default:
          assertNever(event);
      }
    }
  },
});
