import { Inject, Injectable } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  confidential,
  DEFAULT_MIN_RATERS,
  SYSTEM_CLIENT_ID,
  toConfidentialityView,
  type Completion,
  type ConfidentialityMode,
  type DraftSetupData,
  type GeneralSettingsView,
  type MemberWithRoleView,
  type ReflectionView,
} from '@gc/contracts';
import type { Database } from '@gc/projections';
import type { Kysely } from 'kysely';
import { KYSELY } from '../../../infrastructure/tokens';
import { asWorkspacesDb, type WorkspacesDatabase } from '../../clients';
import { sectionViews } from './section-views';
import { listItem, rowsOf } from './reflection-rows';
import { GetReflectionQuery } from './reflections.queries';

/** A team member as the queries read them (personal data and role name may be gone). */
interface MemberRow {
  readonly user_id: string;
  readonly email: string | null;
  readonly name: string | null;
  readonly team_role_id: string;
  readonly team_role: string | null;
}

/** A member as General settings lists them, with their flags and their take's status. */
function memberView(
  row: MemberRow,
  role: { observer: boolean; receiver: boolean; completion: Completion },
): MemberWithRoleView {
  return {
    user_id: row.user_id,
    email: row.email ?? '',
    name: row.name,
    team_role_id: row.team_role_id,
    team_role: row.team_role ?? row.team_role_id,
    observer: role.observer,
    reciever: role.receiver,
    completion: role.completion,
  };
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
    const rows = setup.teamId && team ? await this.teamMembers(clientId, setup.teamId) : [];
    const flags = new Map(setup.members.map((m) => [m.userId, m]));
    const members = rows.map((m) =>
      memberView(m, {
        observer: flags.get(m.user_id)?.observer ?? false,
        receiver: flags.get(m.user_id)?.receiver ?? false,
        completion: 'NOT_ASSIGNED',
      }),
    );
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
    const others = await this.teamMembers(clientId, teamId);
    const assignedIds = new Set(assignees.map((a) => a.user_id));
    return [
      ...assignees.map((a) =>
        memberView(a, { observer: a.observer, receiver: a.receiver, completion: a.take_status as Completion }),
      ),
      ...others
        .filter((m) => !assignedIds.has(m.user_id))
        .map((m) => memberView(m, { observer: false, receiver: false, completion: 'NOT_ASSIGNED' })),
    ];
  }

  /** A team's members with their names and role names, by name. */
  private teamMembers(clientId: string, teamId: string): Promise<MemberRow[]> {
    return this.db
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
  }
}
