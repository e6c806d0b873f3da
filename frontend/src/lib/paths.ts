// Every route of the app, written once: the router reads `routePatterns`, links and navigation call `paths`.
// `paths.test.ts` fails when a route literal appears anywhere else.

const encode = encodeURIComponent;

/** The router's patterns, relative to their parent route. */
export const routePatterns = {
  auth: 'auth',
  login: 'login',
  register: 'register',
  verifyOtp: 'verify-otp',
  profilePicture: 'profile-picture',
  forgotPassword: 'forgot-password',
  resetPassword: 'reset-password',
  post: 'post/:id',
  product: 'product/:id',
  trendStar: 'trendstar/:username',
  outbox: 'dev/outbox',
  trendStars: 'trend-stars',
  search: 'search',
  userProfile: 'u/:username',
  trendStudio: 'trend-studio',
  create: 'create',
  createContest: 'create-contest',
  createTryOn: 'create-try-on',
  resultTryOn: 'result-try-on/:id/:timestamp',
  viewTryOn: 'view-try-on/:username/:id',
  postTryOn: 'post-try-on',
  createProduct: 'create-product',
  editProduct: 'edit-product/:id',
  viewPostTryOn: 'view-post-try-on/:username/:id',
  profile: 'profile',
  notifications: 'notifications',
  credits: 'credits',
  buyCredits: 'buy-credits',
  applyTrendStar: 'apply-trendstar',
  settings: 'settings',
  changePassword: 'settings/password',
  testLogout: 'test-logout',
  orderInfo: 'user-order-info/:productId/:tryOnId',
  orderComplete: 'order-complete/:orderId',
  myOrders: 'user-orders',
  mySales: 'trendstar-sales',
  saleDetail: 'trendstar-sales/:id',
  userConnections: 'u/:username/connections',
  connections: 'connections/:username',
} as const;

/** Where the create flow's screens live (the bottom navigation keeps Create lit on them). */
export const createFlowPrefixes = ['/create-', '/result-try-on/', '/post-try-on'] as const;

export const paths = {
  home: () => '/',
  login: (redirect?: string) => (redirect ? `/auth/login?redirect=${encode(redirect)}` : '/auth/login'),
  register: (redirect?: string) => (redirect ? `/auth/register?redirect=${encode(redirect)}` : '/auth/register'),
  verifyOtp: (query: URLSearchParams) => `/auth/verify-otp?${query.toString()}`,
  profilePicture: (userId: string) => `/auth/profile-picture?userId=${encode(userId)}`,
  forgotPassword: () => '/auth/forgot-password',
  post: (id: string) => `/post/${id}`,
  product: (id: string) => `/product/${id}`,
  trendStar: (username: string) => `/trendstar/${encode(username)}`,
  trendStars: () => '/trend-stars',
  search: () => '/search',
  userProfile: (username: string) => `/u/${encode(username)}`,
  userConnections: (username: string) => `/u/${encode(username)}/connections`,
  trendStudio: () => '/trend-studio',
  create: () => '/create',
  createTryOn: (from?: { post: string } | { product: string; mode: 'private' | 'public' }) => {
    if (!from) return '/create-try-on';
    if ('post' in from) return `/create-try-on?post=${encode(from.post)}`;
    return `/create-try-on?product=${encode(from.product)}&mode=${from.mode}`;
  },
  resultTryOn: (id: string, timestamp: string, query = '') => `/result-try-on/${id}/${timestamp}${query}`,
  viewTryOn: (username: string, id: string) => `/view-try-on/${username}/${id}`,
  postTryOn: (combinedId: string) => `/post-try-on?id=${encode(combinedId)}`,
  createProduct: () => '/create-product',
  editProduct: (id: string) => `/edit-product/${id}`,
  viewPostTryOn: (username: string, id: string) => `/view-post-try-on/${username}/${id}`,
  profile: () => '/profile',
  notifications: () => '/notifications',
  credits: () => '/credits',
  buyCredits: () => '/buy-credits',
  applyTrendStar: () => '/apply-trendstar',
  settings: () => '/settings',
  changePassword: () => '/settings/password',
  orderInfo: (productId: string, tryOnId: string) => `/user-order-info/${productId}/${tryOnId}`,
  orderComplete: (orderId: string) => `/order-complete/${orderId}`,
  myOrders: () => '/user-orders',
  mySales: () => '/trendstar-sales',
  saleDetail: (id: string) => `/trendstar-sales/${id}`,
};
