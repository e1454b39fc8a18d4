import { assertNever, REFERENCE_DATA_EVENT_TYPES, type ReferenceDataEvent } from '@gc/contracts';
import { sql } from 'kysely';
import { defineProjection } from '../../runner/define-projection';
import type { NewIndustryRow } from './industries.table';
import type { NewOrganizationRow } from './organizations.table';
import type { NewStageRow } from './stages.table';

/**
 * industries, stages and organizations for GET /industries, /stages, /organizations. Upserts keyed by the stable
 * ids, one statement per table per batch; the last fact for an id wins, so a replayed batch gives the same rows.
 */
export const referenceDataProjection = defineProjection<ReferenceDataEvent>({
  name: 'reference-data',
  version: 1,
  canHandle: REFERENCE_DATA_EVENT_TYPES,
  tables: ['industries', 'stages', 'organizations'],

  async handle(events, trx) {
    const industries = new Map<string, NewIndustryRow>();
    const stages = new Map<string, NewStageRow>();
    const organizations = new Map<string, NewOrganizationRow>();
    for (const event of events) {
      switch (event.type) {
        case 'IndustryRegistered':
          industries.set(event.data.industryId, {
            industry_id: event.data.industryId,
            industry_name: event.data.name,
            sort_order: event.data.sortOrder,
            sub_industries: event.data.subIndustries.map((s) => ({
              sub_industry_id: s.subIndustryId,
              sub_industry_name: s.name,
            })),
          });
          break;
        case 'StageRegistered':
          stages.set(event.data.stageId, {
            stage_id: event.data.stageId,
            stage_name: event.data.name,
            sort_order: event.data.sortOrder,
          });
          break;
        case 'OrganizationRegistered':
          organizations.set(event.data.organizationId, {
            organization_id: event.data.organizationId,
            name: event.data.name,
          });
          break;
        default:
          assertNever(event);
      }
    }
    if (industries.size) {
      const rows = [...industries.values()].map((r) => ({
        ...r,
        sub_industries: JSON.stringify(r.sub_industries) as never,
      }));
      await trx
        .insertInto('industries')
        .values(rows)
        .onConflict((oc) =>
          oc.column('industry_id').doUpdateSet({
            industry_name: (eb) => eb.ref('excluded.industry_name'),
            sort_order: (eb) => eb.ref('excluded.sort_order'),
            sub_industries: sql`excluded.sub_industries`,
          }),
        )
        .execute();
    }
    if (stages.size) {
      await trx
        .insertInto('stages')
        .values([...stages.values()])
        .onConflict((oc) =>
          oc.column('stage_id').doUpdateSet({
            stage_name: (eb) => eb.ref('excluded.stage_name'),
            sort_order: (eb) => eb.ref('excluded.sort_order'),
          }),
        )
        .execute();
    }
    if (organizations.size) {
      await trx
        .insertInto('organizations')
        .values([...organizations.values()])
        .onConflict((oc) => oc.column('organization_id').doUpdateSet({ name: (eb) => eb.ref('excluded.name') }))
        .execute();
    }
  },
});
