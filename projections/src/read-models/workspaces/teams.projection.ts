import { assertNever, TEAM_EVENT_TYPES, type TeamEvent, type TeamRoleReplaced } from '@gc/contracts';
import { upsert } from '../../database/upsert';
import { teamMemberKey } from './team-members.table';
import { teamRoleKey } from './team-roles.table';
import { defineProjection } from '../../runner/define-projection';

/**
 * teams and team_members from the team streams, plus TeamRoleReplaced from the client streams: replacing a role
 * moves every member who held it, in every team of that client, to the replacement. Applied one by one in global
 * order with upserts/deletes keyed by ids, so a batch delivered twice gives the same rows.
 */
export const teamsProjection = defineProjection<TeamEvent | TeamRoleReplaced>({
  name: 'workspaces-teams',
  version: 1,
  canHandle: [...TEAM_EVENT_TYPES, 'TeamRoleReplaced'],
  tables: ['teams', 'team_members'],

  async handle(events, db) {
    for (const event of events) {
      const at = event.metadata.occurredAt;
      switch (event.type) {
        case 'TeamCreated':
        case 'TeamDetailsChanged': {
          const d = event.data;
          const details = {
            team_name: d.teamName,
            description: d.description,
            team_type: d.teamType,
            stage: d.stage,
            industry: d.industry,
            date_founded: d.dateFounded,
            modified_on: at,
          };
          if (event.type === 'TeamCreated') {
            const row = { team_id: d.teamId, client_id: d.clientId, ...details, created_on: at };
            await upsert(db, 'teams', ['team_id'], row);
          } else {
            await db.updateTable('teams').set(details).where('team_id', '=', d.teamId).execute();
          }
          break;
        }
        case 'TeamDeleted':
          await db.deleteFrom('team_members').where('team_id', '=', event.data.teamId).execute();
          await db.deleteFrom('teams').where('team_id', '=', event.data.teamId).execute();
          break;
        case 'TeamMemberAdded': {
          const { clientId, teamId, userId, teamRoleId } = event.data;
          await upsert(
            db,
            'team_members',
            ['team_id', 'user_id'],
            { client_id: clientId, team_id: teamId, user_id: userId, team_role_id: teamRoleId, joined_on: at },
            { team_role_id: teamRoleId, joined_on: at },
          );
          break;
        }
        case 'TeamMemberRoleChanged':
          await db
            .updateTable('team_members')
            .set({ team_role_id: event.data.teamRoleId })
            .where((eb) => eb.and(teamMemberKey(event.data)))
            .execute();
          break;
        case 'TeamMemberRemoved':
          await db
            .deleteFrom('team_members')
            .where((eb) => eb.and(teamMemberKey(event.data)))
            .execute();
          break;
        case 'TeamRoleReplaced':
          await db
            .updateTable('team_members')
            .set({ team_role_id: event.data.replacementTeamRoleId })
            .where((eb) => eb.and(teamRoleKey(event.data)))
            .execute();
          break;
        default:
          assertNever(event);
      }
    }
  },
});
