'use strict';
Object.defineProperty(exports, '__esModule', { value: true });
exports.referenceDataProjection = void 0;
const kysely_1 = require('kysely');
/**
 * industries, stages and organizations for GET /industries, /stages, /organizations. Upserts keyed by the stable
 * ids, one statement per table per batch; the last fact for an id wins, so a replayed batch gives the same rows.
 */
exports.referenceDataProjection = {
  name: 'reference-data',
  version: 1,
  canHandle: ['IndustryRegistered', 'StageRegistered', 'OrganizationRegistered'],
  tables: ['industries', 'stages', 'organizations'],
  async handle(events, trx) {
    const industries = new Map();
    const stages = new Map();
    const organizations = new Map();
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
      }
    }
    if (industries.size) {
      const rows = [...industries.values()].map((r) => ({ ...r, sub_industries: JSON.stringify(r.sub_industries) }));
      await trx
        .insertInto('industries')
        .values(rows)
        .onConflict((oc) =>
          oc.column('industry_id').doUpdateSet({
            industry_name: (eb) => eb.ref('excluded.industry_name'),
            sort_order: (eb) => eb.ref('excluded.sort_order'),
            sub_industries: (0, kysely_1.sql)`excluded.sub_industries`,
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
};
//# sourceMappingURL=reference-data.projection.js.map
