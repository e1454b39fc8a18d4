import { Inject, Injectable } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  comparePositions,
  isClosedPhase,
  type AdminPhase,
  formatPosition,
  isEventOf,
  REFLECTION_EVENT_TYPES,
  reflectionPhase,
  ReflectionMessages as M,
  reflectionStreamName,
  TAKE_EVENT_TYPES,
  takeStreamName,
  type ReflectionView,
  type HistoryEntryView,
  type Completion,
  type RecordedEvent,
  type RecordedEventOf,
  type ReflectionEvent,
  type TakeEvent,
  confidentialityLabel,
  publishedConfidentiality,
  LEGACY_CONFIDENTIALITY,
  toConfidentialityView,
} from '@gc/contracts';
import type { Database } from '@gc/projections';
import { formatInTimeZone } from 'date-fns-tz';
import type { Kysely } from 'kysely';
import type { EventStore } from '../../../infrastructure/event-store/event-store.port';
import { EVENT_STORE, KYSELY } from '../../../infrastructure/tokens';
import { notFound } from '../../../shared/domain-error';
import { asWorkspacesDb, type WorkspacesDatabase } from '../../clients';
import { reflectionDecider, type ReflectionState } from '../domain/reflection.decider';
import { sectionViews } from './section-views';

export type { HistoryEntryView };

const isReflectionEvent = isEventOf<ReflectionEvent>(REFLECTION_EVENT_TYPES);
const isTakeEvent = isEventOf<TakeEvent>(TAKE_EVENT_TYPES);
const day = (iso: string) => formatInTimeZone(new Date(iso), 'UTC', "MMMM dd, yyyy HH:mm 'UTC'");

/** A reflection's events and its takes' events, in global order, optionally up to an instant. */
@Injectable()
export class ReflectionHistory {
  private readonly db: Kysely<WorkspacesDatabase>;
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(KYSELY) db: Kysely<Database>,
  ) {
    this.db = asWorkspacesDb(db);
  }

  async events(
    clientId: string,
    reflectionId: string,
    at?: Date,
  ): Promise<{ reflection: RecordedEventOf<ReflectionEvent>[]; takes: RecordedEventOf<TakeEvent>[] }> {
    const all = (await this.store.readStream(reflectionStreamName(reflectionId))).filter(isReflectionEvent);
    const first = all[0];
    if (!first || first.data.clientId !== clientId) throw notFound(M.reflectionNotFound, 'REFLECTION_NOT_FOUND');
    const people = new Set<string>();
    for (const e of all)
      if (e.type === 'ReflectionPublished' || e.type === 'ReflectionAssigneesChanged')
        for (const a of e.data.assignees) people.add(a.userId);
    const takes = (
      await Promise.all([...people].map((userId) => this.store.readStream(takeStreamName(reflectionId, userId))))
    )
      .flat()
      .filter(isTakeEvent)
      .sort((a, b) => comparePositions(a.position, b.position));
    const until = (e: RecordedEvent) => !at || new Date(e.metadata.occurredAt).getTime() <= at.getTime();
    return { reflection: all.filter(until), takes: takes.filter(until) };
  }

  /** Names as they are now (personal data is never in events): 'Erased user' once erased. */
  async names(userIds: readonly string[]): Promise<Map<string, string>> {
    const ids = [...new Set(userIds)];
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('personal_data')
      .select(['user_id', 'name', 'email'])
      .where('user_id', 'in', ids)
      .execute();
    return new Map(rows.map((r) => [r.user_id, r.name ?? r.email]));
  }

  async teamName(clientId: string, teamId: string): Promise<string> {
    const row = await this.db
      .selectFrom('teams')
      .select('team_name')
      .where('team_id', '=', teamId)
      .where('client_id', '=', clientId)
      .executeTakeFirst();
    return row?.team_name ?? 'a team since deleted';
  }
}

export class GetReflectionHistoryQuery extends Query<HistoryEntryView[]> {
  constructor(
    readonly clientId: string,
    readonly reflectionId: string,
  ) {
    super();
  }
}

/** The timeline in words: what changed, by whom, when; answers' contents stay out of it. */
@Injectable()
@QueryHandler(GetReflectionHistoryQuery)
export class GetReflectionHistoryHandler implements IQueryHandler<GetReflectionHistoryQuery, HistoryEntryView[]> {
  constructor(private readonly history: ReflectionHistory) {}

