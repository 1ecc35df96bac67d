import type { RouteObject } from 'react-router';
import { authRoutes } from '../../features/auth/auth-routes.tsx';
import { RequireSession } from '../../features/auth/components/RequireSession.tsx';
import { FullPageLoader } from '../components/FullPageLoader.tsx';
import { NotFoundPage } from '../errors/NotFoundPage.tsx';
import { RouteErrorScreen } from '../errors/RouteErrorScreen.tsx';
import { RootLayout } from '../layout/RootLayout.tsx';
import { ShellLayout } from '../layout/ShellLayout.tsx';
import { areaRoutes } from './area-routes.tsx';
import { HomeRedirect } from './HomeRedirect.tsx';
import type { RouteHandle } from './route-handle.ts';

const notFoundHandle: RouteHandle = { title: 'Page Not Found' };

/**
 * The route tree: sign-in pages, then the signed-in shell (RequireSession → ShellLayout) with
 * every area. Errors land on the nearest boundary: the page's own, the shell's, then the root's.
 */
export function createAppRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootLayout,
      HydrateFallback: FullPageLoader,
      errorElement: <RouteErrorScreen />,
      children: [
        ...authRoutes,
        {
          Component: RequireSession,
          children: [
            {
              Component: ShellLayout,
              errorElement: <RouteErrorScreen />,
              children: [
                { index: true, Component: HomeRedirect },
                ...areaRoutes(),
                { path: '*', Component: NotFoundPage, handle: notFoundHandle },
              ],
            },
          ],
        },
      ],
    },
  ];
}
