import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { IndustryView, OrganizationView, StageView } from '@gc/contracts';
import { ListIndustriesQuery, ListOrganizationsQuery, ListStagesQuery } from '../queries/reference-data.queries';

@ApiTags('reference data')
@Controller()
export class ReferenceDataController {
  constructor(private readonly queries: QueryBus) {}

  @Get('industries')
  @ApiOkResponse({
    description:
      '{ responseObj: [{ industry_id, industry_name, sub_industries: [{ sub_industry_id, sub_industry_name }] }] }',
  })
  industries(): Promise<IndustryView[]> {
    return this.queries.execute(new ListIndustriesQuery());
  }

  @Get('stages')
  @ApiOkResponse({ description: '{ responseObj: [{ stage_id, stage_name }] } in stage order' })
  stages(): Promise<StageView[]> {
    return this.queries.execute(new ListStagesQuery());
  }

  @Get('organizations')
  @ApiOkResponse({ description: '{ responseObj: [{ organization_id, name }] }' })
  organizations(): Promise<OrganizationView[]> {
    return this.queries.execute(new ListOrganizationsQuery());
  }
}
