import { Inject, Injectable } from '@nestjs/common';
import {
  DEFAULT_MIN_RATERS,
  isAdminRole,
  isClosedPhase,
  ResultMessages as M,
  statTypeOf,
  type AdminPhase,
  type QuestionType,
  type ReceiverAggregate,
  type ReflectionSectionData,
  type ScaleOption,
  type StatType,
  type TeamAggregate,
} from '@gc/contracts';
import type { Database } from '@gc/projections';
import type { Kysely } from 'kysely';
import { KYSELY } from '../../../infrastructure/tokens';
import { notFound } from '../../../shared/domain-error';
import type { AuthenticatedUser } from '../../identity';
import { asResultsDb, type ResultsDatabase } from '../results.tables';

export interface ResultsAccess {
  readonly reflectionId: string;
  readonly clientId: string;
  readonly name: string;
  readonly teamId: string;
  readonly dueDate: Date;
  readonly phase: AdminPhase;
  readonly isReceiver: boolean;
  readonly isAssignee: boolean;
  readonly isAdmin: boolean;
}

export interface ResultQuestion {
  readonly questionKey: string;
  readonly questionType: QuestionType;
  readonly catalogueQuestionId: string;
  readonly prompt: string;
  readonly name: string;
  readonly category: string;
  readonly definition: string;
  readonly detailedDefinition: string[];
  readonly scale: ScaleOption[];
}

export interface QuestionAggregates {
  readonly perReceiver: ReceiverAggregate[];
  readonly team: TeamAggregate;
}

const EMPTY_TEAM: TeamAggregate = { sum: 0, count: 0, raters: 0, selfSum: 0, selfCount: 0 };

/**
 * Everything the results calls read, in one place: who may see a reflection's results (its assignees, and the
 * administrators of its client), its questions of a chart type with the catalogue's texts, the aggregates of the
 * results read model, the client's anonymity threshold. Never a rating of one person.
 */
@Injectable()
export class ResultsReader {
  readonly db: Kysely<ResultsDatabase>;
  constructor(@Inject(KYSELY) db: Kysely<Database>) {
    this.db = asResultsDb(db);
  }

  /** 404 for a reflection of another client, or one the caller neither takes nor administers. */
  async access(user: AuthenticatedUser, clientId: string, reflectionId: string): Promise<ResultsAccess> {
    const row = await this.db
      .selectFrom('reflections as r')
      .leftJoin('reflection_assignees as a', (join) =>
        join.onRef('a.reflection_id', '=', 'r.reflection_id').on('a.user_id', '=', user.userId),
      )
      .select(['r.reflection_id', 'r.name', 'r.team_id', 'r.due_date', 'r.phase', 'a.receiver', 'a.user_id'])
      .where('r.reflection_id', '=', reflectionId)
      .where('r.client_id', '=', clientId)
      .where('r.kind', '=', 'PUBLISHED')
      .executeTakeFirst();
    const isAdmin = isAdminRole(user.role);
    if (!row || (!row.user_id && !isAdmin)) throw notFound(M.reflectionNotFound, 'REFLECTION_NOT_FOUND');
    return {
      reflectionId,
      clientId,
      name: row.name,
      teamId: row.team_id as string,
      dueDate: row.due_date as Date,
      phase: row.phase as AdminPhase,
      isReceiver: row.receiver === true,
      isAssignee: !!row.user_id,
      isAdmin,
    };
  }

  async minRaters(clientId: string): Promise<number> {
    const row = await this.db
      .selectFrom('results_settings')
      .select('min_raters')
      .where('client_id', '=', clientId)
      .executeTakeFirst();
    return row?.min_raters ?? DEFAULT_MIN_RATERS;
  }

  /**
   * A published reflection's questions never change (its document is frozen at publish and a catalogue question never
   * changes under its id), so they are read once per process: the results calls then cost the access check and the
   * aggregates only. Bounded; the oldest entry goes first.
   */
  private readonly publishedQuestions = new Map<string, Promise<ResultQuestion[]>>();
  private static readonly CACHE_SIZE = 500;

