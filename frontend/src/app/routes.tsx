import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { AppLayout } from '../components/layout/AppLayout';
import type { LayoutHandle } from '../components/layout/column';
import { AuthLayout } from '../components/layout/AuthLayout';
import { ProtectedRoute } from '../components/layout/ProtectedRoute';
import { LiveEventsConnection } from '../features/live-events/LiveEventsConnection';
import { HeaderWithNotifications } from '../features/notifications/HeaderWithNotifications';
import { routePatterns } from '../lib/paths';
import { RootLayout } from './RootLayout';

const HomePage = lazy(() => import('../features/posts/pages/HomePage'));
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
const TrendStarPage = lazy(() => import('../features/posts/pages/TrendStarPage'));
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
        path: routePatterns.auth,
        element: <AuthLayout />,
        children: [
          { path: routePatterns.login, element: <LoginPage /> },
          { path: routePatterns.register, element: <RegisterPage /> },
          { path: routePatterns.verifyOtp, element: <VerifyOtpPage /> },
          { path: routePatterns.profilePicture, element: <ProfilePicturePage /> },
          { path: routePatterns.forgotPassword, element: <ForgotPasswordPage /> },
          { path: routePatterns.resetPassword, element: <ResetPasswordPage /> },
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
          { path: routePatterns.post, element: <PostPage /> },
          { path: routePatterns.product, element: <ProductPage /> },
          { path: routePatterns.trendStar, element: <TrendStarPage /> },
          { path: routePatterns.outbox, element: <OutboxPage /> },
          {
            path: routePatterns.trendStars,
            element: <TrendStarsPage />,
            handle: { wide: true } satisfies LayoutHandle,
          },
          { path: routePatterns.search, element: <SearchPage /> },
          { path: routePatterns.userProfile, element: <UserProfilePage /> },
          {
            element: <ProtectedRoute />,
            children: [
              { path: routePatterns.trendStudio, element: <TrendStudioPage /> },
              { path: routePatterns.create, element: <CreateHubPage /> },
              { path: routePatterns.createContest, element: <CreateContestPage /> },
              { path: routePatterns.createTryOn, element: <CreateTryOnPage /> },
              { path: routePatterns.resultTryOn, element: <ResultTryOnPage /> },
              { path: routePatterns.viewTryOn, element: <ViewTryOnPage /> },
              { path: routePatterns.postTryOn, element: <PostTryOnPage /> },
              { path: routePatterns.createProduct, element: <CreateProductPage /> },
              { path: routePatterns.editProduct, element: <EditProductPage /> },
              { path: routePatterns.viewPostTryOn, element: <ViewPostTryOnPage /> },
              { path: routePatterns.profile, element: <ProfilePage /> },
              { path: routePatterns.notifications, element: <NotificationsPage /> },
              { path: routePatterns.credits, element: <CreditsPage /> },
              { path: routePatterns.buyCredits, element: <BuyCreditsPage /> },
              { path: routePatterns.applyTrendStar, element: <ApplyTrendStarPage /> },
              { path: routePatterns.settings, element: <SettingsPage /> },
              { path: routePatterns.changePassword, element: <ChangePasswordPage /> },
              { path: routePatterns.testLogout, element: <TestLogoutPage /> },
              { path: routePatterns.orderInfo, element: <OrderInfoPage /> },
              { path: routePatterns.orderComplete, element: <OrderCompletePage /> },
              { path: routePatterns.myOrders, element: <MyOrdersPage /> },
              { path: routePatterns.mySales, element: <MySalesPage /> },
              { path: routePatterns.saleDetail, element: <SaleDetailPage /> },
              { path: routePatterns.userConnections, element: <ConnectionsPage /> },
              { path: routePatterns.connections, element: <ConnectionsPage /> },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
