import { Inject, Injectable } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ClientView, TeamRoleView } from '@gc/contracts';
import type { Database } from '@gc/projections';
import type { Kysely } from 'kysely';
import { KYSELY } from '../../../infrastructure/tokens';
import { asWorkspacesDb, type WorkspacesDatabase } from '../workspaces.db';

/** The clients where `userId` holds a role, with that role; `currentClientId` marks the selected one. */
export class ListMyClientsQuery extends Query<ClientView[]> {
  constructor(
    readonly userId: string,
    readonly currentClientId: string | null,
    /** a session from a client's own provider works in that client only (issue 31): the one it lists */
    readonly onlyClientId: string | null = null,
  ) {
    super();
  }
}

/** One client as `userId` sees it, or null when it does not exist or they hold no role there. */
export class GetClientQuery extends Query<ClientView | null> {
  constructor(
    readonly clientId: string,
    readonly userId: string,
    readonly currentClientId: string | null,
  ) {
    super();
  }
}

export class ListTeamRolesQuery extends Query<TeamRoleView[]> {
  constructor(readonly clientId: string) {
    super();
  }
}

function selectClients(db: Kysely<WorkspacesDatabase>, userId: string) {
  return db
    .selectFrom('user_client_roles as r')
    .innerJoin('clients as c', 'c.client_id', 'r.client_id')
    .leftJoin('industries as i', 'i.industry_id', 'c.industry_id')
    .leftJoin('organizations as o', 'o.organization_id', 'c.organization_id')
    .where('r.user_id', '=', userId)
    .select([
      'c.client_id',
      'c.client_name',
      'c.description',
      'c.industry_id',
      'i.industry_name',
      'c.organization_id',
      'o.name as organization_name',
      'c.created_by',
      'c.created_on',
      'c.modified_by',
      'c.modified_on',
      'r.role',
    ]);
}

type ClientRow = Awaited<ReturnType<ReturnType<typeof selectClients>['executeTakeFirstOrThrow']>>;

function toView(row: ClientRow, currentClientId: string | null): ClientView {
  return {
    client_id: row.client_id,
    client_name: row.client_name,
    description: row.description,
    industry_id: row.industry_id,
    industry_name: row.industry_name,
    organization_id: row.organization_id,
    organization_name: row.organization_name,
    createdBy: row.created_by,
    createdOn: row.created_on.toISOString(),
    modifiedBy: row.modified_by,
    modifiedOn: row.modified_on.toISOString(),
    role_id: row.role,
    client_selected: row.client_id === currentClientId,
  };
}

@Injectable()
@QueryHandler(ListMyClientsQuery)
export class ListMyClientsHandler implements IQueryHandler<ListMyClientsQuery, ClientView[]> {
  private readonly db: Kysely<WorkspacesDatabase>;
  constructor(@Inject(KYSELY) db: Kysely<Database>) {
    this.db = asWorkspacesDb(db);
  }

  async execute({ userId, currentClientId, onlyClientId }: ListMyClientsQuery): Promise<ClientView[]> {
    let query = selectClients(this.db, userId);
    if (onlyClientId) query = query.where('c.client_id', '=', onlyClientId);
    const rows = await query.orderBy('c.client_name').orderBy('c.client_id').execute();
    return rows.map((row) => toView(row, currentClientId));
  }
}

@Injectable()
@QueryHandler(GetClientQuery)
export class GetClientHandler implements IQueryHandler<GetClientQuery, ClientView | null> {
  private readonly db: Kysely<WorkspacesDatabase>;
  constructor(@Inject(KYSELY) db: Kysely<Database>) {
    this.db = asWorkspacesDb(db);
  }

  async execute({ clientId, userId, currentClientId }: GetClientQuery): Promise<ClientView | null> {
    const row = await selectClients(this.db, userId).where('c.client_id', '=', clientId).executeTakeFirst();
    return row ? toView(row, currentClientId) : null;
  }
}

@Injectable()
@QueryHandler(ListTeamRolesQuery)
export class ListTeamRolesHandler implements IQueryHandler<ListTeamRolesQuery, TeamRoleView[]> {
  private readonly db: Kysely<WorkspacesDatabase>;
  constructor(@Inject(KYSELY) db: Kysely<Database>) {
    this.db = asWorkspacesDb(db);
  }

  async execute({ clientId }: ListTeamRolesQuery): Promise<TeamRoleView[]> {
    const rows = await this.db
      .selectFrom('team_roles')
      .select(['team_role_id', 'client_id', 'name', 'system'])
      .where('client_id', '=', clientId)
      .orderBy('added_on')
      .orderBy('name')
      .execute();
    return rows.map((r) => ({ ...r, label: r.name, value: r.team_role_id }));
  }
}
