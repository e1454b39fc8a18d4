import { Inject, Injectable } from '@nestjs/common';
import { Query, QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  confidentialityPromise,
  fromConfidentialityView,
  isBaselineTemplateName,
  isClosedPhase,
  LEGACY_CONFIDENTIALITY,
  toConfidentialityView,
  takerStatus,
  type AdminPhase,
  type ReflectionType,
  type TakeListItemView,
  type TakeStatus,
  type TakeView,
} from '@gc/contracts';
import type { Database } from '@gc/projections';
import type { Kysely } from 'kysely';
import { KYSELY } from '../../../infrastructure/tokens';
import { clock } from '../../../shared/clock';
import { asWorkspacesDb, type WorkspacesDatabase } from '../../clients';
import { GetReflectionQuery } from '../../reflections';

/** The member's own takes in their current client (the inbox), soonest due first. */
export class ListMyTakesQuery extends Query<TakeListItemView[]> {
  constructor(
    readonly clientId: string,
    readonly userId: string,
    readonly phase?: TakeStatus,
  ) {
    super();
  }
}
/** One of the member's takes with the reflection to fill in and their own answers; null when not theirs. */
export class GetMyTakeQuery extends Query<TakeView | null> {
  constructor(
    readonly clientId: string,
    readonly userId: string,
    readonly reflectionId: string,
  ) {
    super();
  }
}

function takesOf(db: Kysely<WorkspacesDatabase>, clientId: string, userId: string) {
  return db
    .selectFrom('reflection_assignees as a')
    .innerJoin('reflections as r', 'r.reflection_id', 'a.reflection_id')
    .leftJoin('teams as t', (join) =>
      join.onRef('t.team_id', '=', 'r.team_id').onRef('t.client_id', '=', 'r.client_id'),
    )
    .select([
      'r.reflection_id',
      'r.name',
      'r.description',
      'r.assessment_type',
      'r.template_name',
      'r.team_id',
      't.team_name',
      'r.launch_date',
      'r.due_date',
      'r.phase',
      'r.admin_closed',
      'a.take_status',
      'a.receiver',
      'a.observer',
      'a.section_index',
      'a.submitted_at',
    ])
    .where('a.client_id', '=', clientId)
    .where('a.user_id', '=', userId)
    .where('r.kind', '=', 'PUBLISHED');
}

type TakeRow = Awaited<ReturnType<ReturnType<typeof takesOf>['executeTakeFirstOrThrow']>>;

/**
 * The member's baseline (User.custom_baseline_assessment): the first published reflection made from a Baseline template
 * that names them, by launch date.
 */
function baselineOf(rows: readonly TakeRow[]): string | null {
  const baselines = rows
    .filter((r) => isBaselineTemplateName(r.template_name))
    .sort(
      (a, b) =>
        (a.launch_date as Date).getTime() - (b.launch_date as Date).getTime() ||
        a.reflection_id.localeCompare(b.reflection_id),
    );
  return baselines[0]?.reflection_id ?? null;
}

function listItem(row: TakeRow, now: Date, baselineId: string | null): TakeListItemView {
  const dueDate = (row.due_date as Date).toISOString();
  const phase = row.phase as AdminPhase;
  const takePhase = row.take_status as TakeStatus;
  return {
    assessment_id: row.reflection_id,
    assessment_name: row.name,
    assessment_description: row.description,
    assessment_type: row.assessment_type as ReflectionType,
    template_name: row.template_name,
    team_id: row.team_id as string,
    team_name: row.team_name,
    launch_date: (row.launch_date as Date).toISOString(),
    due_date: dueDate,
    assessment_status: phase,
    admin_closed: row.admin_closed,
    assessment_take_user_phase: takePhase,
    status: takerStatus({ assessmentStatus: phase, takePhase, dueDate }, now),
    is_reciever: row.receiver,
    is_observer: row.observer,
    is_baseline: row.reflection_id === baselineId,
  };
}

@Injectable()
@QueryHandler(ListMyTakesQuery)
export class ListMyTakesHandler implements IQueryHandler<ListMyTakesQuery, TakeListItemView[]> {
  private readonly db: Kysely<WorkspacesDatabase>;
  constructor(@Inject(KYSELY) db: Kysely<Database>) {
    this.db = asWorkspacesDb(db);
  }

  async execute({ clientId, userId, phase }: ListMyTakesQuery): Promise<TakeListItemView[]> {
    const rows = await takesOf(this.db, clientId, userId).orderBy('r.due_date').orderBy('r.reflection_id').execute();
    const now = clock.now();
    const baselineId = baselineOf(rows);
    return rows.filter((row) => !phase || row.take_status === phase).map((row) => listItem(row, now, baselineId));
  }
}

@Injectable()
@QueryHandler(GetMyTakeQuery)
export class GetMyTakeHandler implements IQueryHandler<GetMyTakeQuery, TakeView | null> {
  private readonly db: Kysely<WorkspacesDatabase>;
  constructor(
    @Inject(KYSELY) db: Kysely<Database>,
    private readonly queries: QueryBus,
  ) {
    this.db = asWorkspacesDb(db);
  }

  async execute({ clientId, userId, reflectionId }: GetMyTakeQuery): Promise<TakeView | null> {
    const rows = await takesOf(this.db, clientId, userId).execute();
    const row = rows.find((r) => r.reflection_id === reflectionId);
    if (!row) return null;
    const reflection = await this.queries.execute(new GetReflectionQuery(clientId, reflectionId));
    if (!reflection) return null;
    // the reflection's assignees (by name) carry the receivers: whom the taker rates
    const receivers = (reflection.general_settings?.members_with_roles ?? []).filter((m) => m.reciever);
    const answers = await this.db
      .selectFrom('take_answers')
      .select(['question_key', 'subject', 'value', 'comment'])
      .where('reflection_id', '=', reflectionId)
      .where('user_id', '=', userId)
      .where('client_id', '=', clientId)
      .execute();
    const now = clock.now();
    const item = listItem(row, now, baselineOf(rows));
    // the promise as the reflection states it now (it can only have become stricter since anyone answered)
    const promise = reflection.general_settings?.confidentiality ?? toConfidentialityView(LEGACY_CONFIDENTIALITY);
    const launched = now.getTime() >= (row.launch_date as Date).getTime();
    return {
      ...item,
      assessment_instructions: reflection.assessment_instructions,
      sections: reflection.sections,
      subjects: receivers
        .map((r) => ({
          user_id: r.user_id,
          name: r.name ?? r.email,
          email: r.email,
          self: r.user_id === userId,
        }))
        .sort((x, y) => Number(y.self) - Number(x.self)),
      answers: answers.map((a) => ({
        assessment_question_id: a.question_key,
        subject: a.subject,
        response: a.value,
        comment: a.comment,
      })),
      section_index: row.section_index,
      submitted_at: row.submitted_at ? row.submitted_at.toISOString() : null,
      editable: launched && !isClosedPhase(item.assessment_status) && item.assessment_take_user_phase !== 'COMPLETED',
      confidentiality: promise,
      confidentiality_promise: confidentialityPromise(fromConfidentialityView(promise)),
    };
  }
}
