import type { BooleanFlagKey } from '@parley/core/users/feature-flags';
import { Navigate, type RouteObject } from 'react-router';
import type { lazyPage } from '../../shared/chunk-retry/lazy-page.ts';
import { joinPath } from '../../shared/side-nav/section-nav.ts';
import type { SectionDetailPage, SectionNavDefinition } from '../../shared/side-nav/section-nav-types.ts';
import { AccessGate } from './AccessGate.tsx';
import { gatedRoutes, pageRoute } from './page-route.tsx';

type PageLazy = ReturnType<typeof lazyPage>;

function flagGate(flag: BooleanFlagKey | undefined) {
  return flag ? <AccessGate flag={flag} /> : undefined;
}

/**
 * The child routes of an area with a side navigation, derived from the navigation table so the
 * two cannot disagree: one page per entry, a redirect from the area and from each group to its
 * first page, and the detail pages. Every page of the area renders the `lazy` page module.
 */
export function sectionNavRoutes(
  nav: SectionNavDefinition,
  lazy: PageLazy,
  details: readonly SectionDetailPage[] = [],
): RouteObject[] {
  const routes: RouteObject[] = [];
  const hasIndexPage = nav.sections.some((section) => section.kind === 'link' && section.to === '');
  const first = nav.sections[0];
  const firstPage = first?.kind === 'link' ? first.to : first?.items[0]?.to;
  if (!hasIndexPage && firstPage !== undefined) {
    routes.push({ index: true, element: <Navigate to={joinPath(nav.basePath, firstPage)} replace /> });
  }
  for (const section of nav.sections) {
    if (section.kind === 'link') {
      const page = pageRoute({ path: section.to || undefined, title: section.label, lazy });
      routes.push(...gatedRoutes(flagGate(section.flag), [page]));
      continue;
    }
    const firstItem = section.items[0];
    const children: RouteObject[] = firstItem
      ? [{ path: section.base, element: <Navigate to={joinPath(nav.basePath, firstItem.to)} replace /> }]
      : [];
    for (const item of section.items) {
      const page = pageRoute({ path: item.to, title: item.label, lazy });
      children.push(...gatedRoutes(flagGate(item.flag), [page]));
    }
    routes.push(...gatedRoutes(flagGate(section.flag), children));
  }
  for (const detail of details) {
    const page = pageRoute({ path: detail.path, title: detail.title, lazy });
    routes.push(...gatedRoutes(flagGate(detail.flag), [page]));
  }
  return routes;
}
