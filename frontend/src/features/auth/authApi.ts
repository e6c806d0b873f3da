import { tvtApi } from '../../api/generated/tvtApi';
import { endSession, startSession } from './session';

export const authApi = tvtApi.enhanceEndpoints({
  endpoints: {
    login: {
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data?.user && !data.requiresOTP) startSession(dispatch, data.user);
      },
    },
    verify: {
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data?.user) startSession(dispatch, data.user);
      },
    },
    logout: {
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        await queryFulfilled.then(() => endSession(dispatch)).catch(() => undefined);
      },
    },
  },
});

export const {
  useLoginMutation,
  useRegisterMutation,
  useVerifyMutation,
  useResendOtpMutation,
  useLogoutMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useChangePasswordMutation,
} = authApi;
