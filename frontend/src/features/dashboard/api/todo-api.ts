import type { TakeListItem } from '../../../domain/reflections/reflection-types';
import { api } from '../../../shared/api/api-slice';

/** The dashboard's own read of the member's takes (tag Take: submitting a reflection refreshes it). */
export const todoApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTodoTakes: build.query<TakeListItem[], void>({
      query: () => 'assessments/take',
      providesTags: [{ type: 'Take' as const, id: 'LIST' }],
    }),
  }),
});

export const { useGetTodoTakesQuery } = todoApi;
