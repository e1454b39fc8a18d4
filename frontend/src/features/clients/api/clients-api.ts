import { api } from '../../../shared/api/api-slice';

/** A client as GET /api/clients lists it (admin spec section 3); role_id is the caller's role in it. */
export interface ClientSummary {
  client_id: string;
  client_name: string;
  role_id?: number;
  client_selected?: boolean;
}

export const clientsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getClients: build.query<ClientSummary[], void>({
      query: () => 'clients',
      providesTags: (clients = []) => [
        { type: 'Client' as const, id: 'LIST' },
        ...clients.map((c) => ({ type: 'Client' as const, id: c.client_id })),
      ],
    }),
  }),
});

export const { useGetClientsQuery } = clientsApi;
