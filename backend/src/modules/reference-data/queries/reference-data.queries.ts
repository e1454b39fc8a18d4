import { Inject, Injectable } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { IndustryView, OrganizationView, StageView } from '@gc/contracts';
import type { Database } from '@gc/projections';
import type { Kysely } from 'kysely';
import { KYSELY } from '../../../infrastructure/tokens';

export class ListIndustriesQuery extends Query<IndustryView[]> {}
export class ListStagesQuery extends Query<StageView[]> {}
export class ListOrganizationsQuery extends Query<OrganizationView[]> {}

@Injectable()
@QueryHandler(ListIndustriesQuery)
export class ListIndustriesHandler implements IQueryHandler<ListIndustriesQuery, IndustryView[]> {
  constructor(@Inject(KYSELY) private readonly db: Kysely<Database>) {}
  async execute(): Promise<IndustryView[]> {
    return this.db
      .selectFrom('industries')
      .select(['industry_id', 'industry_name', 'sub_industries'])
      .orderBy('sort_order')
      .execute();
  }
}

@Injectable()
@QueryHandler(ListStagesQuery)
export class ListStagesHandler implements IQueryHandler<ListStagesQuery, StageView[]> {
  constructor(@Inject(KYSELY) private readonly db: Kysely<Database>) {}
  async execute(): Promise<StageView[]> {
    return this.db.selectFrom('stages').select(['stage_id', 'stage_name']).orderBy('sort_order').execute();
  }
}

@Injectable()
@QueryHandler(ListOrganizationsQuery)
export class ListOrganizationsHandler implements IQueryHandler<ListOrganizationsQuery, OrganizationView[]> {
  constructor(@Inject(KYSELY) private readonly db: Kysely<Database>) {}
  async execute(): Promise<OrganizationView[]> {
    return this.db.selectFrom('organizations').select(['organization_id', 'name']).orderBy('name').execute();
  }
}
