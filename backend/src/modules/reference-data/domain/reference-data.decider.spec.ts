import { deciderSpec } from '../../../test-support/decider-spec';
import { referenceDataDecider, type SeedReferenceData } from './reference-data.decider';

const seed: SeedReferenceData = {
  type: 'SeedReferenceData',
  industries: [
    {
      industryId: 'fintech',
      name: 'Fintech',
      sortOrder: 1,
      subIndustries: [{ subIndustryId: 'fintech--payments', name: 'Payments' }],
    },
  ],
  stages: [
    { stageId: 'idea', name: 'Idea', sortOrder: 1 },
    { stageId: 'seed', name: 'Seed', sortOrder: 2 },
  ],
  organizations: [{ organizationId: 'gc', name: 'GrowthCatalyst' }],
};

const { when } = deciderSpec(referenceDataDecider);

describe('reference data decider', () => {
  it('given an empty catalogue, when seeded, then registers every industry, stage and organisation', () => {
    const events = when([], seed);
    expect(events.map((e) => e.type)).toEqual([
      'IndustryRegistered',
      'StageRegistered',
      'StageRegistered',
      'OrganizationRegistered',
    ]);
    expect(events[0].data).toEqual(seed.industries[0]);
  });

  it('given a seeded catalogue, when seeded again, then nothing is registered twice', () => {
    const seeded = when([], seed);
    expect(when(seeded, seed)).toEqual([]);
  });

  it('given a partial catalogue, when seeded, then only the missing items are registered', () => {
    const events = when([{ type: 'StageRegistered', data: { stageId: 'idea', name: 'Idea', sortOrder: 1 } }], seed);
    expect(
      events.filter((e) => e.type === 'StageRegistered').map((e) => (e.data as { stageId: string }).stageId),
    ).toEqual(['seed']);
  });
});
