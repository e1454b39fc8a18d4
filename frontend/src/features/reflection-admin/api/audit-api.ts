import type { HistoryEntryView, ResultItemView, StatOption, StatType } from '@gc/contracts';
import type { Reflection } from '../../../domain/reflections/reflection-types';
import { api } from '../../../shared/api/api-slice';

/**
 * The audit reads of a reflection (docs/audit.md; administrators only): its history, and the reflection and its
 * results as they were at an instant. The Edit Reflection page's History panel uses them.
 */

/** One line of GET /assessments/{id}/history. */
export type HistoryEntry = HistoryEntryView;

export interface AsOfArgs {
  id: string;
  /** ISO instant */
  at: string;
}

/** The team's two series the audit view shows for every chart type (offered to administrators for each). */
export const AUDIT_SERIES: readonly [StatOption, StatOption] = ['MY_TEAM_SELF_ASSESSMENT', 'MY_TEAM_AVERAGE'];

const enc = encodeURIComponent;

export const auditApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /assessments/{id}/history: every event of the reflection and its takes' lifecycle, oldest first. */
    getReflectionHistory: build.query<HistoryEntry[], string>({
      query: (id) => `assessments/${enc(id)}/history`,
      // any write on the reflection adds a line
      providesTags: (_entries, _error, id) => [{ type: 'Reflection' as const, id }],
    }),
    /** GET /assessments/{id}?at=: the reflection folded from its events up to the instant (the past does not change). */
    getReflectionAt: build.query<Reflection, AsOfArgs>({
      query: ({ id, at }) => `assessments/${enc(id)}?at=${enc(at)}`,
    }),
    /** GET /stats?type=&option_1=&option_2=&assessment_id=&at=: the team's series as the results page showed them then. */
    getResultsAt: build.query<ResultItemView[], AsOfArgs & { type: StatType }>({
      query: ({ id, at, type }) =>
        `stats?type=${type}&option_1=${AUDIT_SERIES[0]}&option_2=${AUDIT_SERIES[1]}&assessment_id=${enc(id)}&at=${enc(at)}`,
    }),
  }),
});

export const { useGetReflectionHistoryQuery, useGetReflectionAtQuery, useGetResultsAtQuery } = auditApi;
