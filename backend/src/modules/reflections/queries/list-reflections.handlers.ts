import { Inject, Injectable } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  groupOfPhase,
  SYSTEM_CLIENT_ID,
  type AdminPhase,
  type ReflectionListItemView,
  type TeamReflectionsView,
} from '@gc/contracts';
import type { Database } from '@gc/projections';
import type { Kysely } from 'kysely';
import { KYSELY } from '../../../infrastructure/tokens';
import { asWorkspacesDb, type WorkspacesDatabase } from '../../clients';
import { listItem, matches, rowsOf } from './reflection-rows';
import { ListReflectionsQuery, ListTeamReflectionsQuery } from './reflections.queries';

@Injectable()
@QueryHandler(ListReflectionsQuery)
export class ListReflectionsHandler implements IQueryHandler<ListReflectionsQuery, ReflectionListItemView[]> {
  private readonly db: Kysely<WorkspacesDatabase>;
  constructor(@Inject(KYSELY) db: Kysely<Database>) {
    this.db = asWorkspacesDb(db);
  }

  async execute({ clientId, filter }: ListReflectionsQuery): Promise<ReflectionListItemView[]> {
    let query = rowsOf(this.db);
    if (filter.kind === 'TEMPLATE') {
      // the system templates in the spec's order first, then the client's own, newest change first
      query = query
        .where('r.kind', '=', 'TEMPLATE')
        .where((eb) => eb.or([eb('r.client_id', '=', clientId), eb('r.client_id', '=', SYSTEM_CLIENT_ID)]))
        .orderBy('r.system', 'desc')
        .orderBy('r.sort_order');
    } else {
      query = query
        .where('r.client_id', '=', clientId)
        .where('r.kind', 'in', filter.kind ? [filter.kind] : ['DRAFT', 'PUBLISHED']);
    }
    if (filter.name !== undefined) query = query.where('r.name', '=', filter.name);
    const rows = await query.orderBy('r.modified_on', 'desc').orderBy('r.reflection_id').execute();
    const items = rows.map(listItem);
    return filter.search ? items.filter((item) => matches(item, filter.search as string)) : items;
  }
}

@Injectable()
@QueryHandler(ListTeamReflectionsQuery)
export class ListTeamReflectionsHandler implements IQueryHandler<ListTeamReflectionsQuery, TeamReflectionsView | null> {
  private readonly db: Kysely<WorkspacesDatabase>;
  constructor(@Inject(KYSELY) db: Kysely<Database>) {
    this.db = asWorkspacesDb(db);
  }

  async execute({ clientId, teamId }: ListTeamReflectionsQuery): Promise<TeamReflectionsView | null> {
    const team = await this.db
      .selectFrom('teams')
      .select('team_id')
      .where('team_id', '=', teamId)
      .where('client_id', '=', clientId)
      .executeTakeFirst();
    if (!team) return null;
    const rows = await rowsOf(this.db)
      .where('r.client_id', '=', clientId)
      .where('r.team_id', '=', teamId)
      .where('r.kind', '=', 'PUBLISHED')
      .orderBy('r.due_date')
      .orderBy('r.reflection_id')
      .execute();
    const groups: TeamReflectionsView = { upcoming: [], 'in-progress': [], 'past-due': [], closed: [] };
    for (const row of rows) groups[groupOfPhase(row.phase as AdminPhase)].push(listItem(row));
    return groups;
  }
}
