import type { SaveTakeDto, TakeSavedView, TakeSubmittedView, TakeView } from '@gc/contracts';
import type { TakeListItem } from '../../../domain/reflections/reflection-types';
import { api } from '../../../shared/api/api-slice';

/** The reflection-taking calls (member spec section 7): the inbox, one take, save progress, submit. */
export type TakePhaseFilter = 'NEW' | 'IN_PROGRESS' | 'COMPLETED';

const enc = encodeURIComponent;
const TAKE_LIST = { type: 'Take' as const, id: 'LIST' };

export const takingApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /assessments/take: the member's takes (the API sorts them soonest due first; so does the page). */
    listTakes: build.query<TakeListItem[], TakePhaseFilter | void>({
      query: (phase) => (phase ? `assessments/take?assessment_take_user_phase=${phase}` : 'assessments/take'),
      providesTags: [TAKE_LIST],
    }),
    /** GET /assessments/take/{id}: the reflection to fill in, the people to rate and the answers so far. */
    getTake: build.query<TakeView, string>({
      query: (id) => `assessments/take/${enc(id)}`,
      providesTags: (_view, _error, id) => [{ type: 'Take' as const, id }],
    }),
    /**
     * PUT /assessments/take/{id}: only the answers changed since the last successful save (a left-out answer keeps
     * what is recorded), so two tabs of the same person keep both. It does not refetch the take: the page holds the
     * answers being typed.
     */
    saveTake: build.mutation<TakeSavedView, { id: string; body: SaveTakeDto }>({
      query: ({ id, body }) => ({ url: `assessments/take/${enc(id)}`, method: 'PUT', body }),
      invalidatesTags: [TAKE_LIST],
    }),
    /** POST /assessments/take/{id}/complete: submit (400 TAKE_INCOMPLETE while answers are missing). */
    completeTake: build.mutation<TakeSubmittedView, { id: string; body: SaveTakeDto }>({
      query: ({ id, body }) => ({ url: `assessments/take/${enc(id)}/complete`, method: 'POST', body }),
      invalidatesTags: (_view, _error, { id }) => [TAKE_LIST, { type: 'Take' as const, id }, 'TeamReflections'],
    }),
  }),
});

export const { useListTakesQuery, useGetTakeQuery, useSaveTakeMutation, useCompleteTakeMutation } = takingApi;

/** The status of a failed request (a number for an HTTP answer). */
export const statusOf = (error: unknown): unknown =>
  typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
