import { REFERENCE_DATA_STREAM } from '@gc/contracts';
import type { AggregateStore } from '../../../shared/aggregate-store';
import { referenceDataDecider, type ReferenceDataState } from '../../reference-data';

/**
 * The reference data as the write side knows it (the `reference-data` stream, a few dozen events): commands check
 * industry, stage and organisation ids against it rather than against a read model that may lag behind.
 */
export async function loadReferenceDataIds(aggregates: AggregateStore): Promise<ReferenceDataState> {
  const { state } = await aggregates.load(REFERENCE_DATA_STREAM, referenceDataDecider);
  return state;
}
