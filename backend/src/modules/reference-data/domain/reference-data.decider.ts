import type { ReferenceDataEvent, SubIndustryData } from '@gc/contracts';
import { assertNever, type Decider } from '../../../shared/decider';

export interface SeedReferenceData {
  readonly type: 'SeedReferenceData';
  readonly industries: readonly {
    industryId: string;
    name: string;
    sortOrder: number;
    subIndustries: readonly SubIndustryData[];
  }[];
  readonly stages: readonly { stageId: string; name: string; sortOrder: number }[];
  readonly organizations: readonly { organizationId: string; name: string }[];
}
export type ReferenceDataCommand = SeedReferenceData;

export interface ReferenceDataState {
  readonly industryIds: ReadonlySet<string>;
  readonly stageIds: ReadonlySet<string>;
  readonly organizationIds: ReadonlySet<string>;
}

const added = (set: ReadonlySet<string>, id: string) => new Set([...set, id]);

/** Seeding registers only what the catalogue lacks, so running it on every start appends nothing new. */
export const referenceDataDecider: Decider<ReferenceDataCommand, ReferenceDataEvent, ReferenceDataState> = {
  initialState: () => ({ industryIds: new Set(), stageIds: new Set(), organizationIds: new Set() }),

  evolve(state, event) {
    switch (event.type) {
      case 'IndustryRegistered':
        return { ...state, industryIds: added(state.industryIds, event.data.industryId) };
      case 'StageRegistered':
        return { ...state, stageIds: added(state.stageIds, event.data.stageId) };
      case 'OrganizationRegistered':
        return { ...state, organizationIds: added(state.organizationIds, event.data.organizationId) };
      default:
        return assertNever(event);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'SeedReferenceData':
        return [
          ...command.industries
            .filter((i) => !state.industryIds.has(i.industryId))
            .map((i): ReferenceDataEvent => ({
              type: 'IndustryRegistered',
              data: { ...i, subIndustries: [...i.subIndustries] },
            })),
          ...command.stages
            .filter((s) => !state.stageIds.has(s.stageId))
            .map((s): ReferenceDataEvent => ({ type: 'StageRegistered', data: { ...s } })),
          ...command.organizations
            .filter((o) => !state.organizationIds.has(o.organizationId))
            .map((o): ReferenceDataEvent => ({ type: 'OrganizationRegistered', data: { ...o } })),
        ];
      default:
        return assertNever(command.type);
    }
  },
};
