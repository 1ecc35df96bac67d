import type { ComponentType } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router';
import { importWithRetry } from './import-with-retry.ts';

/**
 * A route `lazy` that loads a page chunk on demand, with the chunk retries of spec 000 §2.
 *   lazy: lazyPage(() => import('../../features/agents/pages/AgentsPage.tsx'), (m) => m.AgentsPage)
 */
export function lazyPage<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
): LazyRouteFunction<RouteObject> {
  return async () => {
    try {
      return { Component: pick(await importWithRetry(load)) };
    } catch (error) {
      // React Router 7 renders nothing at all for a route whose `lazy` rejected (it waits for the
      // route to finish loading), so the failure becomes a page that throws it while rendering:
      // the route's errorElement then shows the load-failure screen. Reloading retries it.
      return {
        Component: function PageLoadFailed(): never {
          throw error;
        },
      };
    }
  };
}
