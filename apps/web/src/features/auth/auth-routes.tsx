import { AUTH_PAGE_TEXTS } from '@parley/core/texts';
import type { RouteObject } from 'react-router';
import { AuthLayout } from './components/AuthLayout.tsx';
import { ForgotPasswordPage } from './pages/ForgotPasswordPage.tsx';
import { LoginPage } from './pages/LoginPage.tsx';
import { ResetPasswordPage } from './pages/ResetPasswordPage.tsx';

// The auth pages are the first screen of a signed-out visit, and small: they load with the app
// instead of on demand, so sign-in needs no extra round trip.
export const authRoutes: RouteObject[] = [
  {
    path: '/login',
    element: <AuthLayout />,
    children: [
      { index: true, element: <LoginPage />, handle: { title: AUTH_PAGE_TEXTS.signInPageTitle } },
      { path: 'forgot', element: <ForgotPasswordPage />, handle: { title: AUTH_PAGE_TEXTS.forgotPageTitle } },
      { path: 'reset', element: <ResetPasswordPage />, handle: { title: AUTH_PAGE_TEXTS.resetPageTitle } },
    ],
  },
];
