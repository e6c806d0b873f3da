import { tvtApi, type UserDto } from '../../api/generated/tvtApi';
import { endSession, rememberCurrentUser } from '../auth/session';

export type User = UserDto;
export type Gender = User['gender'];

export const usersApi = tvtApi.enhanceEndpoints({
  endpoints: {
    getMe: {
      providesTags: ['CurrentUser'],
    },
    getUserById: {
      providesTags: (_result, _error, arg) => [{ type: 'User', id: arg.id }],
    },
    getUserByUsername: {
      providesTags: (result) => (result ? [{ type: 'User', id: result.id }] : []),
    },
    updateUser: {
      invalidatesTags: (_result, _error, arg) => [{ type: 'User', id: arg.id }],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) rememberCurrentUser(dispatch, data.user);
      },
    },
    uploadAvatar: {
      // The generated query sends the DTO as JSON; the server expects multipart with the field `avatar`.
      query: ({ id, avatarUploadDto }) => {
        const form = new FormData();
        form.append('avatar', avatarUploadDto.avatar);
        return { url: `/api/users/${id}/avatar`, method: 'POST', body: form };
      },
      invalidatesTags: (_result, _error, arg) => [{ type: 'User', id: arg.id }],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) rememberCurrentUser(dispatch, data.user);
      },
    },
    deleteMe: {
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        await queryFulfilled.then(() => endSession(dispatch)).catch(() => undefined);
      },
    },
  },
});

export const {
  useGetMeQuery,
  useGetUserByIdQuery,
  useGetUserByUsernameQuery,
  useUpdateUserMutation,
  useUploadAvatarMutation,
  useDeleteMeMutation,
} = usersApi;
