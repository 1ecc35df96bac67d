import type { LazyRouteFunction, RouteObject } from 'react-router';
import type { RouteHandle } from '../../shared/page/route-handle.ts';
import { RouteErrorScreen } from '../errors/RouteErrorScreen.tsx';

export type PageRouteOptions = {
  /** Relative path; omitted for the index page of its parent. */
  path?: string;
  title: string;
  lazy: LazyRouteFunction<RouteObject>;
};

/**
 * A leaf page: loaded on demand, named for the page title, and with its own error boundary so a
 * failing page keeps the rail and the side navigation around it.
 */
export function pageRoute({ path, title, lazy }: PageRouteOptions): RouteObject {
  const handle: RouteHandle = { title };
  const errorElement = <RouteErrorScreen />;
  return path === undefined
    ? { index: true, handle, lazy, errorElement }
    : { path, handle, lazy, errorElement };
}

/** Wraps routes in an access gate element (a pathless layout route). */
export function gatedRoutes(gate: React.ReactElement | undefined, routes: RouteObject[]): RouteObject[] {
  return gate ? [{ element: gate, children: routes }] : routes;
}
