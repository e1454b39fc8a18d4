import type { GapItemView, OpenAnswersView, ResultItemView, StatOption, StatType, TrendView } from '@gc/contracts';
import type { ResultsDropdown, ResultsStatus } from '../../../domain/reflections/reflection-types';
import { api } from '../../../shared/api/api-slice';

/** The results hub's reads (member spec section 7, and the gap and trend views beyond it). */
export interface StatsArgs {
  type: StatType;
  main: StatOption;
  comparison: StatOption;
  reflectionId: string;
  /** administrators: the receiver whose results 'My Results' shows (left out: the viewer's own) */
  receiverId?: string;
}

const enc = encodeURIComponent;

export const resultsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /stats/dropdowns/teams: the history dropdown, grouped by team. */
    getResultsDropdown: build.query<ResultsDropdown[], void>({
      query: () => 'stats/dropdowns/teams',
      providesTags: [{ type: 'Stats' as const, id: 'DROPDOWN' }],
    }),
    /** GET /stats/status: what the hub can show of a reflection yet (its promise, release, response rate). */
    getResultsStatus: build.query<ResultsStatus, string>({
      query: (reflectionId) => `stats/status?assessment_id=${enc(reflectionId)}`,
      providesTags: (_status, _error, reflectionId) => [{ type: 'Stats' as const, id: reflectionId }],
    }),
    /** GET /stats?type=&option_1=&option_2=&assessment_id=[&receiver_id=]: one item per question (a radar axis). */
    getStats: build.query<ResultItemView[], StatsArgs>({
      query: ({ type, main, comparison, reflectionId, receiverId }) =>
        `stats?type=${type}&option_1=${main}&option_2=${comparison}&assessment_id=${enc(reflectionId)}` +
        (receiverId ? `&receiver_id=${enc(receiverId)}` : ''),
      providesTags: (_items, _error, { reflectionId }) => [{ type: 'Stats' as const, id: reflectionId }],
    }),
    /** GET /stats/open-answers: the open questions' answers (each list ordered by its text), or why withheld. */
    getOpenAnswers: build.query<OpenAnswersView[], string>({
      query: (reflectionId) => `stats/open-answers?assessment_id=${enc(reflectionId)}`,
      providesTags: (_answers, _error, reflectionId) => [{ type: 'Stats' as const, id: reflectionId }],
    }),
    /** GET /stats/gaps: a receiver's self against others, per question (receivers only). */
    getGaps: build.query<GapItemView[], string>({
      query: (reflectionId) => `stats/gaps?assessment_id=${enc(reflectionId)}`,
      providesTags: (_items, _error, reflectionId) => [{ type: 'Stats' as const, id: reflectionId }],
    }),
    /** GET /stats/trends: the caller's results across a team's reflections, one series per reflection. */
    getTrends: build.query<TrendView, { teamId: string; type: StatType }>({
      query: ({ teamId, type }) => `stats/trends?team_id=${enc(teamId)}&type=${type}`,
      providesTags: [{ type: 'Stats' as const, id: 'TRENDS' }],
    }),
  }),
});

export const {
  useGetResultsDropdownQuery,
  useGetResultsStatusQuery,
  useGetStatsQuery,
  useGetOpenAnswersQuery,
  useGetGapsQuery,
  useGetTrendsQuery,
} = resultsApi;
