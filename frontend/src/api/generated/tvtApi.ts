import { baseApi as api } from "../baseApi";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLiveness: build.query<GetLivenessApiResponse, GetLivenessApiArg>({
      query: () => ({ url: `/api/health/live` }),
    }),
    getHealth: build.query<GetHealthApiResponse, GetHealthApiArg>({
      query: () => ({ url: `/api/health` }),
    }),
    streamEvents: build.query<StreamEventsApiResponse, StreamEventsApiArg>({
      query: () => ({ url: `/api/events` }),
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
    searchUsers: build.query<SearchUsersApiResponse, SearchUsersApiArg>({
      query: (queryArg) => ({
        url: `/api/users/search`,
        params: {
          q: queryArg.q,
        },
      }),
    }),
    getTrendstars: build.query<GetTrendstarsApiResponse, GetTrendstarsApiArg>({
      query: (queryArg) => ({
        url: `/api/users/trendstars`,
        params: {
          cursor: queryArg.cursor,
          search: queryArg.search,
        },
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
    getTrendstarApplication: build.query<
      GetTrendstarApplicationApiResponse,
      GetTrendstarApplicationApiArg
    >({
      query: () => ({ url: `/api/trendstar/application` }),
    }),
    applyForTrendstar: build.mutation<
      ApplyForTrendstarApiResponse,
      ApplyForTrendstarApiArg
    >({
      query: (queryArg) => ({
        url: `/api/trendstar/apply`,
        method: "POST",
        body: queryArg.applyForTrendstarDto,
      }),
    }),
    listTrendstarApplications: build.query<
      ListTrendstarApplicationsApiResponse,
      ListTrendstarApplicationsApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/trendstar-applications`,
        params: {
          status: queryArg.status,
        },
      }),
    }),
    reviewTrendstarApplication: build.mutation<
      ReviewTrendstarApplicationApiResponse,
      ReviewTrendstarApplicationApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/trendstar-applications/${queryArg.id}`,
        method: "PATCH",
        body: queryArg.reviewTrendstarApplicationDto,
      }),
    }),
    getCredits: build.query<GetCreditsApiResponse, GetCreditsApiArg>({
      query: () => ({ url: `/api/credits` }),
    }),
    getCreditTransactions: build.query<
      GetCreditTransactionsApiResponse,
      GetCreditTransactionsApiArg
    >({
      query: (queryArg) => ({
        url: `/api/credits/transactions`,
        params: {
          page: queryArg.page,
          limit: queryArg.limit,
        },
      }),
    }),
    getCreditPackages: build.query<
      GetCreditPackagesApiResponse,
      GetCreditPackagesApiArg
    >({
      query: () => ({ url: `/api/credits/packages` }),
    }),
    createCreditOrder: build.mutation<
      CreateCreditOrderApiResponse,
      CreateCreditOrderApiArg
    >({
      query: (queryArg) => ({
        url: `/api/credits/create-order`,
        method: "POST",
        body: queryArg.createCreditOrderDto,
      }),
    }),
    verifyCreditPayment: build.mutation<
      VerifyCreditPaymentApiResponse,
      VerifyCreditPaymentApiArg
    >({
      query: (queryArg) => ({
        url: `/api/credits/verify-payment`,
        method: "POST",
        body: queryArg.verifyCreditPaymentDto,
      }),
    }),
    payTestOrder: build.mutation<PayTestOrderApiResponse, PayTestOrderApiArg>({
      query: (queryArg) => ({
        url: `/api/credits/test-checkout/${queryArg.orderId}/pay`,
        method: "POST",
      }),
    }),
    receiveRazorpayWebhook: build.mutation<
      ReceiveRazorpayWebhookApiResponse,
      ReceiveRazorpayWebhookApiArg
    >({
      query: (queryArg) => ({
        url: `/api/credits/webhook`,
        method: "POST",
        body: queryArg.body,
        headers: {
          "x-razorpay-event-id": queryArg["x-razorpay-event-id"],
          "X-Razorpay-Signature": queryArg["X-Razorpay-Signature"],
        },
      }),
    }),
    grantCredits: build.mutation<GrantCreditsApiResponse, GrantCreditsApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/users/${queryArg.id}/credits`,
        method: "POST",
        body: queryArg.grantCreditsDto,
      }),
    }),
    listCreditPackagesAdmin: build.query<
      ListCreditPackagesAdminApiResponse,
      ListCreditPackagesAdminApiArg
    >({
      query: () => ({ url: `/api/admin/credit-packages` }),
    }),
    createCreditPackage: build.mutation<
      CreateCreditPackageApiResponse,
      CreateCreditPackageApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/credit-packages`,
        method: "POST",
        body: queryArg.createCreditPackageDto,
      }),
    }),
    updateCreditPackage: build.mutation<
      UpdateCreditPackageApiResponse,
      UpdateCreditPackageApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/credit-packages/${queryArg.id}`,
        method: "PATCH",
        body: queryArg.updateCreditPackageDto,
      }),
    }),
    uploadHuman: build.mutation<UploadHumanApiResponse, UploadHumanApiArg>({
      query: (queryArg) => ({
        url: `/api/virtual-try-on/upload-human`,
        method: "POST",
        body: queryArg.uploadHumanDto,
      }),
    }),
    uploadCloth: build.mutation<UploadClothApiResponse, UploadClothApiArg>({
      query: (queryArg) => ({
        url: `/api/virtual-try-on/upload-cloth`,
        method: "POST",
        body: queryArg.uploadClothDto,
      }),
    }),
    listPersonPhotos: build.query<
      ListPersonPhotosApiResponse,
      ListPersonPhotosApiArg
    >({
      query: () => ({ url: `/api/virtual-try-on/person-photos` }),
    }),
    deletePersonPhoto: build.mutation<
      DeletePersonPhotoApiResponse,
      DeletePersonPhotoApiArg
    >({
      query: (queryArg) => ({
        url: `/api/virtual-try-on/person-photos/${queryArg.id}`,
        method: "DELETE",
      }),
    }),
    startTryOn: build.mutation<StartTryOnApiResponse, StartTryOnApiArg>({
      query: (queryArg) => ({
        url: `/api/virtual-try-on`,
        method: "POST",
        body: queryArg.startTryOnDto,
      }),
    }),
    getTryOnStatus: build.query<
      GetTryOnStatusApiResponse,
      GetTryOnStatusApiArg
    >({
      query: (queryArg) => ({
        url: `/api/virtual-try-on`,
        params: {
          id: queryArg.id,
        },
      }),
    }),
    saveTryOn: build.mutation<SaveTryOnApiResponse, SaveTryOnApiArg>({
      query: (queryArg) => ({
        url: `/api/virtual-try-on/save`,
        method: "POST",
        body: queryArg.saveTryOnDto,
      }),
    }),
    getTryOn: build.query<GetTryOnApiResponse, GetTryOnApiArg>({
      query: (queryArg) => ({
        url: `/api/virtual-try-on/${queryArg.timestamp}/${queryArg.id}`,
      }),
    }),
    deleteTryOn: build.mutation<DeleteTryOnApiResponse, DeleteTryOnApiArg>({
      query: (queryArg) => ({
        url: `/api/virtual-try-on/${queryArg.timestamp}/${queryArg.id}`,
        method: "DELETE",
        body: queryArg.deleteTryOnDto,
      }),
    }),
    deductCredits: build.mutation<
      DeductCreditsApiResponse,
      DeductCreditsApiArg
    >({
      query: (queryArg) => ({
        url: `/api/credits/deduct`,
        method: "POST",
        body: queryArg.deductCreditsDto,
      }),
    }),
    getUserTryOns: build.query<GetUserTryOnsApiResponse, GetUserTryOnsApiArg>({
      query: (queryArg) => ({ url: `/api/users/${queryArg.username}/try-ons` }),
    }),
    createTryOnPost: build.mutation<
      CreateTryOnPostApiResponse,
      CreateTryOnPostApiArg
    >({
      query: (queryArg) => ({
        url: `/api/posts/try-on`,
        method: "POST",
        body: queryArg.createTryOnPostDto,
      }),
    }),
    getTryOnPost: build.query<GetTryOnPostApiResponse, GetTryOnPostApiArg>({
      query: (queryArg) => ({
        url: `/api/posts/try-on/${queryArg.username}/${queryArg.id}`,
      }),
    }),
    getPost: build.query<GetPostApiResponse, GetPostApiArg>({
      query: (queryArg) => ({ url: `/api/posts/${queryArg.id}` }),
    }),
    deletePost: build.mutation<DeletePostApiResponse, DeletePostApiArg>({
      query: (queryArg) => ({
        url: `/api/posts/${queryArg.id}`,
        method: "DELETE",
      }),
    }),
    getUserTryOnPosts: build.query<
      GetUserTryOnPostsApiResponse,
      GetUserTryOnPostsApiArg
    >({
      query: (queryArg) => ({
        url: `/api/users/${queryArg.username}/try-ons/posts`,
      }),
    }),
    useReferenceGarment: build.mutation<
      UseReferenceGarmentApiResponse,
      UseReferenceGarmentApiArg
    >({
      query: (queryArg) => ({
        url: `/api/virtual-try-on/reference-garment`,
        method: "POST",
        body: queryArg.referenceGarmentDto,
      }),
    }),
    followUser: build.mutation<FollowUserApiResponse, FollowUserApiArg>({
      query: (queryArg) => ({
        url: `/api/users/${queryArg.id}/follow`,
        method: "POST",
      }),
    }),
    unfollowUser: build.mutation<UnfollowUserApiResponse, UnfollowUserApiArg>({
      query: (queryArg) => ({
        url: `/api/users/${queryArg.id}/follow`,
        method: "DELETE",
      }),
    }),
    getFollowStatus: build.query<
      GetFollowStatusApiResponse,
      GetFollowStatusApiArg
    >({
      query: (queryArg) => ({ url: `/api/users/${queryArg.id}/follow-status` }),
    }),
    getFollowers: build.query<GetFollowersApiResponse, GetFollowersApiArg>({
      query: (queryArg) => ({
        url: `/api/users/${queryArg.id}/followers`,
        params: {
          page: queryArg.page,
          limit: queryArg.limit,
        },
      }),
    }),
    getFollowing: build.query<GetFollowingApiResponse, GetFollowingApiArg>({
      query: (queryArg) => ({
        url: `/api/users/${queryArg.id}/following`,
        params: {
          page: queryArg.page,
          limit: queryArg.limit,
        },
      }),
    }),
    getFeed: build.query<GetFeedApiResponse, GetFeedApiArg>({
      query: (queryArg) => ({
        url: `/api/feed`,
        params: {
          cursor: queryArg.cursor,
          limit: queryArg.limit,
          trendstar: queryArg.trendstar,
        },
      }),
    }),
    likePost: build.mutation<LikePostApiResponse, LikePostApiArg>({
      query: (queryArg) => ({
        url: `/api/posts/${queryArg.id}/like`,
        method: "POST",
      }),
    }),
    getPostLikers: build.query<GetPostLikersApiResponse, GetPostLikersApiArg>({
      query: (queryArg) => ({
        url: `/api/posts/${queryArg.id}/likes/users`,
        params: {
          page: queryArg.page,
          limit: queryArg.limit,
        },
      }),
    }),
    getPostComments: build.query<
      GetPostCommentsApiResponse,
      GetPostCommentsApiArg
    >({
      query: (queryArg) => ({
        url: `/api/posts/${queryArg.id}/comments`,
        params: {
          cursor: queryArg.cursor,
          limit: queryArg.limit,
        },
      }),
    }),
    addPostComment: build.mutation<
      AddPostCommentApiResponse,
      AddPostCommentApiArg
    >({
      query: (queryArg) => ({
        url: `/api/posts/${queryArg.id}/comments`,
        method: "POST",
        body: queryArg.createCommentDto,
      }),
    }),
    getPostCommentReplies: build.query<
      GetPostCommentRepliesApiResponse,
      GetPostCommentRepliesApiArg
    >({
      query: (queryArg) => ({
        url: `/api/posts/${queryArg.id}/comments/${queryArg.parentId}/replies`,
        params: {
          cursor: queryArg.cursor,
          limit: queryArg.limit,
        },
      }),
    }),
    addPostCommentReply: build.mutation<
      AddPostCommentReplyApiResponse,
      AddPostCommentReplyApiArg
    >({
      query: (queryArg) => ({
        url: `/api/posts/${queryArg.id}/comments/${queryArg.parentId}/replies`,
        method: "POST",
        body: queryArg.createCommentDto,
      }),
    }),
    likeComment: build.mutation<LikeCommentApiResponse, LikeCommentApiArg>({
      query: (queryArg) => ({
        url: `/api/comments/${queryArg.id}/like`,
        method: "POST",
      }),
    }),
    likePostComment: build.mutation<
      LikePostCommentApiResponse,
      LikePostCommentApiArg
    >({
      query: (queryArg) => ({
        url: `/api/post-comments/${queryArg.id}/like`,
        method: "POST",
      }),
    }),
    checkPostCommentLike: build.query<
      CheckPostCommentLikeApiResponse,
      CheckPostCommentLikeApiArg
    >({
      query: (queryArg) => ({
        url: `/api/post-comments/${queryArg.id}/like/check`,
      }),
    }),
    createProduct: build.mutation<
      CreateProductApiResponse,
      CreateProductApiArg
    >({
      query: (queryArg) => ({
        url: `/api/products`,
        method: "POST",
        body: queryArg.createProductDto,
      }),
    }),
    getExistingProductTryOns: build.query<
      GetExistingProductTryOnsApiResponse,
      GetExistingProductTryOnsApiArg
    >({
      query: () => ({ url: `/api/products/existing-tryons` }),
    }),
    productExistsByTryOn: build.query<
      ProductExistsByTryOnApiResponse,
      ProductExistsByTryOnApiArg
    >({
      query: (queryArg) => ({
        url: `/api/products/exists-by-tryon/${queryArg.tryOnId}`,
      }),
    }),
    getProduct: build.query<GetProductApiResponse, GetProductApiArg>({
      query: (queryArg) => ({
        url: `/api/products/${queryArg.id}`,
        params: {
          include: queryArg.include,
        },
      }),
    }),
    updateProduct: build.mutation<
      UpdateProductApiResponse,
      UpdateProductApiArg
    >({
      query: (queryArg) => ({
        url: `/api/products/${queryArg.id}`,
        method: "PATCH",
        body: queryArg.updateProductDto,
      }),
    }),
    getUserProducts: build.query<
      GetUserProductsApiResponse,
      GetUserProductsApiArg
    >({
      query: (queryArg) => ({
        url: `/api/users/${queryArg.username}/products`,
      }),
    }),
    uploadNewProductImages: build.mutation<
      UploadNewProductImagesApiResponse,
      UploadNewProductImagesApiArg
    >({
      query: (queryArg) => ({
        url: `/api/products/images/${queryArg.tryOnId}`,
        method: "POST",
        body: queryArg.uploadProductImagesDto,
      }),
    }),
    getProductImages: build.query<
      GetProductImagesApiResponse,
      GetProductImagesApiArg
    >({
      query: (queryArg) => ({ url: `/api/products/${queryArg.id}/images` }),
    }),
    addProductImages: build.mutation<
      AddProductImagesApiResponse,
      AddProductImagesApiArg
    >({
      query: (queryArg) => ({
        url: `/api/products/${queryArg.id}/images`,
        method: "POST",
        body: queryArg.uploadProductImagesDto,
      }),
    }),
    deleteProductImage: build.mutation<
      DeleteProductImageApiResponse,
      DeleteProductImageApiArg
    >({
      query: (queryArg) => ({
        url: `/api/products/${queryArg.id}/images`,
        method: "DELETE",
        body: queryArg.deleteProductImageDto,
      }),
    }),
    linkProductTryOn: build.mutation<
      LinkProductTryOnApiResponse,
      LinkProductTryOnApiArg
    >({
      query: (queryArg) => ({
        url: `/api/products/${queryArg.id}/try-on`,
        method: "POST",
        body: queryArg.linkProductTryOnDto,
      }),
    }),
    getProductTryOns: build.query<
      GetProductTryOnsApiResponse,
      GetProductTryOnsApiArg
    >({
      query: (queryArg) => ({ url: `/api/products/${queryArg.id}/try-ons` }),
    }),
    getProductTryOn: build.query<
      GetProductTryOnApiResponse,
      GetProductTryOnApiArg
    >({
      query: (queryArg) => ({ url: `/api/try-ons/${queryArg.id}` }),
    }),
    likeProductTryOn: build.mutation<
      LikeProductTryOnApiResponse,
      LikeProductTryOnApiArg
    >({
      query: (queryArg) => ({
        url: `/api/product-try-ons/${queryArg.id}/like`,
        method: "POST",
      }),
    }),
    unlikeProductTryOn: build.mutation<
      UnlikeProductTryOnApiResponse,
      UnlikeProductTryOnApiArg
    >({
      query: (queryArg) => ({
        url: `/api/product-try-ons/${queryArg.id}/like`,
        method: "DELETE",
      }),
    }),
    likeProduct: build.mutation<LikeProductApiResponse, LikeProductApiArg>({
      query: (queryArg) => ({
        url: `/api/products/${queryArg.id}/like`,
        method: "POST",
      }),
    }),
    getProductLikers: build.query<
      GetProductLikersApiResponse,
      GetProductLikersApiArg
    >({
      query: (queryArg) => ({
        url: `/api/products/${queryArg.id}/likes/users`,
        params: {
          page: queryArg.page,
          limit: queryArg.limit,
        },
      }),
    }),
    getProductComments: build.query<
      GetProductCommentsApiResponse,
      GetProductCommentsApiArg
    >({
      query: (queryArg) => ({
        url: `/api/products/${queryArg.id}/comments`,
        params: {
          cursor: queryArg.cursor,
          limit: queryArg.limit,
        },
      }),
    }),
    addProductComment: build.mutation<
      AddProductCommentApiResponse,
      AddProductCommentApiArg
    >({
      query: (queryArg) => ({
        url: `/api/products/${queryArg.id}/comments`,
        method: "POST",
        body: queryArg.createCommentDto,
      }),
    }),
    getProductCommentReplies: build.query<
      GetProductCommentRepliesApiResponse,
      GetProductCommentRepliesApiArg
    >({
      query: (queryArg) => ({
        url: `/api/products/${queryArg.id}/comments/${queryArg.parentId}/replies`,
        params: {
          cursor: queryArg.cursor,
          limit: queryArg.limit,
        },
      }),
    }),
    addProductCommentReply: build.mutation<
      AddProductCommentReplyApiResponse,
      AddProductCommentReplyApiArg
    >({
      query: (queryArg) => ({
        url: `/api/products/${queryArg.id}/comments/${queryArg.parentId}/replies`,
        method: "POST",
        body: queryArg.createCommentDto,
      }),
    }),
    likeProductComment: build.mutation<
      LikeProductCommentApiResponse,
      LikeProductCommentApiArg
    >({
      query: (queryArg) => ({
        url: `/api/product-comments/${queryArg.id}/like`,
        method: "POST",
      }),
    }),
    getNotifications: build.query<
      GetNotificationsApiResponse,
      GetNotificationsApiArg
    >({
      query: (queryArg) => ({
        url: `/api/notifications`,
        params: {
          cursor: queryArg.cursor,
          limit: queryArg.limit,
        },
      }),
    }),
    getUnreadNotificationCount: build.query<
      GetUnreadNotificationCountApiResponse,
      GetUnreadNotificationCountApiArg
    >({
      query: () => ({ url: `/api/notifications/unread-count` }),
    }),
    markAllNotificationsRead: build.mutation<
      MarkAllNotificationsReadApiResponse,
      MarkAllNotificationsReadApiArg
    >({
      query: () => ({ url: `/api/notifications/read-all`, method: "POST" }),
    }),
    getNotificationPreferences: build.query<
      GetNotificationPreferencesApiResponse,
      GetNotificationPreferencesApiArg
    >({
      query: () => ({ url: `/api/notifications/preferences` }),
    }),
    updateNotificationPreferences: build.mutation<
      UpdateNotificationPreferencesApiResponse,
      UpdateNotificationPreferencesApiArg
    >({
      query: (queryArg) => ({
        url: `/api/notifications/preferences`,
        method: "PUT",
        body: queryArg.updateNotificationPreferencesDto,
      }),
    }),
    markNotificationRead: build.mutation<
      MarkNotificationReadApiResponse,
      MarkNotificationReadApiArg
    >({
      query: (queryArg) => ({
        url: `/api/notifications/${queryArg.id}/read`,
        method: "PATCH",
      }),
    }),
    getUserAddresses: build.query<
      GetUserAddressesApiResponse,
      GetUserAddressesApiArg
    >({
      query: () => ({ url: `/api/user-addresses` }),
    }),
    createUserAddress: build.mutation<
      CreateUserAddressApiResponse,
      CreateUserAddressApiArg
    >({
      query: (queryArg) => ({
        url: `/api/user-addresses`,
        method: "POST",
        body: queryArg.saveAddressDto,
      }),
    }),
    getUserAddress: build.query<
      GetUserAddressApiResponse,
      GetUserAddressApiArg
    >({
      query: (queryArg) => ({ url: `/api/user-addresses/${queryArg.id}` }),
    }),
    updateUserAddress: build.mutation<
      UpdateUserAddressApiResponse,
      UpdateUserAddressApiArg
    >({
      query: (queryArg) => ({
        url: `/api/user-addresses/${queryArg.id}`,
        method: "PUT",
        body: queryArg.saveAddressDto,
      }),
    }),
    deleteUserAddress: build.mutation<
      DeleteUserAddressApiResponse,
      DeleteUserAddressApiArg
    >({
      query: (queryArg) => ({
        url: `/api/user-addresses/${queryArg.id}`,
        method: "DELETE",
      }),
    }),
    getSupportContact: build.query<
      GetSupportContactApiResponse,
      GetSupportContactApiArg
    >({
      query: () => ({ url: `/api/orders/support-contact` }),
    }),
    placeOrder: build.mutation<PlaceOrderApiResponse, PlaceOrderApiArg>({
      query: (queryArg) => ({
        url: `/api/user-products`,
        method: "POST",
        body: queryArg.placeOrderDto,
      }),
    }),
    getUserOrders: build.query<GetUserOrdersApiResponse, GetUserOrdersApiArg>({
      query: (queryArg) => ({
        url: `/api/user-orders`,
        params: {
          cursor: queryArg.cursor,
          limit: queryArg.limit,
        },
      }),
    }),
    getUserOrder: build.query<GetUserOrderApiResponse, GetUserOrderApiArg>({
      query: (queryArg) => ({ url: `/api/user-orders/${queryArg.id}` }),
    }),
    getTrendstarOrders: build.query<
      GetTrendstarOrdersApiResponse,
      GetTrendstarOrdersApiArg
    >({
      query: (queryArg) => ({
        url: `/api/trendstar-orders`,
        params: {
          cursor: queryArg.cursor,
          limit: queryArg.limit,
        },
      }),
    }),
    updateOrderStatus: build.mutation<
      UpdateOrderStatusApiResponse,
      UpdateOrderStatusApiArg
    >({
      query: (queryArg) => ({
        url: `/api/user-orders/${queryArg.id}/status`,
        method: "PATCH",
        body: queryArg.updateOrderStatusDto,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as tvtApi };
export type GetLivenessApiResponse = /** status 200  */ LivenessDto;
export type GetLivenessApiArg = void;
export type GetHealthApiResponse = /** status 200  */ HealthDto;
export type GetHealthApiArg = void;
export type StreamEventsApiResponse = unknown;
export type StreamEventsApiArg = void;
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
export type SearchUsersApiResponse = /** status 200  */ UsersResponseDto;
export type SearchUsersApiArg = {
  /** Part of a username or name, any case or accents, best matches first; blank finds nobody */
  q?: string;
};
export type GetTrendstarsApiResponse = /** status 200  */ TrendstarsPageDto;
export type GetTrendstarsApiArg = {
  /** nextCursor of the previous page; absent or 0 for the first page */
  cursor?: string;
  /** Part of a username or name, any case or accents */
  search?: string;
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
export type GetTrendstarApplicationApiResponse =
  /** status 200  */ TrendstarStatusDto;
export type GetTrendstarApplicationApiArg = void;
export type ApplyForTrendstarApiResponse =
  /** status 201  */ AppliedForTrendstarDto;
export type ApplyForTrendstarApiArg = {
  applyForTrendstarDto: ApplyForTrendstarDto;
};
export type ListTrendstarApplicationsApiResponse =
  /** status 200  */ TrendstarApplicationsDto;
export type ListTrendstarApplicationsApiArg = {
  status?: "pending" | "approved" | "rejected";
};
export type ReviewTrendstarApplicationApiResponse =
  /** status 200  */ TrendstarApplicationResponseDto;
export type ReviewTrendstarApplicationApiArg = {
  id: string;
  reviewTrendstarApplicationDto: ReviewTrendstarApplicationDto;
};
export type GetCreditsApiResponse = /** status 200  */ CreditsDto;
export type GetCreditsApiArg = void;
export type GetCreditTransactionsApiResponse =
  /** status 200  */ CreditTransactionsDto;
export type GetCreditTransactionsApiArg = {
  page?: any;
  limit?: any;
};
export type GetCreditPackagesApiResponse = /** status 200  */ CreditPackagesDto;
export type GetCreditPackagesApiArg = void;
export type CreateCreditOrderApiResponse = /** status 200  */ CreditOrderDto;
export type CreateCreditOrderApiArg = {
  createCreditOrderDto: CreateCreditOrderDto;
};
export type VerifyCreditPaymentApiResponse =
  /** status 200  */ VerifiedPaymentDto;
export type VerifyCreditPaymentApiArg = {
  verifyCreditPaymentDto: VerifyCreditPaymentDto;
};
export type PayTestOrderApiResponse = /** status 200  */ TestPaymentDto;
export type PayTestOrderApiArg = {
  orderId: string;
};
export type ReceiveRazorpayWebhookApiResponse =
  /** status 200  */ WebhookReceivedDto;
export type ReceiveRazorpayWebhookApiArg = {
  "x-razorpay-event-id"?: string;
  "X-Razorpay-Signature": string;
  body: object;
};
export type GrantCreditsApiResponse = /** status 200  */ CreditsDto;
export type GrantCreditsApiArg = {
  id: string;
  grantCreditsDto: GrantCreditsDto;
};
export type ListCreditPackagesAdminApiResponse =
  /** status 200  */ CreditPackagesDto;
export type ListCreditPackagesAdminApiArg = void;
export type CreateCreditPackageApiResponse =
  /** status 201  */ CreditPackageResponseDto;
export type CreateCreditPackageApiArg = {
  createCreditPackageDto: CreateCreditPackageDto;
};
export type UpdateCreditPackageApiResponse =
  /** status 200  */ CreditPackageResponseDto;
export type UpdateCreditPackageApiArg = {
  id: string;
  updateCreditPackageDto: UpdateCreditPackageDto;
};
export type UploadHumanApiResponse = /** status 200  */ UploadedPersonPhotoDto;
export type UploadHumanApiArg = {
  uploadHumanDto: UploadHumanDto;
};
export type UploadClothApiResponse = /** status 200  */ UploadedGarmentDto;
export type UploadClothApiArg = {
  uploadClothDto: UploadClothDto;
};
export type ListPersonPhotosApiResponse = /** status 200  */ PersonPhotosDto;
export type ListPersonPhotosApiArg = void;
export type DeletePersonPhotoApiResponse = /** status 200  */ MessageDto;
export type DeletePersonPhotoApiArg = {
  id: string;
};
export type StartTryOnApiResponse = /** status 201  */ TryOnStartedDto;
export type StartTryOnApiArg = {
  startTryOnDto: StartTryOnDto;
};
export type GetTryOnStatusApiResponse = /** status 200  */ TryOnStatusDto;
export type GetTryOnStatusApiArg = {
  /** the id answered by start, or `{timestamp}_{id}` */
  id: string;
};
export type SaveTryOnApiResponse = /** status 200  */ SaveTryOnResultDto;
export type SaveTryOnApiArg = {
  saveTryOnDto: SaveTryOnDto;
};
export type GetTryOnApiResponse = /** status 200  */ TryOnDetailDto;
export type GetTryOnApiArg = {
  timestamp: string;
  id: string;
};
export type DeleteTryOnApiResponse = /** status 200  */ MessageDto;
export type DeleteTryOnApiArg = {
  timestamp: string;
  id: string;
  deleteTryOnDto: DeleteTryOnDto;
};
export type DeductCreditsApiResponse =
  /** status 200  */ DeductCreditsResultDto;
export type DeductCreditsApiArg = {
  deductCreditsDto: DeductCreditsDto;
};
export type GetUserTryOnsApiResponse = /** status 200  */ UserTryOnsDto;
export type GetUserTryOnsApiArg = {
  username: string;
};
export type CreateTryOnPostApiResponse =
  /** status 201  */ TryOnPostResponseDto;
export type CreateTryOnPostApiArg = {
  createTryOnPostDto: CreateTryOnPostDto;
};
export type GetTryOnPostApiResponse = /** status 200  */ TryOnPostResponseDto;
export type GetTryOnPostApiArg = {
  username: string;
  id: string;
};
export type GetPostApiResponse = /** status 200  */ TryOnPostResponseDto;
export type GetPostApiArg = {
  id: string;
};
export type DeletePostApiResponse = /** status 200  */ MessageDto;
export type DeletePostApiArg = {
  id: string;
};
export type GetUserTryOnPostsApiResponse = /** status 200  */ UserTryOnPostsDto;
export type GetUserTryOnPostsApiArg = {
  username: string;
};
export type UseReferenceGarmentApiResponse = /** status 201  */ GarmentPathDto;
export type UseReferenceGarmentApiArg = {
  referenceGarmentDto: ReferenceGarmentDto;
};
export type FollowUserApiResponse = /** status 200  */ FollowResultDto;
export type FollowUserApiArg = {
  id: string;
};
export type UnfollowUserApiResponse = /** status 200  */ FollowResultDto;
export type UnfollowUserApiArg = {
  id: string;
};
export type GetFollowStatusApiResponse = /** status 200  */ FollowStatusDto;
export type GetFollowStatusApiArg = {
  id: string;
};
export type GetFollowersApiResponse = /** status 200  */ UsersPageDto;
export type GetFollowersApiArg = {
  id: string;
  page?: any;
  limit?: any;
};
export type GetFollowingApiResponse = /** status 200  */ UsersPageDto;
export type GetFollowingApiArg = {
  id: string;
  page?: any;
  limit?: any;
};
export type GetFeedApiResponse = /** status 200  */ FeedPageDto;
export type GetFeedApiArg = {
  /** nextCursor of the previous page */
  cursor?: string;
  limit?: any;
  /** Only the posts of this TrendStar (username) */
  trendstar?: string;
};
export type LikePostApiResponse = /** status 200  */ LikeResultDto;
export type LikePostApiArg = {
  id: string;
};
export type GetPostLikersApiResponse = /** status 200  */ LikedByDto;
export type GetPostLikersApiArg = {
  id: string;
  page?: any;
  limit?: any;
};
export type GetPostCommentsApiResponse = /** status 200  */ CommentsPageDto;
export type GetPostCommentsApiArg = {
  id: string;
  /** nextCursor of the previous page */
  cursor?: string;
  limit?: any;
};
export type AddPostCommentApiResponse = /** status 201  */ CommentDto;
export type AddPostCommentApiArg = {
  id: string;
  createCommentDto: CreateCommentDto;
};
export type GetPostCommentRepliesApiResponse =
  /** status 200  */ RepliesPageDto;
export type GetPostCommentRepliesApiArg = {
  id: string;
  parentId: string;
  /** nextCursor of the previous page */
  cursor?: string;
  limit?: any;
};
export type AddPostCommentReplyApiResponse = /** status 201  */ CommentDto;
export type AddPostCommentReplyApiArg = {
  id: string;
  parentId: string;
  createCommentDto: CreateCommentDto;
};
export type LikeCommentApiResponse = /** status 200  */ CommentLikeResultDto;
export type LikeCommentApiArg = {
  id: string;
};
export type LikePostCommentApiResponse =
  /** status 200  */ CommentLikeResultDto;
export type LikePostCommentApiArg = {
  id: string;
};
export type CheckPostCommentLikeApiResponse =
  /** status 200  */ CommentLikeStatusDto;
export type CheckPostCommentLikeApiArg = {
  id: string;
};
export type CreateProductApiResponse = /** status 201  */ ProductResponseDto;
export type CreateProductApiArg = {
  createProductDto: CreateProductDto;
};
export type GetExistingProductTryOnsApiResponse =
  /** status 200  */ ExistingTryOnsDto;
export type GetExistingProductTryOnsApiArg = void;
export type ProductExistsByTryOnApiResponse =
  /** status 200  */ ProductExistsDto;
export type ProductExistsByTryOnApiArg = {
  tryOnId: string;
};
export type GetProductApiResponse = /** status 200  */ ProductResponseDto;
export type GetProductApiArg = {
  id: string;
  /** user: the owner is always included; kept for the spec */
  include?: "user";
};
export type UpdateProductApiResponse = /** status 200  */ ProductResponseDto;
export type UpdateProductApiArg = {
  id: string;
  updateProductDto: UpdateProductDto;
};
export type GetUserProductsApiResponse = /** status 200  */ ProductsDto;
export type GetUserProductsApiArg = {
  username: string;
};
export type UploadNewProductImagesApiResponse =
  /** status 200  */ ProductImagesDto;
export type UploadNewProductImagesApiArg = {
  tryOnId: string;
  uploadProductImagesDto: UploadProductImagesDto;
};
export type GetProductImagesApiResponse = /** status 200  */ ProductImagesDto;
export type GetProductImagesApiArg = {
  id: string;
};
export type AddProductImagesApiResponse = /** status 200  */ ProductImagesDto;
export type AddProductImagesApiArg = {
  id: string;
  uploadProductImagesDto: UploadProductImagesDto;
};
export type DeleteProductImageApiResponse =
  /** status 200  */ DeletedProductImageDto;
export type DeleteProductImageApiArg = {
  id: string;
  deleteProductImageDto: DeleteProductImageDto;
};
export type LinkProductTryOnApiResponse =
  /** status 201  */ ProductTryOnResponseDto;
export type LinkProductTryOnApiArg = {
  id: string;
  linkProductTryOnDto: LinkProductTryOnDto;
};
export type GetProductTryOnsApiResponse = /** status 200  */ ProductTryOnsDto;
export type GetProductTryOnsApiArg = {
  id: string;
};
export type GetProductTryOnApiResponse =
  /** status 200  */ ProductTryOnResponseDto;
export type GetProductTryOnApiArg = {
  id: string;
};
export type LikeProductTryOnApiResponse =
  /** status 200  */ ProductTryOnLikeDto;
export type LikeProductTryOnApiArg = {
  id: string;
};
export type UnlikeProductTryOnApiResponse =
  /** status 200  */ ProductTryOnLikeDto;
export type UnlikeProductTryOnApiArg = {
  id: string;
};
export type LikeProductApiResponse = /** status 200  */ LikeResultDto;
export type LikeProductApiArg = {
  id: string;
};
export type GetProductLikersApiResponse = /** status 200  */ LikedByDto;
export type GetProductLikersApiArg = {
  id: string;
  page?: any;
  limit?: any;
};
export type GetProductCommentsApiResponse = /** status 200  */ CommentsPageDto;
export type GetProductCommentsApiArg = {
  id: string;
  /** nextCursor of the previous page */
  cursor?: string;
  limit?: any;
};
export type AddProductCommentApiResponse = /** status 201  */ CommentDto;
export type AddProductCommentApiArg = {
  id: string;
  createCommentDto: CreateCommentDto;
};
export type GetProductCommentRepliesApiResponse =
  /** status 200  */ RepliesPageDto;
export type GetProductCommentRepliesApiArg = {
  id: string;
  parentId: string;
  /** nextCursor of the previous page */
  cursor?: string;
  limit?: any;
};
export type AddProductCommentReplyApiResponse = /** status 201  */ CommentDto;
export type AddProductCommentReplyApiArg = {
  id: string;
  parentId: string;
  createCommentDto: CreateCommentDto;
};
export type LikeProductCommentApiResponse =
  /** status 200  */ CommentLikeResultDto;
export type LikeProductCommentApiArg = {
  id: string;
};
export type GetNotificationsApiResponse =
  /** status 200  */ NotificationsPageDto;
export type GetNotificationsApiArg = {
  /** nextCursor of the previous page */
  cursor?: string;
  limit?: any;
};
export type GetUnreadNotificationCountApiResponse =
  /** status 200  */ UnreadCountDto;
export type GetUnreadNotificationCountApiArg = void;
export type MarkAllNotificationsReadApiResponse =
  /** status 200  */ UnreadCountDto;
export type MarkAllNotificationsReadApiArg = void;
export type GetNotificationPreferencesApiResponse =
  /** status 200  */ NotificationPreferencesDto;
export type GetNotificationPreferencesApiArg = void;
export type UpdateNotificationPreferencesApiResponse =
  /** status 200  */ NotificationPreferencesDto;
export type UpdateNotificationPreferencesApiArg = {
  updateNotificationPreferencesDto: UpdateNotificationPreferencesDto;
};
export type MarkNotificationReadApiResponse =
  /** status 200  */ ReadNotificationDto;
export type MarkNotificationReadApiArg = {
  id: string;
};
export type GetUserAddressesApiResponse = /** status 200  */ AddressListDto;
export type GetUserAddressesApiArg = void;
export type CreateUserAddressApiResponse =
  /** status 201  */ AddressResponseDto;
export type CreateUserAddressApiArg = {
  saveAddressDto: SaveAddressDto;
};
export type GetUserAddressApiResponse = /** status 200  */ AddressDetailDto;
export type GetUserAddressApiArg = {
  id: string;
};
export type UpdateUserAddressApiResponse =
  /** status 200  */ AddressResponseDto;
export type UpdateUserAddressApiArg = {
  id: string;
  saveAddressDto: SaveAddressDto;
};
export type DeleteUserAddressApiResponse = /** status 200  */ MessageDto;
export type DeleteUserAddressApiArg = {
  id: string;
};
export type GetSupportContactApiResponse = /** status 200  */ SupportContactDto;
export type GetSupportContactApiArg = void;
export type PlaceOrderApiResponse = /** status 201  */ PlacedOrderDto;
export type PlaceOrderApiArg = {
  placeOrderDto: PlaceOrderDto;
};
export type GetUserOrdersApiResponse = /** status 200  */ OrdersPageDto;
export type GetUserOrdersApiArg = {
  /** nextCursor of the previous page */
  cursor?: string;
  limit?: any;
};
export type GetUserOrderApiResponse = /** status 200  */ OrderResponseDto;
export type GetUserOrderApiArg = {
  id: string;
};
export type GetTrendstarOrdersApiResponse = /** status 200  */ OrdersPageDto;
export type GetTrendstarOrdersApiArg = {
  /** nextCursor of the previous page */
  cursor?: string;
  limit?: any;
};
export type UpdateOrderStatusApiResponse =
  /** status 200  */ UpdatedOrderStatusDto;
export type UpdateOrderStatusApiArg = {
  id: string;
  updateOrderStatusDto: UpdateOrderStatusDto;
};
export type LivenessDto = {
  status: "ok";
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
export type TrendstarSummaryDto = {
  id: string;
  username: string;
  displayName: string | null;
  avatar: string;
  verified: boolean;
  followers: number;
};
export type TrendstarsPageDto = {
  trendstars: TrendstarSummaryDto[];
  nextCursor: string | null;
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
export type TrendstarApplicationDto = {
  id: string;
  instagramHandle: string;
  socialMediaLinks: string[];
  reasonToApply: string;
  status: "pending" | "approved" | "rejected";
  reviewNote: string | null;
  createdAt: string;
  reviewedAt: string | null;
};
export type TrendstarStatusDto = {
  role: "default" | "trendstar";
  /** The latest application, if any */
  application: TrendstarApplicationDto | null;
};
export type AppliedForTrendstarDto = {
  application: TrendstarApplicationDto;
  message: string;
};
export type ApplyForTrendstarDto = {
  /** Without the @ (a leading @ is removed) */
  instagramHandle: string;
  /** A list, or text with one link per line */
  socialMediaLinks?: string[] | string;
  reasonToApply: string;
};
export type ApplicantDto = {
  id: string;
  username: string;
  displayName: string | null;
  avatar: string;
  email: string;
  followers: number;
};
export type ReviewableApplicationDto = {
  id: string;
  instagramHandle: string;
  socialMediaLinks: string[];
  reasonToApply: string;
  status: "pending" | "approved" | "rejected";
  reviewNote: string | null;
  createdAt: string;
  reviewedAt: string | null;
  user: ApplicantDto;
};
export type TrendstarApplicationsDto = {
  applications: ReviewableApplicationDto[];
};
export type TrendstarApplicationResponseDto = {
  application: TrendstarApplicationDto;
};
export type ReviewTrendstarApplicationDto = {
  status: "approved" | "rejected";
  /** Shown to the applicant (e.g. why rejected) */
  reviewNote?: string | null;
};
export type CreditsDto = {
  credits: number;
};
export type CreditTransactionDto = {
  id: string;
  type: "earned" | "spent" | "system" | "refund";
  description: string;
  /** Signed: negative when credits were taken */
  amount: number;
  balanceAfter: number;
  createdAt: string;
};
export type CreditTransactionsDto = {
  transactions: CreditTransactionDto[];
  page: number;
  limit: number;
  total: number;
};
export type CreditPackageDto = {
  id: string;
  name: string;
  /** Credits the package grants */
  credits: number;
  /** Price in rupees (charged unless discountPrice is set) */
  amount: number;
  /** Price before the discount, in rupees */
  actualPrice: number | null;
  /** Price charged when set, in rupees */
  discountPrice: number | null;
  description: string | null;
  enabled: boolean;
};
export type CreditPackagesDto = {
  packages: CreditPackageDto[];
};
export type CreditOrderDto = {
  /** The gateway order id (order_… from Razorpay, order_test_… in test mode) */
  id: string;
  /** In paise */
  amount: number;
  currency: "INR";
  /** The Razorpay key id for checkout.js (rzp_test_local in test mode) */
  key: string;
  mode: "razorpay" | "test";
  packageId: string;
  /** Credits the payment grants */
  credits: number;
};
export type CreateCreditOrderDto = {
  /** The package's price in paise, as the spec's client sends it (discountPrice, else amount, × 100) */
  amount?: number;
  /** The package to buy (preferred over amount) */
  packageId?: string;
};
export type VerifiedPaymentDto = {
  /** The new balance */
  credits: number;
  /** Credits of the package */
  granted: number;
  /** True when this payment had already been credited (nothing granted now) */
  alreadyProcessed: boolean;
};
export type VerifyCreditPaymentDto = {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  /** HMAC_SHA256(order_id|payment_id, key secret), hex */
  razorpay_signature: string;
  /** Sent by the spec's client and ignored: the package decides the credits */
  credits?: object;
};
export type TestPaymentDto = {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
};
export type WebhookReceivedDto = {
  received: true;
};
export type GrantCreditsDto = {
  /** Credits to give (negative takes back, never below 0) */
  amount: number;
  description: string;
};
export type CreditPackageResponseDto = {
  package: CreditPackageDto;
};
export type CreateCreditPackageDto = {
  name: string;
  credits: number;
  /** Price in rupees */
  amount: number;
  /** Price before the discount, in rupees */
  actualPrice?: number | null;
  /** Price charged when set, in rupees */
  discountPrice?: number | null;
  description?: string | null;
  enabled?: boolean;
};
export type UpdateCreditPackageDto = {
  name?: string;
  credits?: number;
  /** Price in rupees */
  amount?: number;
  /** Price before the discount, in rupees */
  actualPrice?: number | null;
  /** Price charged when set, in rupees */
  discountPrice?: number | null;
  description?: string | null;
  enabled?: boolean;
};
export type UploadedPersonPhotoDto = {
  path: string;
  id: string;
  thumbnailPath: string;
};
export type UploadHumanDto = {
  timestamp: string;
  /** JPG or PNG, at most 25 MB */
  humanImage: Blob;
};
export type UploadedGarmentDto = {
  path: string;
};
export type UploadClothDto = {
  timestamp: string;
  /** JPG or PNG, at most 25 MB */
  clothImage: Blob;
};
export type PersonPhotoDto = {
  id: string;
  path: string;
  thumbnailPath: string;
  createdAt: string;
};
export type PersonPhotosDto = {
  photos: PersonPhotoDto[];
};
export type TryOnStartedDto = {
  id: string;
};
export type StartTryOnDto = {
  /** path returned by upload-human (or of a listed person photo) */
  human_image: string;
  /** path returned by upload-cloth or reference-garment */
  cloth_image?: string;
  /** same as cloth_image; wins when both are given */
  garment_path?: string;
  /** ignored: the server names the try-on */
  try_on_id?: string;
  timestamp: string;
  /** absent: detected from the garment */
  category?: "top" | "bottom" | "dress";
};
export type TryOnStatusDto = {
  id: string;
  status: "starting" | "in_queue" | "processing" | "completed" | "failed";
  /** the result URL once completed */
  output: string[];
  /** why it failed, in words for the user */
  error: string | null;
  message: string | null;
  stage: ("analysing" | "fitting" | "finishing") | null;
  /** 1 = next to run, while in_queue */
  queuePosition: number | null;
  /** whole seconds until the result, measured on recent try-ons; null until the queue position or stage is known */
  estimatedSeconds: number | null;
  timestamp: string;
  tryOnUrl: string | null;
};
export type SaveTryOnResultDto = {
  path: string;
  alreadyProcessed: boolean;
  tryOnUrl: string;
};
export type SaveTryOnDto = {
  /** ignored: the server saved the image itself */
  imageUrl?: string;
  tryOnId: string;
  timestamp?: string;
  forceOverwrite?: boolean;
};
export type TryOnOwnerDto = {
  username: string;
};
export type TryOnDetailDto = {
  id: string;
  timestamp: string;
  path: string;
  thumbnailPath: string;
  /** 1080 px variant */
  largePath: string;
  /** the original photo: for the owner only (null for others) */
  originalPersonPath: string | null;
  garmentPath: string;
  createdAt: string;
  owner: TryOnOwnerDto;
  /** a post of it the viewer may see */
  postId: string | null;
};
export type DeleteTryOnDto = {
  /** the spec client sends `{timestamp}_{id}`; the path names the try-on */
  originalTryOnId?: string;
};
export type DeductCreditsResultDto = {
  alreadyProcessed: boolean;
  tryOnUrl: string;
  credits: number;
};
export type DeductCreditsDto = {
  amount?: number;
  description?: string;
  type?: string;
  timestamp?: string;
  /** the try-on id, plain or `{timestamp}_{id}` */
  tryOnId: string;
  /** ignored: the server saved the image itself */
  tryOnUrl?: string;
};
export type UserTryOnDto = {
  /** `{timestamp}_{id}` */
  id: string;
  path: string;
  thumbnailPath: string;
  createdAt: string;
  timestamp: string;
};
export type UserTryOnsDto = {
  tryOns: UserTryOnDto[];
};
export type PostAuthorDto = {
  id: string;
  username: string;
  displayName: string | null;
  avatar: string;
  verified: boolean;
};
export type TryOnPostDto = {
  id: string;
  user: PostAuthorDto;
  createdAt: string;
  garmentImage: string;
  tryOnImage: string;
  /** 256 px variant of tryOnImage */
  thumbnailPath: string;
  /** 1080 px variant of tryOnImage (tryOnImage when none exists) */
  largePath: string;
  /** `{timestamp}_{id}` of the try-on */
  originalTryOnId: string;
  caption: string;
  tags: string[];
  visibility: "friends" | "public";
  likes: number;
  isLiked: boolean;
  commentsCount: number;
};
export type TryOnPostResponseDto = {
  post: TryOnPostDto;
};
export type CreateTryOnPostDto = {
  caption: string;
  /** `{timestamp}_{id}` */
  tryOnId: string;
  /** public: TrendStars only */
  visibility?: "friends" | "public";
  tags?: string[];
};
export type UserTryOnPostDto = {
  id: string;
  tryOnImage: string;
  thumbnailPath: string;
  createdAt: string;
};
export type UserTryOnPostsDto = {
  posts: UserTryOnPostDto[];
};
export type GarmentPathDto = {
  path: string;
};
export type ReferenceGarmentDto = {
  timestamp: string;
  postId?: string;
  /** A product you may see (instead of postId) */
  productId?: string;
};
export type FollowResultDto = {
  isFollowing: boolean;
  /** The followed user’s followers count after the change */
  followers: number;
};
export type FollowStatusDto = {
  isFollowing: boolean;
};
export type UsersPageDto = {
  users: UserSummaryDto[];
  total: number;
  page: number;
  limit: number;
};
export type TryOnFeedItemDto = {
  id: string;
  user: PostAuthorDto;
  garmentImage: string;
  tryOnImage: string;
  /** 256 px variant of tryOnImage for grids (tryOnImage when none exists) */
  thumbnailPath: string;
  /** 1080 px variant of tryOnImage for the card (tryOnImage when none exists) */
  largePath: string;
  likes: number;
  commentsCount: number;
  tags: string[];
  createdAt: string;
  /** Whether the viewer liked it (false for guests) */
  isLiked: boolean;
  type: "try-on";
  caption: string;
  visibility: "friends" | "public";
};
export type ProductFeedItemDto = {
  id: string;
  user: PostAuthorDto;
  garmentImage: string;
  tryOnImage: string;
  /** 256 px variant of tryOnImage for grids (tryOnImage when none exists) */
  thumbnailPath: string;
  /** 1080 px variant of tryOnImage for the card (tryOnImage when none exists) */
  largePath: string;
  likes: number;
  commentsCount: number;
  tags: string[];
  createdAt: string;
  /** Whether the viewer liked it (false for guests) */
  isLiked: boolean;
  type: "product";
  title: string;
  /** numeric string */
  actualPrice: string;
  discountPrice: string | null;
};
export type FeedPageDto = {
  /** Newest first */
  posts: (
    | ({
        type: "try-on";
      } & TryOnFeedItemDto)
    | ({
        type: "product";
      } & ProductFeedItemDto)
  )[];
  /** Pass as ?cursor= for the next page; null at the end */
  nextCursor: string | null;
};
export type LikeResultDto = {
  isLiked: boolean;
  /** The likes count after the change */
  likes: number;
};
export type LikedByDto = {
  /** Newest like first */
  users: UserSummaryDto[];
  total: number;
  hasMore: boolean;
};
export type CommentDto = {
  id: string;
  userId: string;
  user: UserSummaryDto;
  text: string;
  createdAt: string;
  likesCount: number;
  isLiked: boolean;
  /** The top-level comment of a reply */
  parentId: string | null;
  /** All replies of a top-level comment (0 for a reply) */
  repliesCount: number;
  /** Replies oldest first: the first 50; GET .../comments/{id}/replies continues */
  replies: CommentDto[];
};
export type CommentsPageDto = {
  /** Top-level comments, newest first, each with its replies */
  comments: CommentDto[];
  /** Pass as ?cursor= for older comments; null at the end */
  nextCursor: string | null;
};
export type CreateCommentDto = {
  text: string;
};
export type RepliesPageDto = {
  /** Replies oldest first */
  replies: CommentDto[];
  /** Pass as ?cursor= for later replies; null at the end */
  nextCursor: string | null;
};
export type CommentLikeResultDto = {
  isLiked: boolean;
  /** The comment’s likes count after the change */
  likesCount: number;
};
export type CommentLikeStatusDto = {
  isLiked: boolean;
};
export type ProductDto = {
  id: string;
  userId: string;
  /** The TrendStar selling it */
  user: UserSummaryDto;
  title: string;
  description: string | null;
  tags: string[];
  sizes: string[];
  colors: string[];
  /** Rupees, numeric(10,2) as text */
  actualPrice: string;
  discountPrice: string | null;
  stock: number;
  isActive: boolean;
  /** `{timestamp}_{id}` of the source try-on (null once deleted) */
  tryOnId: string | null;
  tryOnImage: string;
  garmentImage: string;
  /** 256 px variant of tryOnImage for grids */
  thumbnailPath: string;
  /** 1080 px variant of tryOnImage for cards and the detail page */
  largePath: string;
  likes: number;
  commentsCount: number;
  /** Whether the viewer liked it (false for guests) */
  isLiked: boolean;
  /** Gallery image paths in upload order (detail only) */
  images?: string[];
  createdAt: string;
  updatedAt: string;
};
export type ProductResponseDto = {
  product: ProductDto;
};
export type CreateProductDto = {
  title: string;
  description?: string | null;
  /** Rupees, at least 0.01, 2 decimals */
  actualPrice: number | string;
  /** Rupees, below actualPrice; empty or null for none */
  discountPrice?: ((number | null) | (string | null)) | null;
  stock?: number;
  isActive?: boolean;
  /** A list, or one comma-separated string */
  sizes: string[] | string;
  /** A list, or one comma-separated string */
  colors: string[] | string;
  tags?: string[] | string;
  /** `{timestamp}_{id}` */
  tryOnId: string;
  /** The try-on picture's path (the server uses the try-on's own files) */
  tryOnImage: string;
  /** The garment picture's path (the server uses the try-on's own files) */
  garmentImage: string;
};
export type ExistingTryOnsDto = {
  /** `{timestamp}_{id}` of your try-ons already used for a product */
  tryOnIds: string[];
};
export type ProductExistsDto = {
  exists: boolean;
  productId: string | null;
};
export type UpdateProductDto = {
  title?: string;
  description?: string | null;
  /** Rupees, at least 0.01, 2 decimals */
  actualPrice?: number | string;
  /** Rupees, below actualPrice; empty or null for none */
  discountPrice?: ((number | null) | (string | null)) | null;
  stock?: number;
  isActive?: boolean;
  /** A list, or one comma-separated string */
  sizes?: string[] | string;
  /** A list, or one comma-separated string */
  colors?: string[] | string;
  tags?: string[] | string;
};
export type ProductsDto = {
  /** Newest first */
  products: ProductDto[];
};
export type ProductImagesDto = {
  images: string[];
  message?: string;
};
export type UploadProductImagesDto = {
  /** JPG, PNG or WebP */
  productImages: Blob[];
};
export type DeletedProductImageDto = {
  path: string;
  message: string;
};
export type DeleteProductImageDto = {
  /** The path of the image, as listed */
  imagePath: string;
};
export type ProductTryOnDto = {
  id: string;
  productId: string;
  tryOnPath: string;
  /** 256 px variant for the grid */
  thumbnailPath: string;
  user: UserSummaryDto;
  visibility: "private" | "public";
  createdAt: string;
  likes: number;
  isLiked: boolean;
};
export type ProductTryOnResponseDto = {
  tryOn: ProductTryOnDto;
};
export type LinkProductTryOnDto = {
  /** The finished try-on picture: /uploads/{username}/try-on/{timestamp}_{id}.png */
  tryOnPath?: string;
  /** `{timestamp}_{id}` of the try-on (instead of tryOnPath) */
  tryOnId?: string;
  /** public: shown in the Community Try-Ons; private: only you see it (still counts as tried) */
  visibility?: "private" | "public";
};
export type ProductTryOnsDto = {
  /** Public try-ons (and your own private one), newest first */
  tryOns: ProductTryOnDto[];
  count: number;
  /** Whether the viewer tried this product on (privately or publicly) */
  hasUserTriedOn: boolean;
};
export type ProductTryOnLikeDto = {
  isLiked: boolean;
  likes: number;
};
export type NotificationType =
  | "follow"
  | "like"
  | "like_post"
  | "like_comment"
  | "like_product"
  | "comment"
  | "comment_reply"
  | "new_post"
  | "new_product"
  | "product_purchase"
  | "system";
export type NotificationActorDto = {
  id: string;
  username: string;
  displayName: string | null;
  avatar: string | null;
};
export type NotificationDataDto = {
  /** Newest first; one actor unless aggregated */
  actors?: NotificationActorDto[];
  postId?: string;
  commentId?: string;
  productId?: string;
  orderId?: string;
  /** The actor’s username */
  username?: string;
  /** Whose post or product it is */
  ownerUsername?: string;
  /** The post’s author, for /view-post-try-on/{postUsername}/{postId} */
  postUsername?: string;
  title?: string;
  productTitle?: string;
  buyerName?: string;
  message?: string;
  /** Sub-kind of system: trendstar_approved, trendstar_rejected, order_status */
  type?: string;
  /** Order status, for order_status */
  status?: string;
  commentText?: string;
  /** Where the app goes when the notification is opened */
  actionUrl?: string;
};
export type NotificationDto = {
  id: string;
  type: NotificationType;
  actorId: string | null;
  data: NotificationDataDto;
  read: boolean;
  groupId: string | null;
  groupCount: number;
  aggregated: boolean;
  createdAt: string;
};
export type NotificationsPageDto = {
  notifications: NotificationDto[];
  unreadCount: number;
  nextCursor: string | null;
};
export type UnreadCountDto = {
  unreadCount: number;
};
export type NotificationPreferencesDto = {
  likes: boolean;
  comments: boolean;
  /** Also new posts and products of people followed */
  follows: boolean;
  mentions: boolean;
  directMessages: boolean;
  /** TrendStar reviews, purchases of your products, order updates */
  systemNotifications: boolean;
  /** Also e-mail system messages, purchases and order updates */
  emailNotifications: boolean;
  soundEnabled: boolean;
};
export type UpdateNotificationPreferencesDto = {
  likes?: boolean;
  comments?: boolean;
  follows?: boolean;
  mentions?: boolean;
  directMessages?: boolean;
  systemNotifications?: boolean;
  emailNotifications?: boolean;
  soundEnabled?: boolean;
};
export type ReadNotificationDto = {
  notification: NotificationDto;
  unreadCount: number;
};
export type AddressDto = {
  fullName: string;
  mobile: string;
  email: string | null;
  address1: string;
  address2: string | null;
  district: string;
  city: string;
  state: string;
  pincode: string;
  id: string;
  userId: string;
  /** The address selected first; exactly one of a user’s addresses is the default */
  isDefault: boolean;
  createdAt: string;
  updatedAt: string;
};
export type AddressListDto = {
  /** The default first, then newest first */
  addresses: AddressDto[];
};
export type AddressResponseDto = {
  address: AddressDto;
  message: string;
};
export type SaveAddressDto = {
  fullName: string;
  /** 10 to 15 digits, optionally after a + */
  mobile: string;
  email?: string | null;
  address1: string;
  address2?: string | null;
  district: string;
  city: string;
  state: string;
  /** Digits only */
  pincode: string;
  /** Make this the default address (a user’s first address is always the default) */
  saveAsDefault?: boolean;
};
export type AddressDetailDto = {
  address: AddressDto;
};
export type SupportContactDto = {
  /** Where buyers and sellers write about an order */
  email: string;
};
export type OrderProductDto = {
  id: string;
  title: string;
  /** The product’s try-on picture */
  tryOnImage: string;
  /** 256 px variant for cards */
  tryOnThumbnail: string | null;
  /** 1080 px variant for the order detail */
  tryOnLarge: string | null;
  garmentImage: string;
  isActive: boolean;
};
export type PurchasedProductDto = {
  title: string | null;
  /** The order’s own copy of the product’s try-on picture (1080 px), readable by buyer and seller */
  image: string | null;
  /** 256 px variant for cards */
  thumbnail: string | null;
  /** The seller’s display name (or username) */
  sellerName: string | null;
  sellerUsername: string | null;
};
export type ShippingAddressDto = {
  fullName: string;
  mobile: string;
  email: string | null;
  address1: string;
  address2: string | null;
  district: string;
  city: string;
  state: string;
  pincode: string;
};
export type OrderDto = {
  id: string;
  /** The buyer (null once their account is deleted) */
  userId: string | null;
  /** The seller */
  trendStarUserId: string | null;
  productId: string | null;
  /** Rupees, numeric(10,2) as text like the product’s, copied from the product when the order was placed */
  actualPrice: string;
  discountPrice: string | null;
  size: string;
  color: string;
  /** The saved address the order was placed with (null once it is deleted) */
  addressId: string | null;
  orderStatus:
    | "pending"
    | "confirmed"
    | "shipped"
    | "delivered"
    | "completed"
    | "cancelled";
  tryOnId: string | null;
  createdAt: string;
  updatedAt: string;
  /** The product as it is now; null once deleted */
  product: OrderProductDto | null;
  purchased: PurchasedProductDto;
  /** Where the order ships, as it was when placed: editing or deleting the saved address leaves it as it was (null once the buyer’s account is deleted) */
  address: ShippingAddressDto | null;
  buyer: UserSummaryDto | null;
  seller: UserSummaryDto | null;
};
export type PlacedOrderDto = {
  order: OrderDto;
  message: string;
};
export type PlaceOrderDto = {
  productId: string;
  /** Ignored: the seller is the product’s owner */
  trendStarUserId?: string;
  /** One of the product’s sizes */
  size: string;
  /** One of the product’s colours */
  color: string;
  /** One of your saved addresses */
  addressId: string;
  /** The try-on the order screen was opened with (`{timestamp}_{id}` or an id) */
  tryOnId?: string;
};
export type OrdersPageDto = {
  /** Newest first */
  orders: OrderDto[];
  /** Pass as ?cursor= for the next page; null at the end */
  nextCursor: string | null;
};
export type OrderResponseDto = {
  order: OrderDto;
};
export type UpdatedOrderStatusDto = {
  order: OrderDto;
  /** false when the order already had that status (nothing changed, nobody told) */
  changed: boolean;
  message: string;
};
export type UpdateOrderStatusDto = {
  orderStatus:
    | "pending"
    | "confirmed"
    | "shipped"
    | "delivered"
    | "completed"
    | "cancelled";
};
export const {
  useGetLivenessQuery,
  useGetHealthQuery,
  useStreamEventsQuery,
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
  useSearchUsersQuery,
  useGetTrendstarsQuery,
  useGetUserByUsernameQuery,
  useGetUserByIdQuery,
  useUpdateUserMutation,
  useUploadAvatarMutation,
  useGetTrendstarApplicationQuery,
  useApplyForTrendstarMutation,
  useListTrendstarApplicationsQuery,
  useReviewTrendstarApplicationMutation,
  useGetCreditsQuery,
  useGetCreditTransactionsQuery,
  useGetCreditPackagesQuery,
  useCreateCreditOrderMutation,
  useVerifyCreditPaymentMutation,
  usePayTestOrderMutation,
  useReceiveRazorpayWebhookMutation,
  useGrantCreditsMutation,
  useListCreditPackagesAdminQuery,
  useCreateCreditPackageMutation,
  useUpdateCreditPackageMutation,
  useUploadHumanMutation,
  useUploadClothMutation,
  useListPersonPhotosQuery,
  useDeletePersonPhotoMutation,
  useStartTryOnMutation,
  useGetTryOnStatusQuery,
  useSaveTryOnMutation,
  useGetTryOnQuery,
  useDeleteTryOnMutation,
  useDeductCreditsMutation,
  useGetUserTryOnsQuery,
  useCreateTryOnPostMutation,
  useGetTryOnPostQuery,
  useGetPostQuery,
  useDeletePostMutation,
  useGetUserTryOnPostsQuery,
  useUseReferenceGarmentMutation,
  useFollowUserMutation,
  useUnfollowUserMutation,
  useGetFollowStatusQuery,
  useGetFollowersQuery,
  useGetFollowingQuery,
  useGetFeedQuery,
  useLikePostMutation,
  useGetPostLikersQuery,
  useGetPostCommentsQuery,
  useAddPostCommentMutation,
  useGetPostCommentRepliesQuery,
  useAddPostCommentReplyMutation,
  useLikeCommentMutation,
  useLikePostCommentMutation,
  useCheckPostCommentLikeQuery,
  useCreateProductMutation,
  useGetExistingProductTryOnsQuery,
  useProductExistsByTryOnQuery,
  useGetProductQuery,
  useUpdateProductMutation,
  useGetUserProductsQuery,
  useUploadNewProductImagesMutation,
  useGetProductImagesQuery,
  useAddProductImagesMutation,
  useDeleteProductImageMutation,
  useLinkProductTryOnMutation,
  useGetProductTryOnsQuery,
  useGetProductTryOnQuery,
  useLikeProductTryOnMutation,
  useUnlikeProductTryOnMutation,
  useLikeProductMutation,
  useGetProductLikersQuery,
  useGetProductCommentsQuery,
  useAddProductCommentMutation,
  useGetProductCommentRepliesQuery,
  useAddProductCommentReplyMutation,
  useLikeProductCommentMutation,
  useGetNotificationsQuery,
  useGetUnreadNotificationCountQuery,
  useMarkAllNotificationsReadMutation,
  useGetNotificationPreferencesQuery,
  useUpdateNotificationPreferencesMutation,
  useMarkNotificationReadMutation,
  useGetUserAddressesQuery,
  useCreateUserAddressMutation,
  useGetUserAddressQuery,
  useUpdateUserAddressMutation,
  useDeleteUserAddressMutation,
  useGetSupportContactQuery,
  usePlaceOrderMutation,
  useGetUserOrdersQuery,
  useGetUserOrderQuery,
  useGetTrendstarOrdersQuery,
  useUpdateOrderStatusMutation,
} = injectedRtkApi;
