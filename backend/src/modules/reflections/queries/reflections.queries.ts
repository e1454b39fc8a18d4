import { Inject, Injectable } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  groupOfPhase,
  phaseLabel,
  SYSTEM_CLIENT_ID,
  type AdminPhase,
  type ReflectionListItemView,
  type ReflectionType,
  type ReflectionView,
  type CatalogueQuestion,
  type Completion,
  type MemberWithRoleView,
  type QuestionCategory,
  type QuestionType,
  type ReflectionKind,
  type TeamReflectionsView,
  toConfidentialityView,
  type ConfidentialityMode,
  type DraftSetupData,
  type GeneralSettingsView,
  confidential,
  DEFAULT_MIN_RATERS,
} from '@gc/contracts';
import type { Database, ReflectionRow } from '@gc/projections';
import type { Kysely } from 'kysely';
import { KYSELY } from '../../../infrastructure/tokens';
import { asWorkspacesDb, type WorkspacesDatabase } from '../../clients';
import { sectionViews } from './section-views';

export interface ReflectionFilter {
  readonly kind?: 'DRAFT' | 'PUBLISHED' | 'TEMPLATE';
  /** exact name (the spec's template lookup) */
  readonly name?: string;
  /** 'Find form...': name, type, status or team */
  readonly search?: string;
}

export class ListCategoriesQuery extends Query<QuestionCategory[]> {}
export class ListCatalogueQuestionsQuery extends Query<CatalogueQuestion[]> {
  constructor(readonly questionType?: QuestionType) {
    super();
  }
}
/** The client's reflections (and, for templates, the system ones), newest change first. */
export class ListReflectionsQuery extends Query<ReflectionListItemView[]> {
  constructor(
    readonly clientId: string,
    readonly filter: ReflectionFilter = {},
  ) {
    super();
  }
}
/** One reflection of the client or a system template; null when there is no such one (another client's included). */
export class GetReflectionQuery extends Query<ReflectionView | null> {
  constructor(
    readonly clientId: string,
    readonly reflectionId: string,
    /** 'TEMPLATE' for the templates calls: anything else is not found there */
    readonly kind?: 'TEMPLATE',
  ) {
    super();
  }
}
/** A team's published reflections by phase group; null when the team is not the client's. */
export class ListTeamReflectionsQuery extends Query<TeamReflectionsView | null> {
  constructor(
    readonly clientId: string,
    readonly teamId: string,
  ) {
    super();
  }
}

const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);
const iso = (date: Date | null) => (date ? date.toISOString() : null);

function listItem(row: ReflectionRow & { team_name: string | null }): ReflectionListItemView {
  return {
    assessment_id: row.reflection_id,
    assessment_name: row.name,
    assessment_description: row.description,
    assessment_type: row.assessment_type as ReflectionType,
    kind: row.kind as ReflectionKind,
    client_id: row.client_id,
    system: row.system,
    template_name: row.template_name,
    assessment_status: row.phase as AdminPhase | 'NEW',
    admin_closed: row.admin_closed,
    due_soon: row.due_soon,
    team_id: row.team_id,
    team_name: row.team_name,
    launch_date: iso(row.launch_date),
    due_date: iso(row.due_date),
    closed_at: iso(row.closed_at),
    question_count: row.question_count,
    revision: row.revision,
    createdOn: epochSeconds(row.created_on),
    modifiedOn: epochSeconds(row.modified_on),
    response_rate: row.kind === 'PUBLISHED' ? { finished: row.finished_count, total: row.assigned_count } : null,
  };
}

/** What 'Find form...' matches: name, type (kind, template, individual/team), status (its label) and team. */
function matches(item: ReflectionListItemView, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [
    item.assessment_name,
    item.kind,
    item.kind === 'PUBLISHED' ? 'published' : item.kind.toLowerCase(),
    item.template_name,
    item.assessment_type,
    item.kind === 'PUBLISHED' ? phaseLabel(item.assessment_status, item.admin_closed) : 'draft',
    item.team_name ?? '',
  ].some((field) => field.toLowerCase().includes(needle));
}

function rowsOf(db: Kysely<WorkspacesDatabase>) {
  return db
    .selectFrom('reflections as r')
    .leftJoin('teams as t', (join) =>
      join.onRef('t.team_id', '=', 'r.team_id').onRef('t.client_id', '=', 'r.client_id'),
    )
    .selectAll('r')
    .select('t.team_name');
}

@Injectable()
@QueryHandler(ListCategoriesQuery)
export class ListCategoriesHandler implements IQueryHandler<ListCategoriesQuery, QuestionCategory[]> {
  constructor(@Inject(KYSELY) private readonly db: Kysely<Database>) {}

