import { Inject, Injectable } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { CatalogueQuestion, QuestionCategory } from '@gc/contracts';
import type { Database } from '@gc/projections';
import type { Kysely } from 'kysely';
import { KYSELY } from '../../../infrastructure/tokens';
import { ListCatalogueQuestionsQuery, ListCategoriesQuery } from './reflections.queries';

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
