import type { Projection } from '../../runner/projection';
/**
 * industries, stages and organizations for GET /industries, /stages, /organizations. Upserts keyed by the stable
 * ids, one statement per table per batch; the last fact for an id wins, so a replayed batch gives the same rows.
 */
export declare const referenceDataProjection: Projection;
