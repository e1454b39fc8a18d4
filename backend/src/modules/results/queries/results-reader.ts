import { Inject, Injectable } from '@nestjs/common';
import {
  isAdminRole,
  isClosedPhase,
  ResultMessages as M,
  statTypeOf,
  type AdminPhase,
  type Confidentiality,
  type ConfidentialityMode,
  type Contribution,
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
import { asWorkspacesDb, type WorkspacesDatabase } from '../../clients';
import type { AuthenticatedUser } from '../../identity';

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
  /** the reflection's promise as it stands */
  readonly confidentiality: Confidentiality;
  readonly assigned: number;
  readonly finished: number;
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

/** What the disclosure rule reasons about, besides the aggregates: who rated whom, the receivers, each take's promise. */
export interface ReflectionEvidence {
  readonly questions: Map<string, QuestionAggregates>;
  /** every submitted take rated each scored question about the same subjects: one list for the reflection */
  readonly contributions: readonly Contribution[];
  readonly receivers: ReadonlySet<string>;
  readonly promises: ReadonlyMap<string, Confidentiality>;
}

const EMPTY_TEAM: TeamAggregate = { sum: 0, count: 0, raters: 0, selfSum: 0, selfCount: 0 };

/**
 * Everything the results calls read, in one place: who may see a reflection's results (its assignees, and the
 * administrators of its client), its questions of a chart type with the catalogue's texts, the aggregates of the
 * results read model, the client's anonymity threshold. Never a rating of one person.
 */
@Injectable()
export class ResultsReader {
  readonly db: Kysely<WorkspacesDatabase>;
  constructor(@Inject(KYSELY) db: Kysely<Database>) {
    this.db = asWorkspacesDb(db);
  }

  /** 404 for a reflection of another client, or one the caller neither takes nor administers. */
  async access(user: AuthenticatedUser, clientId: string, reflectionId: string): Promise<ResultsAccess> {
    const row = await this.db
      .selectFrom('reflections as r')
      .leftJoin('reflection_assignees as a', (join) =>
        join.onRef('a.reflection_id', '=', 'r.reflection_id').on('a.user_id', '=', user.userId),
      )
      .select([
        'r.reflection_id',
        'r.name',
        'r.team_id',
        'r.due_date',
        'r.phase',
        'r.confidentiality_mode',
        'r.min_raters',
        'r.assigned_count',
        'r.finished_count',
        'a.receiver',
        'a.user_id',
      ])
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
      confidentiality: { mode: row.confidentiality_mode as ConfidentialityMode, minRaters: row.min_raters },
      assigned: row.assigned_count,
      finished: row.finished_count,
    };
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
    const questions = (await all).filter((q) => statTypeOf(q.questionType) !== null);
    return type ? questions.filter((q) => statTypeOf(q.questionType) === type) : questions;
  }

  /** The reflection's open questions, in the document's order (their answers are texts, never on a radar). */
  async openQuestions(reflectionId: string): Promise<ResultQuestion[]> {
    await this.questions(reflectionId, null);
    return (await this.publishedQuestions.get(reflectionId)!).filter((q) => q.questionType === 'OPEN');
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
      .filter((q) => statTypeOf(q.questionType) !== null || q.questionType === 'OPEN');
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

  /** The aggregates of those questions, who rated whom, the receivers and each take's promise: one read each. */
  async evidence(reflectionId: string, questionKeys: readonly string[]): Promise<ReflectionEvidence> {
    const questions = new Map<string, QuestionAggregates>();
    for (const key of questionKeys) questions.set(key, { perReceiver: [], team: EMPTY_TEAM });
    const keys = [...questionKeys];
    const [receivers, teams, contributions, raters, submissions] = await Promise.all([
      keys.length
        ? this.db
            .selectFrom('result_receiver_scores')
            .select(['question_key', 'receiver_id', 'self_value', 'others_sum', 'others_count'])
            .where('reflection_id', '=', reflectionId)
            .where('question_key', 'in', keys)
            .execute()
        : [],
      keys.length
        ? this.db
            .selectFrom('result_team_scores')
            .select(['question_key', 'sum', 'count', 'raters', 'self_sum', 'self_count'])
            .where('reflection_id', '=', reflectionId)
            .where('question_key', 'in', keys)
            .execute()
        : [],
      this.db
        .selectFrom('result_contributions')
        .select(['rater_id', 'subject'])
        .where('reflection_id', '=', reflectionId)
        .execute(),
      this.db
        .selectFrom('result_raters')
        .select('user_id')
        .where('reflection_id', '=', reflectionId)
        .where('receiver', '=', true)
        .execute(),
      this.db
        .selectFrom('result_submissions')
        .select(['user_id', 'promise_mode', 'promise_min_raters'])
        .where('reflection_id', '=', reflectionId)
        .execute(),
    ]);
    for (const r of receivers)
      questions.get(r.question_key)!.perReceiver.push({
        receiverId: r.receiver_id,
        self: r.self_value,
        othersSum: r.others_sum,
        othersCount: r.others_count,
      });
    for (const t of teams)
      questions.set(t.question_key, {
        ...questions.get(t.question_key)!,
        team: { sum: t.sum, count: t.count, raters: t.raters, selfSum: t.self_sum, selfCount: t.self_count },
      });
    return {
      questions,
      contributions: contributions.map((c) => ({ rater: c.rater_id, subject: c.subject })),
      receivers: new Set(raters.map((r) => r.user_id)),
      promises: new Map(
        submissions.map((s) => [
          s.user_id,
          { mode: s.promise_mode as ConfidentialityMode, minRaters: s.promise_min_raters },
        ]),
      ),
    };
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
      .execute();
  }

  statusLabel(phase: AdminPhase): string {
    return isClosedPhase(phase) ? 'Completed' : 'In Progress';
  }
}
