import type { ClientView } from '@gc/contracts';
import { api } from '../../../shared/api/api-slice';

export const clientsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getClients: build.query<ClientView[], void>({
      // The caller's clients with their role in each, for the workspace selector.
      query: () => 'clients',
      providesTags: (clients = []) => [
        { type: 'Client' as const, id: 'LIST' },
        ...clients.map((c) => ({ type: 'Client' as const, id: c.client_id })),
      ],
    }),
  }),
});

export const { useGetClientsQuery } = clientsApi;