  async execute(): Promise<QuestionCategory[]> {
    const rows = await this.db
      .selectFrom('reflection_categories')
      .selectAll()
      .where('retired', '=', false)
      .orderBy('sort_order')
      .execute();
    return rows.map((r) => ({
      category_id: r.category_id,
      category_name: r.category_name,
      description: r.description,
      question_types: r.question_types,
    }));
  }
}

@Injectable()
@QueryHandler(ListCatalogueQuestionsQuery)
export class ListCatalogueQuestionsHandler implements IQueryHandler<ListCatalogueQuestionsQuery, CatalogueQuestion[]> {
  constructor(@Inject(KYSELY) private readonly db: Kysely<Database>) {}

  async execute({ questionType }: ListCatalogueQuestionsQuery): Promise<CatalogueQuestion[]> {
    let query = this.db.selectFrom('catalogue_questions').selectAll().where('retired', '=', false);
    if (questionType) query = query.where('question_type', '=', questionType);
    const rows = await query.orderBy('sort_order').execute();
    return rows.map((r) => ({
      question_id: r.question_id,
      question_type: r.question_type,
      category_id: r.category_id,
      question_name: r.question_name,
      question_prompt: r.question_prompt,
      definition: r.definition,
      detailed_definition: r.detailed_definition,
      scale: r.scale,
    }));
  }
}

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
@QueryHandler(GetReflectionQuery)
export class GetReflectionHandler implements IQueryHandler<GetReflectionQuery, ReflectionView | null> {
  private readonly db: Kysely<WorkspacesDatabase>;
  constructor(@Inject(KYSELY) db: Kysely<Database>) {
    this.db = asWorkspacesDb(db);
  }

  async execute({ clientId, reflectionId, kind }: GetReflectionQuery): Promise<ReflectionView | null> {
    let query = rowsOf(this.db)
      .innerJoin('reflection_documents as d', 'd.reflection_id', 'r.reflection_id')
      .select(['d.instructions', 'd.sections', 'd.setup'])
      .where('r.reflection_id', '=', reflectionId)
      .where((eb) =>
        eb.or([
          eb('r.client_id', '=', clientId),
          eb.and([eb('r.client_id', '=', SYSTEM_CLIENT_ID), eb('r.system', '=', true)]),
        ]),
      );
    if (kind) query = query.where('r.kind', '=', kind);
    const row = await query.executeTakeFirst();
    if (!row) return null;
    const item = listItem(row);
    const members =
      row.kind === 'PUBLISHED' && row.team_id
        ? await this.membersOf(row.client_id, row.reflection_id, row.team_id)
        : [];
    const assigned = members.filter((m) => m.completion !== 'NOT_ASSIGNED');
    return {
      assessment_id: item.assessment_id,
      assessment_name: item.assessment_name,
      assessment_description: item.assessment_description,
      assessment_instructions: row.instructions,
      assessment_type: item.assessment_type,
      kind: item.kind,
      client_id: item.client_id,
      system: item.system,
      template_name: item.template_name,
      origin_id: row.origin_id,
      assessment_status: item.assessment_status,
      admin_closed: item.admin_closed,
      due_soon: item.due_soon,
      closed_at: item.closed_at,
      revision: item.revision,
      createdOn: item.createdOn,
      modifiedOn: item.modifiedOn,
      modifiedBy: row.modified_by,
      sections: await sectionViews(this.db, row.sections),
      general_settings:
        row.kind === 'DRAFT'
          ? row.setup
            ? await this.draftSettings(row.client_id, row.setup)
            : null
          : row.kind === 'PUBLISHED' && row.team_id
            ? {
                team_id: row.team_id,
                team_name: row.team_name,
                launch_date: item.launch_date as string,
                due_date: item.due_date as string,
                members: assigned.map((m) => m.email),
                members_with_roles: members,
                confidentiality: toConfidentialityView({
                  mode: row.confidentiality_mode as ConfidentialityMode,
                  minRaters: row.min_raters,
                }),
                answered: assigned.some((m) => m.completion !== 'NEW'),
              }
            : null,
      observers: assigned.filter((m) => m.observer).map((m) => m.email),
      recievers: assigned.filter((m) => m.reciever).map((m) => m.email),
      response_rate: item.response_rate,
    };
  }

