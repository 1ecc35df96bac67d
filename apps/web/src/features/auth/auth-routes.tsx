import { AUTH_PAGE_TEXTS } from '@parley/core/common/texts';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/chunk-retry/lazy-page.ts';
import { AuthLayout } from './components/AuthLayout.tsx';

// The auth pages load on demand, like every other page: most visits start signed in and never show
// them, and their forms bring @mantine/form with them. Until a page has loaded, the root's
// HydrateFallback shows the loader. A page chunk that cannot load is retried (spec 000 §2), then
// shown full-page by the root's error boundary rather than inside the sign-in card.
const login = lazyPage(
  () => import('./pages/LoginPage.tsx'),
  (m) => m.LoginPage,
);
const forgotPassword = lazyPage(
  () => import('./pages/ForgotPasswordPage.tsx'),
  (m) => m.ForgotPasswordPage,
);
const resetPassword = lazyPage(
  () => import('./pages/ResetPasswordPage.tsx'),
  (m) => m.ResetPasswordPage,
);

export const authRoutes: RouteObject[] = [
  {
    path: '/login',
    element: <AuthLayout />,
    children: [
      { index: true, lazy: login, handle: { title: AUTH_PAGE_TEXTS.signInPageTitle } },
      { path: 'forgot', lazy: forgotPassword, handle: { title: AUTH_PAGE_TEXTS.forgotPageTitle } },
      { path: 'reset', lazy: resetPassword, handle: { title: AUTH_PAGE_TEXTS.resetPageTitle } },
    ],
  },
];
