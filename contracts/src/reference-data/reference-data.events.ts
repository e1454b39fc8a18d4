import type { Fact } from '../events/envelope';
/** Facts of the reference-data catalogue (stream `reference-data`). Ids are stable slugs, so seeding is idempotent. */
export interface SubIndustryData {
  readonly subIndustryId: string;
  readonly name: string;
}

export type IndustryRegistered = Fact<
  'IndustryRegistered',
  {
    readonly industryId: string;
    readonly name: string;
    readonly sortOrder: number;
    readonly subIndustries: readonly SubIndustryData[];
  }
>;
export type StageRegistered = Fact<
  'StageRegistered',
  { readonly stageId: string; readonly name: string; readonly sortOrder: number }
>;
export type OrganizationRegistered = Fact<
  'OrganizationRegistered',
  { readonly organizationId: string; readonly name: string }
>;

export type ReferenceDataEvent = IndustryRegistered | StageRegistered | OrganizationRegistered;
export const REFERENCE_DATA_EVENT_TYPES: readonly ReferenceDataEvent['type'][] = [
  'IndustryRegistered',
  'StageRegistered',
  'OrganizationRegistered',
];
export const REFERENCE_DATA_STREAM = 'reference-data';

/** Response shapes of GET /industries, /stages, /organizations (spec: admin section 3). */
export interface IndustryView {
  industry_id: string;
  industry_name: string;
  sub_industries: { sub_industry_id: string; sub_industry_name: string }[];
}
export interface StageView {
  stage_id: string;
  stage_name: string;
}
export interface OrganizationView {
  organization_id: string;
  name: string;
}
