import { api } from '../../../shared/api/api-slice';

export const termsApi = api.injectEndpoints({
  endpoints: (build) => ({
    acceptTerms: build.mutation<{ terms_accepted: boolean }, void>({
      query: () => ({ url: 'auth/terms/accept', method: 'POST' }),
      invalidatesTags: ['Session'],
    }),
    declineTerms: build.mutation<{ terms_accepted: boolean; message: string }, void>({
      query: () => ({ url: 'auth/terms/decline', method: 'POST', body: {} }),
    }),
  }),
});

export const { useAcceptTermsMutation, useDeclineTermsMutation } = termsApi;
