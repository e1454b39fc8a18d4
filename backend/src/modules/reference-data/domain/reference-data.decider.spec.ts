import type { ReferenceDataEvent } from '@gc/contracts';
import { referenceDataDecider as decider, type SeedReferenceData } from './reference-data.decider';

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

const given = (events: ReferenceDataEvent[]) => events.reduce(decider.evolve, decider.initialState());

describe('reference data decider', () => {
  it('given an empty catalogue, when seeded, then registers every industry, stage and organisation', () => {
    const events = decider.decide(seed, given([]));
    expect(events.map((e) => e.type)).toEqual([
      'IndustryRegistered',
      'StageRegistered',
      'StageRegistered',
      'OrganizationRegistered',
    ]);
    expect(events[0].data).toEqual(seed.industries[0]);
  });

  it('given a seeded catalogue, when seeded again, then nothing is registered twice', () => {
    const state = given(decider.decide(seed, given([])));
    expect(decider.decide(seed, state)).toEqual([]);
  });

  it('given a partial catalogue, when seeded, then only the missing items are registered', () => {
    const state = given([{ type: 'StageRegistered', data: { stageId: 'idea', name: 'Idea', sortOrder: 1 } }]);
    const events = decider.decide(seed, state);
    expect(
      events.filter((e) => e.type === 'StageRegistered').map((e) => (e.data as { stageId: string }).stageId),
    ).toEqual(['seed']);
  });
});
