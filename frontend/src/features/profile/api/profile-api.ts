import type { MeView, UserView } from '@gc/contracts';
import { api } from '../../../shared/api/api-slice';

/** The profile's editable data (member spec section 7: PUT /users/{email} with email and data). */
export interface ProfileData {
  name: string;
  alternate_email: string;
  phone_number: string;
}

const path = (email: string) => `users/${encodeURIComponent(email)}`;
const ME = { type: 'Session' as const, id: 'PROFILE' };

export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyProfile: build.query<MeView, void>({
      query: () => 'auth/me',
      providesTags: [ME],
    }),
    updateMyProfile: build.mutation<UserView, { email: string; data: ProfileData }>({
      query: ({ email, data }) => ({ url: path(email), method: 'PUT', body: { email, data } }),
      invalidatesTags: (_result, _error, { email }) => [ME, { type: 'User', id: email }, { type: 'User', id: 'LIST' }],
    }),
    changeMyPassword: build.mutation<
      { message: string },
      { currentPassword: string; newPassword: string; confirmPassword: string }
    >({
      query: (body) => ({ url: 'auth/change-password', method: 'POST', body }),
    }),
    sendPhoneCode: build.mutation<{ destination: string }, { email: string; phone_number: string }>({
      // The profile variant of sendcode carries the phone in `data` (member spec section 7).
      query: ({ email, phone_number }) => ({
        url: `${path(email)}/sendcode`,
        method: 'POST',
        body: { email, Username: email, data: { phone_number } },
      }),
    }),
    confirmPhoneCode: build.mutation<{ verified: boolean }, { email: string; code: string; phone_number: string }>({
      query: ({ email, code, phone_number }) => ({
        url: `${path(email)}/confirmcode`,
        method: 'POST',
        body: { email, Username: email, code, phone_number },
      }),
      invalidatesTags: [ME],
    }),
    deleteMyAccount: build.mutation<unknown, void>({
      query: () => ({ url: 'users/me', method: 'DELETE' }),
    }),
  }),
});

export const {
  useGetMyProfileQuery,
  useUpdateMyProfileMutation,
  useChangeMyPasswordMutation,
  useSendPhoneCodeMutation,
  useConfirmPhoneCodeMutation,
  useDeleteMyAccountMutation,
} = profileApi;
