import type { CreateUserItemDto, ImportReportView, ItemResult, UserView } from '@gc/contracts';
import { api } from '../../../shared/api/api-slice';

/** What an administrator may change of a user (admin spec section 3, update payload). */
export interface UserUpdate {
  email: string;
  name: string;
  custom_role: number;
  custom_organization?: string;
}

const path = (email: string) => `users/${encodeURIComponent(email)}`;
const LIST = { type: 'User' as const, id: 'LIST' };

export const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUsers: build.query<UserView[], number | undefined>({
      // The users of the current client; `role` (5, 0 or 8) narrows the list.
      query: (role) => (role === undefined ? 'users' : { url: 'users', params: { role } }),
      providesTags: (users = []) => [LIST, ...users.map((u) => ({ type: 'User' as const, id: u.email }))],
    }),
    getUser: build.query<UserView, string>({
      query: (email) => path(email),
      // GET /users/{email} answers a list; the first item is the user.
      transformResponse: (body: UserView[] | UserView) => (Array.isArray(body) ? body[0] : body),
      providesTags: (_user, _error, email) => [{ type: 'User', id: email }],
    }),
    createUsers: build.mutation<ItemResult<UserView>[], Pick<CreateUserItemDto, 'name' | 'email' | 'custom_role'>[]>({
      query: (users) => ({ url: 'users', method: 'POST', body: users }),
      invalidatesTags: [LIST],
    }),
    reactivateUser: build.mutation<ItemResult<UserView>[], string>({
      query: (email) => ({ url: 'users', method: 'POST', body: [{ email }] }),
      invalidatesTags: (_result, _error, email) => [LIST, { type: 'User', id: email }],
    }),
    updateUser: build.mutation<UserView, UserUpdate>({
      query: (update) => ({ url: path(update.email), method: 'PUT', body: update }),
      invalidatesTags: (_result, _error, { email }) => [LIST, { type: 'User', id: email }],
    }),
    deleteUser: build.mutation<unknown, string>({
      query: (email) => ({ url: path(email), method: 'DELETE' }),
      invalidatesTags: (_result, _error, email) => [LIST, { type: 'User', id: email }],
    }),
    resetUserPassword: build.mutation<unknown, string>({
      query: (email) => ({ url: `${path(email)}/forgotpassword`, method: 'POST' }),
      invalidatesTags: (_result, _error, email) => [LIST, { type: 'User', id: email }],
    }),
    importUsers: build.mutation<ImportReportView, { csv: string; file_name: string }>({
      query: (body) => ({ url: 'users/import', method: 'POST', body }),
      invalidatesTags: [LIST],
    }),
  }),
});

export const {
  useGetUsersQuery,
  useGetUserQuery,
  useCreateUsersMutation,
  useReactivateUserMutation,
  useUpdateUserMutation,
  useDeleteUserMutation,
  useResetUserPasswordMutation,
  useImportUsersMutation,
} = usersApi;
