import { Inject, Injectable } from '@nestjs/common';
import { Query } from '@nestjs/cqrs';
import {
  comparePositions,
  isEventOf,
  REFLECTION_EVENT_TYPES,
  ReflectionMessages as M,
  reflectionStreamName,
  TAKE_EVENT_TYPES,
  takeStreamName,
  type HistoryEntryView,
  type RecordedEvent,
  type RecordedEventOf,
  type ReflectionEvent,
  type ReflectionView,
  type TakeEvent,
} from '@gc/contracts';
import type { Database } from '@gc/projections';
import type { Kysely } from 'kysely';
import type { EventStore } from '../../../shared/event-store.port';
import { EVENT_STORE, KYSELY } from '../../../infrastructure/tokens';
import { notFound } from '../../../shared/domain-error';
import { asWorkspacesDb, type WorkspacesDatabase } from '../../clients';

export type { HistoryEntryView };

export const isReflectionEvent = isEventOf<ReflectionEvent>(REFLECTION_EVENT_TYPES);
const isTakeEvent = isEventOf<TakeEvent>(TAKE_EVENT_TYPES);

/** The timeline in words (handler: history-timeline.handler.ts). */
export class GetReflectionHistoryQuery extends Query<HistoryEntryView[]> {
  constructor(
    readonly clientId: string,
    readonly reflectionId: string,
  ) {
    super();
  }
}

/** The reflection as it was at an instant (handler: reflection-at.handler.ts). */
export class GetReflectionAtQuery extends Query<ReflectionView> {
  constructor(
    readonly clientId: string,
    readonly reflectionId: string,
    readonly at: Date,
  ) {
    super();
  }
}

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