  /**
   * A draft's General setup as saved (issue 29), in the published shape: '' for what is not chosen yet, the team's
   * members with the flags saved (flagged first), every one NOT_ASSIGNED since a draft assigns no one.
   */
  private async draftSettings(clientId: string, setup: DraftSetupData): Promise<GeneralSettingsView> {
    const team = setup.teamId
      ? await this.db
          .selectFrom('teams')
          .select('team_name')
          .where('team_id', '=', setup.teamId)
          .where('client_id', '=', clientId)
          .executeTakeFirst()
      : undefined;
    const rows =
      setup.teamId && team
        ? await this.db
            .selectFrom('team_members as m')
            .leftJoin('personal_data as p', 'p.user_id', 'm.user_id')
            .leftJoin('team_roles as tr', (join) =>
              join.onRef('tr.client_id', '=', 'm.client_id').onRef('tr.team_role_id', '=', 'm.team_role_id'),
            )
            .select(['m.user_id', 'p.email', 'p.name', 'm.team_role_id', 'tr.name as team_role'])
            .where('m.team_id', '=', setup.teamId)
            .where('m.client_id', '=', clientId)
            .orderBy('p.name')
            .orderBy('m.user_id')
            .execute()
        : [];
    const flags = new Map(setup.members.map((m) => [m.userId, m]));
    const members: MemberWithRoleView[] = rows.map((m) => ({
      user_id: m.user_id,
      email: m.email ?? '',
      name: m.name,
      team_role_id: m.team_role_id,
      team_role: m.team_role ?? m.team_role_id,
      observer: flags.get(m.user_id)?.observer ?? false,
      reciever: flags.get(m.user_id)?.receiver ?? false,
      completion: 'NOT_ASSIGNED' as const,
    }));
    const flagged = members.filter((m) => m.observer || m.reciever);
    return {
      // a team deleted since is no longer offered
      team_id: team ? (setup.teamId as string) : '',
      team_name: team?.team_name ?? null,
      launch_date: setup.launchDate ?? '',
      due_date: setup.dueDate ?? '',
      members: flagged.map((m) => m.email),
      members_with_roles: [...flagged, ...members.filter((m) => !m.observer && !m.reciever)],
      confidentiality: toConfidentialityView(setup.confidentiality ?? confidential(DEFAULT_MIN_RATERS)),
      answered: false,
      draft: true,
      role: setup.role,
    };
  }

  /** The assignees first (with their take's status), then the team's other members as 'Not Assigned'. */
  private async membersOf(clientId: string, reflectionId: string, teamId: string): Promise<MemberWithRoleView[]> {
    const assignees = await this.db
      .selectFrom('reflection_assignees as a')
      .leftJoin('personal_data as p', 'p.user_id', 'a.user_id')
      .leftJoin('team_roles as tr', (join) =>
        join.onRef('tr.client_id', '=', 'a.client_id').onRef('tr.team_role_id', '=', 'a.team_role_id'),
      )
      .select([
        'a.user_id',
        'p.email',
        'p.name',
        'a.team_role_id',
        'tr.name as team_role',
        'a.observer',
        'a.receiver',
        'a.take_status',
      ])
      .where('a.reflection_id', '=', reflectionId)
      .where('a.client_id', '=', clientId)
      .orderBy('p.name')
      .orderBy('a.user_id')
      .execute();
    const others = await this.db
      .selectFrom('team_members as m')
      .leftJoin('personal_data as p', 'p.user_id', 'm.user_id')
      .leftJoin('team_roles as tr', (join) =>
        join.onRef('tr.client_id', '=', 'm.client_id').onRef('tr.team_role_id', '=', 'm.team_role_id'),
      )
      .select(['m.user_id', 'p.email', 'p.name', 'm.team_role_id', 'tr.name as team_role'])
      .where('m.team_id', '=', teamId)
      .where('m.client_id', '=', clientId)
      .orderBy('p.name')
      .orderBy('m.user_id')
      .execute();
    const assignedIds = new Set(assignees.map((a) => a.user_id));
    return [
      ...assignees.map((a) => ({
        user_id: a.user_id,
        email: a.email ?? '',
        name: a.name,
        team_role_id: a.team_role_id,
        team_role: a.team_role ?? a.team_role_id,
        observer: a.observer,
        reciever: a.receiver,
        completion: a.take_status as Completion,
      })),
      ...others
        .filter((m) => !assignedIds.has(m.user_id))
        .map((m) => ({
          user_id: m.user_id,
          email: m.email ?? '',
          name: m.name,
          team_role_id: m.team_role_id,
          team_role: m.team_role ?? m.team_role_id,
          observer: false,
          reciever: false,
          completion: 'NOT_ASSIGNED' as const,
        })),
    ];
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
