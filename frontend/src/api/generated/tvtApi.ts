import { baseApi as api } from "../baseApi";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHealth: build.query<GetHealthApiResponse, GetHealthApiArg>({
      query: () => ({ url: `/api/health` }),
    }),
    getOutbox: build.query<GetOutboxApiResponse, GetOutboxApiArg>({
      query: (queryArg) => ({
        url: `/api/dev/outbox`,
        params: {
          to: queryArg.to,
        },
      }),
    }),
    register: build.mutation<RegisterApiResponse, RegisterApiArg>({
      query: (queryArg) => ({
        url: `/api/auth/register`,
        method: "POST",
        body: queryArg.registerDto,
      }),
    }),
    verify: build.mutation<VerifyApiResponse, VerifyApiArg>({
      query: (queryArg) => ({
        url: `/api/auth/verify`,
        method: "POST",
        body: queryArg.verifyOtpDto,
      }),
    }),
    resendOtp: build.mutation<ResendOtpApiResponse, ResendOtpApiArg>({
      query: (queryArg) => ({
        url: `/api/auth/resend-otp`,
        method: "POST",
        body: queryArg.resendOtpDto,
      }),
    }),
    login: build.mutation<LoginApiResponse, LoginApiArg>({
      query: (queryArg) => ({
        url: `/api/auth/login`,
        method: "POST",
        body: queryArg.loginDto,
      }),
    }),
    logout: build.mutation<LogoutApiResponse, LogoutApiArg>({
      query: () => ({ url: `/api/auth/logout`, method: "POST" }),
    }),
    forgotPassword: build.mutation<
      ForgotPasswordApiResponse,
      ForgotPasswordApiArg
    >({
      query: (queryArg) => ({
        url: `/api/auth/forgot-password`,
        method: "POST",
        body: queryArg.forgotPasswordDto,
      }),
    }),
    resetPassword: build.mutation<
      ResetPasswordApiResponse,
      ResetPasswordApiArg
    >({
      query: (queryArg) => ({
        url: `/api/auth/reset-password`,
        method: "POST",
        body: queryArg.resetPasswordDto,
      }),
    }),
    changePassword: build.mutation<
      ChangePasswordApiResponse,
      ChangePasswordApiArg
    >({
      query: (queryArg) => ({
        url: `/api/auth/change-password`,
        method: "POST",
        body: queryArg.changePasswordDto,
      }),
    }),
    getMe: build.query<GetMeApiResponse, GetMeApiArg>({
      query: () => ({ url: `/api/users/me` }),
    }),
    deleteMe: build.mutation<DeleteMeApiResponse, DeleteMeApiArg>({
      query: () => ({ url: `/api/users/me`, method: "DELETE" }),
    }),
    getUsersBatch: build.mutation<
      GetUsersBatchApiResponse,
      GetUsersBatchApiArg
    >({
      query: (queryArg) => ({
        url: `/api/users/batch`,
        method: "POST",
        body: queryArg.usersBatchDto,
      }),
    }),
    getUserByUsername: build.query<
      GetUserByUsernameApiResponse,
      GetUserByUsernameApiArg
    >({
      query: (queryArg) => ({
        url: `/api/users/username/${queryArg.username}`,
      }),
    }),
    getUserById: build.query<GetUserByIdApiResponse, GetUserByIdApiArg>({
      query: (queryArg) => ({ url: `/api/users/${queryArg.id}` }),
    }),
    updateUser: build.mutation<UpdateUserApiResponse, UpdateUserApiArg>({
      query: (queryArg) => ({
        url: `/api/users/${queryArg.id}`,
        method: "PATCH",
        body: queryArg.updateUserDto,
      }),
    }),
    uploadAvatar: build.mutation<UploadAvatarApiResponse, UploadAvatarApiArg>({
      query: (queryArg) => ({
        url: `/api/users/${queryArg.id}/avatar`,
        method: "POST",
        body: queryArg.avatarUploadDto,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as tvtApi };
export type GetHealthApiResponse = /** status 200  */ HealthDto;
export type GetHealthApiArg = void;
export type GetOutboxApiResponse = /** status 200  */ OutboxResponseDto;
export type GetOutboxApiArg = {
  to?: string;
};
export type RegisterApiResponse = /** status 201  */ RegisterResponseDto;
export type RegisterApiArg = {
  registerDto: RegisterDto;
};
export type VerifyApiResponse = /** status 200  */ VerifyResponseDto;
export type VerifyApiArg = {
  verifyOtpDto: VerifyOtpDto;
};
export type ResendOtpApiResponse = /** status 200  */ ResendOtpResponseDto;
export type ResendOtpApiArg = {
  resendOtpDto: ResendOtpDto;
};
export type LoginApiResponse = /** status 200  */ LoginResponseDto;
export type LoginApiArg = {
  loginDto: LoginDto;
};
export type LogoutApiResponse = /** status 200  */ MessageDto;
export type LogoutApiArg = void;
export type ForgotPasswordApiResponse = /** status 200  */ MessageDto;
export type ForgotPasswordApiArg = {
  forgotPasswordDto: ForgotPasswordDto;
};
export type ResetPasswordApiResponse = /** status 200  */ MessageDto;
export type ResetPasswordApiArg = {
  resetPasswordDto: ResetPasswordDto;
};
export type ChangePasswordApiResponse = /** status 200  */ MessageDto;
export type ChangePasswordApiArg = {
  changePasswordDto: ChangePasswordDto;
};
export type GetMeApiResponse = /** status 200  */ UserDto;
export type GetMeApiArg = void;
export type DeleteMeApiResponse = /** status 200  */ MessageDto;
export type DeleteMeApiArg = void;
export type GetUsersBatchApiResponse = /** status 200  */ UsersResponseDto;
export type GetUsersBatchApiArg = {
  usersBatchDto: UsersBatchDto;
};
export type GetUserByUsernameApiResponse = /** status 200  */ PublicUserDto;
export type GetUserByUsernameApiArg = {
  username: string;
};
export type GetUserByIdApiResponse = /** status 200  */ PublicUserDto;
export type GetUserByIdApiArg = {
  id: string;
};
export type UpdateUserApiResponse = /** status 200  */ UserWithMessageDto;
export type UpdateUserApiArg = {
  id: string;
  updateUserDto: UpdateUserDto;
};
export type UploadAvatarApiResponse = /** status 200  */ UserWithMessageDto;
export type UploadAvatarApiArg = {
  id: string;
  avatarUploadDto: AvatarUploadDto;
};
export type HealthDto = {
  status: "ok" | "degraded";
  db: "up" | "down";
  redis: "up" | "down";
};
export type OutboxMessageDto = {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
};
export type OutboxResponseDto = {
  messages: OutboxMessageDto[];
};
export type RegisterResponseDto = {
  userId: string;
  message: string;
  /** Whether the verification e-mail was handed over */
  emailSent: boolean;
};
export type RegisterDto = {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  password: string;
  /** When sent, must equal password */
  confirmPassword?: string;
  gender?: "male" | "female" | "other";
  displayName?: string;
};
export type AvatarVariantsDto = {
  /** 64 px square */
  small: string;
  /** 256 px square */
  medium: string;
  /** 512 px square */
  large: string;
};
export type UserDto = {
  id: string;
  username: string;
  displayName: string | null;
  firstName: string;
  lastName: string;
  /** URL of the 512 px avatar, or an empty string */
  avatar: string;
  avatarVariants: AvatarVariantsDto | null;
  bio: string | null;
  gender: "male" | "female" | "other";
  role: "default" | "trendstar";
  followers: number;
  following: number;
  verified: boolean;
  createdAt: string;
  email?: string;
  credits?: number;
  emailVerified?: boolean;
  isAdmin?: boolean;
};
export type VerifyResponseDto = {
  user: UserDto;
  nextStep?: "profile-picture";
  message: string;
};
export type VerifyOtpDto = {
  userId: string;
  otp: string;
};
export type ErrorInfoDto = {
  resolution: string;
};
export type ResendOtpResponseDto = {
  emailSent: boolean;
  message: string;
  errorInfo?: ErrorInfoDto;
};
export type ResendOtpDto = {
  userId: string;
};
export type LoginResponseDto = {
  requiresOTP: boolean;
  message: string;
  userId: string;
  user: UserDto | null;
};
export type LoginDto = {
  /** Username (or e-mail) */
  username: string;
  password: string;
};
export type MessageDto = {
  message: string;
};
export type ForgotPasswordDto = {
  email: string;
};
export type ResetPasswordDto = {
  token: string;
  password: string;
  confirmPassword: string;
};
export type ChangePasswordDto = {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
};
export type UserSummaryDto = {
  id: string;
  username: string;
  displayName: string | null;
  avatar: string;
  verified: boolean;
};
export type UsersResponseDto = {
  users: UserSummaryDto[];
};
export type UsersBatchDto = {
  userIds: string[];
};
export type PublicUserDto = {
  id: string;
  username: string;
  displayName: string | null;
  firstName: string;
  lastName: string;
  /** URL of the 512 px avatar, or an empty string */
  avatar: string;
  avatarVariants: AvatarVariantsDto | null;
  bio: string | null;
  gender: "male" | "female" | "other";
  role: "default" | "trendstar";
  followers: number;
  following: number;
  verified: boolean;
  createdAt: string;
};
export type UserWithMessageDto = {
  user: UserDto;
  message: string;
};
export type UpdateUserDto = {
  firstName: string;
  lastName: string;
  /** Trimmed; empty becomes null */
  bio?: string | null;
  gender?: "male" | "female" | "other";
};
export type AvatarUploadDto = {
  /** JPEG, PNG or WebP, at most 25 MB */
  avatar: Blob;
};
export const {
  useGetHealthQuery,
  useGetOutboxQuery,
  useRegisterMutation,
  useVerifyMutation,
  useResendOtpMutation,
  useLoginMutation,
  useLogoutMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useChangePasswordMutation,
  useGetMeQuery,
  useDeleteMeMutation,
  useGetUsersBatchMutation,
  useGetUserByUsernameQuery,
  useGetUserByIdQuery,
  useUpdateUserMutation,
  useUploadAvatarMutation,
} = injectedRtkApi;
