import { Inject, Injectable } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  isClosedPhase,
  LEGACY_CONFIDENTIALITY,
  reflectionPhase,
  ReflectionMessages as M,
  toConfidentialityView,
  type AdminPhase,
  type Completion,
  type RecordedEventOf,
  type ReflectionEvent,
  type ReflectionView,
  type TakeEvent,
} from '@gc/contracts';
import type { Database } from '@gc/projections';
import type { Kysely } from 'kysely';
import { KYSELY } from '../../../infrastructure/tokens';
import { notFound } from '../../../shared/domain-error';
import { asWorkspacesDb, type WorkspacesDatabase } from '../../clients';
import { reflectionDecider } from '../domain/reflection.decider';
import { sectionViews } from './section-views';
import { GetReflectionAtQuery, ReflectionHistory } from './reflection-history';

/** The reflection as it was at an instant: folded from its events up to then (names and catalogue texts as now). */
@Injectable()
@QueryHandler(GetReflectionAtQuery)
export class GetReflectionAtHandler implements IQueryHandler<GetReflectionAtQuery, ReflectionView> {
  private readonly db: Kysely<WorkspacesDatabase>;
  constructor(
    private readonly history: ReflectionHistory,
    @Inject(KYSELY) db: Kysely<Database>,
  ) {
    this.db = asWorkspacesDb(db);
  }

  async execute({ clientId, reflectionId, at }: GetReflectionAtQuery): Promise<ReflectionView> {
    const { reflection, takes } = await this.history.events(clientId, reflectionId, at);
    if (reflection.length === 0) throw notFound(M.reflectionNotFound, 'REFLECTION_NOT_FOUND');
    const state = reflection.reduce(reflectionDecider.evolve, reflectionDecider.initialState());
    const created = reflection[0] as RecordedEventOf<Extract<ReflectionEvent, { type: 'ReflectionCreated' }>>;
    const last = reflection[reflection.length - 1];
    const status = new Map<string, 'NEW' | 'IN_PROGRESS' | 'COMPLETED'>();
    for (const t of takes) {
      if (t.type === 'TakeSubmitted') status.set(t.data.userId, 'COMPLETED');
      else if (status.get(t.data.userId) !== 'COMPLETED') status.set(t.data.userId, 'IN_PROGRESS');
    }
    const finished = state.assignees.filter((a) => status.get(a.userId) === 'COMPLETED').length;
    const published = state.kind === 'PUBLISHED' && state.launchDate && state.dueDate && state.teamId;
    const phase = published
      ? reflectionPhase(
          {
            launchDate: state.launchDate as string,
            dueDate: state.dueDate as string,
            adminClosed: state.adminClosed,
            assigned: state.assignees.length,
            finished,
          },
          at,
        )
      : 'NEW';
    const names = await this.history.names(state.assignees.map((a) => a.userId));
    const people = state.assignees.length
      ? await this.db
          .selectFrom('personal_data')
          .select(['user_id', 'email'])
          .where(
            'user_id',
            'in',
            state.assignees.map((a) => a.userId),
          )
          .execute()
      : [];
    const emailOf = new Map(people.map((p) => [p.user_id, p.email]));
    const roles = await this.db
      .selectFrom('team_roles')
      .select(['team_role_id', 'name'])
      .where('client_id', '=', clientId)
      .execute();
    const roleName = new Map(roles.map((r) => [r.team_role_id, r.name]));
    const members = state.assignees.map((a) => ({
      user_id: a.userId,
      email: emailOf.get(a.userId) ?? '',
      name: names.get(a.userId) ?? 'Erased user',
      team_role_id: a.teamRoleId,
      team_role: roleName.get(a.teamRoleId) ?? a.teamRoleId,
      observer: a.observer,
      reciever: a.receiver,
      completion: (status.get(a.userId) ?? 'NEW') as Completion,
    }));
    const epoch = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);
    return {
      assessment_id: reflectionId,
      assessment_name: state.content.name,
      assessment_description: state.content.description,
      assessment_instructions: state.content.instructions,
      assessment_type: state.assessmentType,
      kind: state.kind,
      client_id: clientId,
      system: false,
      template_name: state.templateName,
      origin_id: created.data.originId,
      assessment_status: phase,
      admin_closed: state.adminClosed,
      due_soon: false,
      closed_at: closedAt(reflection, takes, phase),
      revision: state.revision,
      createdOn: epoch(created.metadata.occurredAt),
      modifiedOn: epoch(last.metadata.occurredAt),
      modifiedBy: last.metadata.actorId,
      sections: await sectionViews(this.db, state.content.sections),
      general_settings: published
        ? {
            team_id: state.teamId as string,
            team_name: await this.history.teamName(clientId, state.teamId as string),
            launch_date: new Date(state.launchDate as string).toISOString(),
            due_date: new Date(state.dueDate as string).toISOString(),
            members: members.map((m) => m.email),
            members_with_roles: members,
            confidentiality: toConfidentialityView(state.confidentiality ?? LEGACY_CONFIDENTIALITY),
            answered: members.some((m) => m.completion !== 'NEW'),
          }
        : null,
      observers: members.filter((m) => m.observer).map((m) => m.email),
      recievers: members.filter((m) => m.reciever).map((m) => m.email),
      response_rate: published ? { finished, total: state.assignees.length } : null,
    };
  }
}

/** When it closed as of then: its admin close, or the submission that finished it. */
function closedAt(
  reflection: readonly RecordedEventOf<ReflectionEvent>[],
  takes: readonly RecordedEventOf<TakeEvent>[],
  phase: AdminPhase | 'NEW',
): string | null {
  if (phase === 'NEW' || !isClosedPhase(phase)) return null;
  const closed = reflection.find((e) => e.type === 'ReflectionAdminClosed');
  if (closed) return closed.metadata.occurredAt;
  const submissions = takes.filter((t) => t.type === 'TakeSubmitted');
  return submissions.length ? submissions[submissions.length - 1].metadata.occurredAt : null;
}
