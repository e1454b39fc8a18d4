import { QueryBus } from '@nestjs/cqrs';
import type { IndustryView, OrganizationView, StageView } from '@gc/contracts';
import { ApiController, fields, idsOf, listOf, Reads, TEXT, type SchemaObject } from '../../../http/openapi';
import { ListIndustriesQuery, ListOrganizationsQuery, ListStagesQuery } from '../queries/reference-data.queries';

const industrySchema: SchemaObject = {
  type: 'object',
  properties: {
    ...fields(TEXT, 'industry_id', 'industry_name'),
    sub_industries: listOf(idsOf('sub_industry_id', 'sub_industry_name')),
  },
};

/** The product's fixed lists (for anyone signed in): what the client and team forms offer. */
@ApiController('/', 'reference data')
export class ReferenceDataController {
  constructor(private readonly queries: QueryBus) {}

  @Reads('industries', 'The industries, each with its sub-industries', listOf(industrySchema))
  industries(): Promise<IndustryView[]> {
    return this.queries.execute(new ListIndustriesQuery());
  }

  @Reads('stages', 'The team stages, in stage order', listOf(idsOf('stage_id', 'stage_name')))
  stages(): Promise<StageView[]> {
    return this.queries.execute(new ListStagesQuery());
  }

  @Reads('organizations', 'The organisations a client can belong to', listOf(idsOf('organization_id', 'name')))
  organizations(): Promise<OrganizationView[]> {
    return this.queries.execute(new ListOrganizationsQuery());
  }
}
