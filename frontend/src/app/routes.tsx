import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { AppLayout } from '../components/layout/AppLayout';
import type { LayoutHandle } from '../components/layout/column';
import { AuthLayout } from '../components/layout/AuthLayout';
import { ProtectedRoute } from '../components/layout/ProtectedRoute';
import { LiveEventsConnection } from '../features/live-events/LiveEventsConnection';
import { HeaderWithNotifications } from '../features/notifications/HeaderWithNotifications';
import { RootLayout } from './RootLayout';

const HomePage = lazy(() => import('../features/home/HomePage'));
const LoginPage = lazy(() => import('../features/auth/pages/LoginPage'));
const RegisterPage = lazy(() => import('../features/auth/pages/RegisterPage'));
const VerifyOtpPage = lazy(() => import('../features/auth/pages/VerifyOtpPage'));
const ProfilePicturePage = lazy(() => import('../features/auth/pages/ProfilePicturePage'));
const ForgotPasswordPage = lazy(() => import('../features/auth/pages/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('../features/auth/pages/ResetPasswordPage'));
const TestLogoutPage = lazy(() => import('../features/auth/pages/TestLogoutPage'));
const ProfilePage = lazy(() => import('../features/users/pages/ProfilePage'));
const UserProfilePage = lazy(() => import('../features/users/pages/UserProfilePage'));
const TrendStarsPage = lazy(() => import('../features/social/pages/TrendStarsPage'));
const SearchPage = lazy(() => import('../features/social/pages/SearchPage'));
const ConnectionsPage = lazy(() => import('../features/social/pages/ConnectionsPage'));
const SettingsPage = lazy(() => import('../features/settings/pages/SettingsPage'));
const ChangePasswordPage = lazy(() => import('../features/settings/pages/ChangePasswordPage'));
const TrendStudioPage = lazy(() => import('../features/trend-studio/TrendStudioPage'));
const CreateHubPage = lazy(() => import('../features/create/pages/CreateHubPage'));
const CreateContestPage = lazy(() => import('../features/create/pages/CreateContestPage'));
const CreateTryOnPage = lazy(() => import('../features/try-on/pages/CreateTryOnPage'));
const ResultTryOnPage = lazy(() => import('../features/try-on/pages/ResultTryOnPage'));
const ViewTryOnPage = lazy(() => import('../features/try-on/pages/ViewTryOnPage'));
const PostTryOnPage = lazy(() => import('../features/posts/pages/PostTryOnPage'));
const ViewPostTryOnPage = lazy(() => import('../features/posts/pages/ViewPostTryOnPage'));
const PostPage = lazy(() => import('../features/posts/pages/PostPage'));
const TrendStarPage = lazy(() => import('../features/feed/pages/TrendStarPage'));
const CreditsPage = lazy(() => import('../features/credits/pages/CreditsPage'));
const BuyCreditsPage = lazy(() => import('../features/credits/pages/BuyCreditsPage'));
const ApplyTrendStarPage = lazy(() => import('../features/trendstar-application/pages/ApplyTrendStarPage'));
const NotificationsPage = lazy(() => import('../features/notifications/pages/NotificationsPage'));
const OutboxPage = lazy(() => import('../features/dev/pages/OutboxPage'));
const ProductPage = lazy(() => import('../features/products/pages/ProductPage'));
const CreateProductPage = lazy(() => import('../features/products/pages/CreateProductPage'));
const EditProductPage = lazy(() => import('../features/products/pages/EditProductPage'));
const OrderInfoPage = lazy(() => import('../features/orders/pages/OrderInfoPage'));
const OrderCompletePage = lazy(() => import('../features/orders/pages/OrderCompletePage'));
const MyOrdersPage = lazy(() => import('../features/orders/pages/MyOrdersPage'));
const MySalesPage = lazy(() => import('../features/orders/pages/MySalesPage'));
const SaleDetailPage = lazy(() => import('../features/orders/pages/SaleDetailPage'));
const NotFoundPage = lazy(() => import('../components/common/NotFoundPage'));

/** Routes of later modules (feed, TrendStars, create, search, notifications, credits...) are added with them. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        path: 'auth',
        element: <AuthLayout />,
        children: [
          { path: 'login', element: <LoginPage /> },
          { path: 'register', element: <RegisterPage /> },
          { path: 'verify-otp', element: <VerifyOtpPage /> },
          { path: 'profile-picture', element: <ProfilePicturePage /> },
          { path: 'forgot-password', element: <ForgotPasswordPage /> },
          { path: 'reset-password', element: <ResetPasswordPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        element: (
          <>
            <AppLayout header={<HeaderWithNotifications />} />
            <LiveEventsConnection />
          </>
        ),
        children: [
          { index: true, element: <HomePage /> },
          { path: 'post/:id', element: <PostPage /> },
          { path: 'product/:id', element: <ProductPage /> },
          { path: 'trendstar/:username', element: <TrendStarPage /> },
          { path: 'dev/outbox', element: <OutboxPage /> },
          { path: 'trend-stars', element: <TrendStarsPage />, handle: { wide: true } satisfies LayoutHandle },
          { path: 'search', element: <SearchPage /> },
          { path: 'u/:username', element: <UserProfilePage /> },
          {
            element: <ProtectedRoute />,
            children: [
              { path: 'trend-studio', element: <TrendStudioPage /> },
              { path: 'create', element: <CreateHubPage /> },
              { path: 'create-contest', element: <CreateContestPage /> },
              { path: 'create-try-on', element: <CreateTryOnPage /> },
              { path: 'result-try-on/:id/:timestamp', element: <ResultTryOnPage /> },
              { path: 'view-try-on/:username/:id', element: <ViewTryOnPage /> },
              { path: 'post-try-on', element: <PostTryOnPage /> },
              { path: 'create-product', element: <CreateProductPage /> },
              { path: 'edit-product/:id', element: <EditProductPage /> },
              { path: 'view-post-try-on/:username/:id', element: <ViewPostTryOnPage /> },
              { path: 'profile', element: <ProfilePage /> },
              { path: 'notifications', element: <NotificationsPage /> },
              { path: 'credits', element: <CreditsPage /> },
              { path: 'buy-credits', element: <BuyCreditsPage /> },
              { path: 'apply-trendstar', element: <ApplyTrendStarPage /> },
              { path: 'settings', element: <SettingsPage /> },
              { path: 'settings/password', element: <ChangePasswordPage /> },
              { path: 'test-logout', element: <TestLogoutPage /> },
              { path: 'user-order-info/:productId/:tryOnId', element: <OrderInfoPage /> },
              { path: 'order-complete/:orderId', element: <OrderCompletePage /> },
              { path: 'user-orders', element: <MyOrdersPage /> },
              { path: 'trendstar-sales', element: <MySalesPage /> },
              { path: 'trendstar-sales/:id', element: <SaleDetailPage /> },
              { path: 'u/:username/connections', element: <ConnectionsPage /> },
              { path: 'connections/:username', element: <ConnectionsPage /> },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
