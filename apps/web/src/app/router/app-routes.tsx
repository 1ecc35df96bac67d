import type { RouteObject } from 'react-router';
import { authRoutes } from '../../features/auth/auth-routes.tsx';
import { RequireSession } from '../../features/auth/components/RequireSession.tsx';
import { lazyPage } from '../../shared/chunk-retry/lazy-page.ts';
import type { RouteHandle } from '../../shared/page/route-handle.ts';
import { FullPageLoader } from '../components/FullPageLoader.tsx';
import { NotFoundPage } from '../errors/NotFoundPage.tsx';
import { RouteErrorScreen } from '../errors/RouteErrorScreen.tsx';
import { RootLayout } from '../layout/RootLayout.tsx';
import { areaRoutes } from './area-routes.tsx';
import { HomeRedirect } from './HomeRedirect.tsx';

const notFoundHandle: RouteHandle = { title: 'Page Not Found' };

// The signed-in shell (rail, event stream, global search, the desk's runtime) is a chunk of its own,
// loaded beside the page it frames: the sign-in pages never download it (docs/web-performance.md).
const shellLayout = lazyPage(
  () => import('../layout/ShellLayout.tsx'),
  (m) => m.ShellLayout,
);

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
              lazy: shellLayout,
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
