import type { DemoRequestDto } from '@gc/contracts';
import { api } from '../../../shared/api/api-slice';

/** POST /demo-requests (public): stores the request, mails the requester and the demo inbox; 429 when rate limited. */
export const demoRequestsApi = api.injectEndpoints({
  endpoints: (build) => ({
    requestDemo: build.mutation<{ received: boolean }, DemoRequestDto>({
      query: (body) => ({ url: 'demo-requests', method: 'POST', body }),
    }),
  }),
});

export const { useRequestDemoMutation } = demoRequestsApi;
