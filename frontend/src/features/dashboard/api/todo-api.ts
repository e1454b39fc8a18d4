import type { TakeListItemView } from '@gc/contracts';
import { api } from '../../../shared/api/api-slice';

/** The dashboard's own read of the member's takes (tag Take: submitting a reflection refreshes it). */
export const todoApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTodoTakes: build.query<TakeListItemView[], void>({
      query: () => 'assessments/take',
      providesTags: [{ type: 'Take' as const, id: 'LIST' }],
    }),
  }),
});

export const { useGetTodoTakesQuery } = todoApi;