  /** The reflection's scored questions of a chart type (all types when null), in the document's order. */
  async questions(reflectionId: string, type: StatType | null): Promise<ResultQuestion[]> {
    let all = this.publishedQuestions.get(reflectionId);
    if (!all) {
      all = this.readQuestions(reflectionId);
      this.publishedQuestions.set(reflectionId, all);
      all.catch(() => this.publishedQuestions.delete(reflectionId));
      if (this.publishedQuestions.size > ResultsReader.CACHE_SIZE)
        this.publishedQuestions.delete(this.publishedQuestions.keys().next().value as string);
    }
    const questions = await all;
    return type ? questions.filter((q) => statTypeOf(q.questionType) === type) : questions;
  }

  /** Only called for reflections `access` found published: their document can no longer change. */
  private async readQuestions(reflectionId: string): Promise<ResultQuestion[]> {
    const doc = await this.db
      .selectFrom('reflection_documents')
      .select('sections')
      .where('reflection_id', '=', reflectionId)
      .executeTakeFirst();
    const saved = ((doc?.sections ?? []) as ReflectionSectionData[])
      .flatMap((s) => s.questions)
      .filter((q) => statTypeOf(q.questionType) !== null);
    if (saved.length === 0) return [];
    const catalogue = await this.db
      .selectFrom('catalogue_questions as q')
      .leftJoin('reflection_categories as c', 'c.category_id', 'q.category_id')
      .select([
        'q.question_id',
        'q.question_name',
        'q.definition',
        'q.detailed_definition',
        'q.scale',
        'c.category_name',
      ])
      .where('q.question_id', 'in', [...new Set(saved.map((q) => q.catalogueQuestionId))])
      .execute();
    const byId = new Map(catalogue.map((c) => [c.question_id, c]));
    return saved.map((q) => {
      const c = byId.get(q.catalogueQuestionId);
      return {
        questionKey: q.questionKey,
        questionType: q.questionType,
        catalogueQuestionId: q.catalogueQuestionId,
        prompt: q.prompt,
        name: c?.question_name ?? q.catalogueQuestionId,
        category: c?.category_name ?? q.categoryId,
        definition: c?.definition ?? '',
        detailedDefinition: c?.detailed_definition ?? [],
        scale: c?.scale ?? [],
      };
    });
  }

  /** The aggregates of those questions: one read of each results table. */
  async aggregates(reflectionId: string, questionKeys: readonly string[]): Promise<Map<string, QuestionAggregates>> {
    const out = new Map<string, QuestionAggregates>();
    if (questionKeys.length === 0) return out;
    const [receivers, teams] = await Promise.all([
      this.db
        .selectFrom('result_receiver_scores')
        .select(['question_key', 'receiver_id', 'self_value', 'others_sum', 'others_count'])
        .where('reflection_id', '=', reflectionId)
        .where('question_key', 'in', [...questionKeys])
        .execute(),
      this.db
        .selectFrom('result_team_scores')
        .select(['question_key', 'sum', 'count', 'raters', 'self_sum', 'self_count'])
        .where('reflection_id', '=', reflectionId)
        .where('question_key', 'in', [...questionKeys])
        .execute(),
    ]);
    for (const key of questionKeys) out.set(key, { perReceiver: [], team: EMPTY_TEAM });
    for (const r of receivers)
      (out.get(r.question_key)!.perReceiver as ReceiverAggregate[]).push({
        receiverId: r.receiver_id,
        self: r.self_value,
        othersSum: r.others_sum,
        othersCount: r.others_count,
      });
    for (const t of teams)
      out.set(t.question_key, {
        perReceiver: out.get(t.question_key)!.perReceiver,
        team: { sum: t.sum, count: t.count, raters: t.raters, selfSum: t.self_sum, selfCount: t.self_count },
      });
    return out;
  }

  /** Unnamed comments of those questions. */
  async comments(
    reflectionId: string,
    questionKeys: readonly string[],
  ): Promise<{ question_key: string; subject: string; kind: string; text: string }[]> {
    if (questionKeys.length === 0) return [];
    return this.db
      .selectFrom('result_comments')
      .select(['question_key', 'subject', 'kind', 'text'])
      .where('reflection_id', '=', reflectionId)
      .where('question_key', 'in', [...questionKeys])
      .orderBy('comment_id')
      .execute();
  }

  statusLabel(phase: AdminPhase): string {
    return isClosedPhase(phase) ? 'Completed' : 'In Progress';
  }
}
