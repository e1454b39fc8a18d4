import { Inject, Injectable } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { isAdminRole, type TeamMemberView, type TeamType, type TeamView } from '@gc/contracts';
import type { Database } from '@gc/projections';
import type { Kysely } from 'kysely';
import { KYSELY } from '../../../infrastructure/tokens';
import { asWorkspacesDb, type WorkspacesDatabase } from '../../clients';
import type { AuthenticatedUser } from '../../identity';

/** Teams of the caller's current client they may see: all of them for admins, their own teams for everyone else. */
export class ListTeamsQuery extends Query<TeamView[]> {
  constructor(readonly user: AuthenticatedUser) {
    super();
  }
}
/** One visible team, or null (missing, deleted, another client's, or not the caller's team). */
export class GetTeamQuery extends Query<TeamView | null> {
  constructor(
    readonly user: AuthenticatedUser,
    readonly teamId: string,
  ) {
    super();
  }
}
/** The members of one visible team, or null when the team is not visible. */
export class ListTeamMembersQuery extends Query<TeamMemberView[] | null> {
  constructor(
    readonly user: AuthenticatedUser,
    readonly teamId: string,
  ) {
    super();
  }
}

async function visibleTeams(
  db: Kysely<WorkspacesDatabase>,
  user: AuthenticatedUser,
  teamId?: string,
): Promise<TeamView[]> {
  if (!user.clientId) return [];
  let query = db
    .selectFrom('teams as t')
    .innerJoin('clients as c', 'c.client_id', 't.client_id')
    .leftJoin('stages as s', 's.stage_id', 't.stage')
    .leftJoin('industries as i', 'i.industry_id', 't.industry')
    .where('t.client_id', '=', user.clientId)
    .select([
      't.team_id',
      't.team_name',
      't.client_id',
      'c.client_name',
      't.description',
      't.team_type',
      't.stage',
      's.stage_name',
      't.industry',
      'i.industry_name',
      't.date_founded',
    ]);
  if (!isAdminRole(user.role)) {
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('team_members as m')
          .select('m.user_id')
          .whereRef('m.team_id', '=', 't.team_id')
          .where('m.user_id', '=', user.userId),
      ),
    );
  }
  if (teamId !== undefined) query = query.where('t.team_id', '=', teamId);
  const rows = await query.orderBy('t.team_name').orderBy('t.team_id').execute();
  const members = await membersOf(
    db,
    user.clientId,
    rows.map((r) => r.team_id),
  );
  return rows.map((row) => ({
    ...row,
    team_type: row.team_type as TeamType,
    date_founded: Number(row.date_founded),
    members: members.get(row.team_id) ?? [],
  }));
}

/** Members with their names and emails from identity's personal data, their role in the client and team role. */
async function membersOf(
  db: Kysely<WorkspacesDatabase>,
  clientId: string,
  teamIds: string[],
): Promise<Map<string, TeamMemberView[]>> {
  const byTeam = new Map<string, TeamMemberView[]>();
  if (teamIds.length === 0) return byTeam;
  const rows = await db
    .selectFrom('team_members as m')
    .leftJoin('personal_data as p', 'p.user_id', 'm.user_id')
    .leftJoin('user_accounts as a', 'a.user_id', 'm.user_id')
    .leftJoin('user_client_roles as r', (join) =>
      join.onRef('r.user_id', '=', 'm.user_id').onRef('r.client_id', '=', 'm.client_id'),
    )
    .leftJoin('team_roles as tr', (join) =>
      join.onRef('tr.client_id', '=', 'm.client_id').onRef('tr.team_role_id', '=', 'm.team_role_id'),
    )
    .where('m.client_id', '=', clientId)
    .where('m.team_id', 'in', teamIds)
    .select([
      'm.team_id',
      'm.user_id',
      'p.email',
      'p.name',
      'r.role',
      'm.team_role_id',
      'tr.name as team_role_name',
      'a.enabled',
    ])
    .orderBy('m.joined_on')
    .orderBy('m.user_id')
    .execute();
  for (const row of rows) {
    const list = byTeam.get(row.team_id) ?? [];
    list.push({
      user_id: row.user_id,
      // an erased person keeps no email; the row stays so the team's history reads right
      email: row.email ?? '',
      name: row.name,
      role: row.role,
      team_role: row.team_role_id,
      team_role_name: row.team_role_name,
      Enabled: row.enabled ?? false,
    });
    byTeam.set(row.team_id, list);
  }
  return byTeam;
}

@Injectable()
@QueryHandler(ListTeamsQuery)
export class ListTeamsHandler implements IQueryHandler<ListTeamsQuery, TeamView[]> {
  private readonly db: Kysely<WorkspacesDatabase>;
  constructor(@Inject(KYSELY) db: Kysely<Database>) {
    this.db = asWorkspacesDb(db);
  }
  execute({ user }: ListTeamsQuery): Promise<TeamView[]> {
    return visibleTeams(this.db, user);
  }
}

@Injectable()
@QueryHandler(GetTeamQuery)
export class GetTeamHandler implements IQueryHandler<GetTeamQuery, TeamView | null> {
  private readonly db: Kysely<WorkspacesDatabase>;
  constructor(@Inject(KYSELY) db: Kysely<Database>) {
    this.db = asWorkspacesDb(db);
  }
  async execute({ user, teamId }: GetTeamQuery): Promise<TeamView | null> {
    return (await visibleTeams(this.db, user, teamId))[0] ?? null;
  }
}

@Injectable()
@QueryHandler(ListTeamMembersQuery)
export class ListTeamMembersHandler implements IQueryHandler<ListTeamMembersQuery, TeamMemberView[] | null> {
  private readonly db: Kysely<WorkspacesDatabase>;
  constructor(@Inject(KYSELY) db: Kysely<Database>) {
    this.db = asWorkspacesDb(db);
  }
  async execute({ user, teamId }: ListTeamMembersQuery): Promise<TeamMemberView[] | null> {
    return (await visibleTeams(this.db, user, teamId))[0]?.members ?? null;
  }
}
