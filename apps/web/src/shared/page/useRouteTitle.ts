import { useMatches } from 'react-router';
import { routeTitle } from './route-handle.ts';

/** The page name of the current route (its handle title). */
export function useRouteTitle(fallback = ''): string {
  return routeTitle(useMatches()) ?? fallback;
}