  async execute({ clientId, reflectionId }: GetReflectionHistoryQuery): Promise<HistoryEntryView[]> {
    const { reflection, takes } = await this.history.events(clientId, reflectionId);
    const events = [...reflection, ...takes].sort((a, b) => comparePositions(a.position, b.position));
    const people = events.flatMap((e) => [
      ...(e.metadata.actorId ? [e.metadata.actorId] : []),
      ...('userId' in e.data ? [e.data.userId as string] : []),
      ...('assignees' in e.data ? e.data.assignees.map((a) => a.userId) : []),
    ]);
    const names = await this.history.names(people);
    const nameOf = (id: string | null) => (id === null ? 'System' : (names.get(id) ?? 'Erased user'));
    const teams = new Map<string, string>();
    for (const e of reflection) {
      const teamId =
        e.type === 'ReflectionPublished'
          ? e.data.teamId
          : e.type === 'ReflectionDraftSetupSaved'
            ? e.data.setup.teamId
            : null;
      if (teamId && !teams.has(teamId)) teams.set(teamId, await this.history.teamName(clientId, teamId));
    }

    let state: ReflectionState = reflectionDecider.initialState();
    const started = new Set<string>();
    const entries: HistoryEntryView[] = [];
    for (const e of events) {
      let summary: string;
      if (isReflectionEvent(e)) {
        summary = describeReflectionEvent(e, state, nameOf, teams);
        state = reflectionDecider.evolve(state, e);
      } else {
        const who = nameOf(e.data.userId);
        switch (e.type) {
          case 'TakeAnswersRecorded':
            summary = started.has(e.data.userId) ? `${who} saved answers` : `${who} started`;
            started.add(e.data.userId);
            break;
          case 'TakeProgressSaved':
            summary = `${who} reached section ${e.data.sectionIndex + 1}`;
            break;
          case 'TakeSubmitted':
            summary = `${who} submitted`;
            break;
          default: {
            const never: never = e;
            summary = never;
          }
        }
      }
      entries.push({
        position: formatPosition(e.position),
        at: e.metadata.occurredAt,
        actor_id: e.metadata.actorId,
        actor: nameOf(e.metadata.actorId),
        type: e.type,
        summary,
        correlation_id: e.metadata.correlationId,
      });
    }
    return entries;
  }
}

function describeReflectionEvent(
  e: RecordedEventOf<ReflectionEvent>,
  before: ReflectionState,
  nameOf: (id: string | null) => string,
  teams: ReadonlyMap<string, string>,
): string {
  switch (e.type) {
    case 'ReflectionCreated': {
      const kind = e.data.kind === 'TEMPLATE' ? 'template' : 'draft';
      if (e.data.origin === 'TEMPLATE')
        return `created the ${kind} '${e.data.name}' from the template '${e.data.templateName}'`;
      if (e.data.origin === 'CLONE') return `created the ${kind} '${e.data.name}' as a clone`;
      return `created the ${kind} '${e.data.name}' from a blank form`;
    }
    case 'ReflectionRenamed':
      return `renamed from '${before.content.name}' to '${e.data.name}'`;
    case 'ReflectionDescriptionChanged':
      return 'changed the description';
    case 'ReflectionInstructionsChanged':
      return 'changed the instructions';
    case 'ReflectionSectionsRevised': {
      const questions = e.data.sections.reduce((n, s) => n + s.questions.length, 0);
      return `changed the questions: now ${e.data.sections.length} sections, ${questions} questions`;
    }
    case 'ReflectionDeleted':
      return 'deleted the draft';
    case 'ReflectionPublished':
      return `published to ${teams.get(e.data.teamId) ?? 'a team'} with ${e.data.assignees.length} members (launch ${day(e.data.launchDate)}, due ${day(e.data.dueDate)}; ${confidentialityLabel(publishedConfidentiality(e.data))})`;
    case 'ReflectionRescheduled': {
      const parts: string[] = [];
      if (before.launchDate && new Date(before.launchDate).getTime() !== new Date(e.data.launchDate).getTime())
        parts.push(`launch date moved from ${day(before.launchDate)} to ${day(e.data.launchDate)}`);
      if (before.dueDate && new Date(before.dueDate).getTime() !== new Date(e.data.dueDate).getTime())
        parts.push(`due date moved from ${day(before.dueDate)} to ${day(e.data.dueDate)}`);
      return parts.join('; ') || 'dates saved unchanged';
    }
    case 'ReflectionAssigneesChanged': {
      const was = new Set(before.assignees.map((a) => a.userId));
      const now = new Set(e.data.assignees.map((a) => a.userId));
      const added = [...now].filter((id) => !was.has(id)).map(nameOf);
      const removed = [...was].filter((id) => !now.has(id)).map(nameOf);
      const parts = [
        added.length ? `added ${added.join(', ')}` : '',
        removed.length ? `removed ${removed.join(', ')}` : '',
      ];
      return `changed the members: ${parts.filter(Boolean).join('; ') || 'observer and receiver flags'}`;
    }
    case 'ReflectionConfidentialityChanged':
      return `changed how ratings are shown to: ${confidentialityLabel(e.data.confidentiality)}`;
    case 'ReflectionDraftSetupSaved': {
      const d = e.data.setup;
      const parts = [
        d.teamId ? `team ${teams.get(d.teamId) ?? 'a team'}` : 'no team',
        `${d.members.length} members flagged`,
        d.launchDate ? `launch ${day(d.launchDate)}` : '',
        d.dueDate ? `due ${day(d.dueDate)}` : '',
      ];
      return `saved the draft's General setup (${parts.filter(Boolean).join(', ')})`;
    }
    case 'ReflectionAdminClosed':
      return 'marked it as complete (Admin Closed)';
    default: {
      const never: never = e;
      return never;
    }
  }
}

export class GetReflectionAtQuery extends Query<ReflectionView> {
  constructor(
    readonly clientId: string,
    readonly reflectionId: string,
    readonly at: Date,
  ) {
    super();
  }
}

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
