import { Text } from '@mantine/core';
import { SIDEBAR_WIDTH } from '@parley/core/shell/navigation';
import { FEATURE_FLAG_DEFAULTS } from '@parley/core/users/feature-flags';
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '../../features/auth/hooks/useSession.ts';
import { NavigationDrawerSlot } from '../../shared/layout/NavigationDrawerSlot.tsx';
import { useBelowBreakpoint } from '../../shared/layout/useBelowBreakpoint.ts';
import { useSideNavExpanded } from '../../shared/layout/useSideNavExpanded.ts';
import { CollapsibleSidebar } from '../../shared/side-nav/CollapsibleSidebar.tsx';
import { activePagePath, navPages, visibleSections } from '../../shared/side-nav/section-nav.ts';
import type { SectionNavDefinition } from '../../shared/side-nav/section-nav-types.ts';
import { useSideNavHotkeys } from '../../shared/side-nav/useSideNavHotkeys.ts';
import { SectionNavList } from './SectionNavList.tsx';
import { SectionNavRail } from './SectionNavRail.tsx';

export type SectionNavProps = { nav: SectionNavDefinition };

/**
 * The side navigation of an area (Settings, Phone Numbers, Conversation Intelligence): collapsed at
 * first on a tablet, in the navigation drawer on a phone (issue 17 item 10).
 */
export function SectionNav({ nav }: SectionNavProps) {
  const flags = useSession().profile?.featureFlags ?? FEATURE_FLAG_DEFAULTS;
  const sections = useMemo(() => visibleSections(nav, flags), [nav, flags]);
  const pagePaths = useMemo(() => navPages(nav.basePath, sections).map((page) => page.to), [nav, sections]);
  const { pathname } = useLocation();
  const activePath = activePagePath(pagePaths, pathname);
  const [expanded, toggle] = useSideNavExpanded('sideNavigation');
  useSideNavHotkeys(pagePaths, activePath, toggle);
  const phone = useBelowBreakpoint('sm');

  if (phone) {
    // issue 17 item 10: on a phone the area's pages are listed in the navigation drawer.
    return (
      <NavigationDrawerSlot>
        <nav aria-label={nav.title}>
          <Text size="xs" fw={600} c="dimmed" tt="uppercase" px="sm" pb={4}>
            {nav.title}
          </Text>
          <SectionNavList basePath={nav.basePath} sections={sections} activePath={activePath} />
        </nav>
      </NavigationDrawerSlot>
    );
  }

  return (
    <CollapsibleSidebar
      title={nav.title}
      expandedWidth={SIDEBAR_WIDTH}
      collapsed={!expanded}
      onToggle={toggle}
    >
      {expanded ? (
        <SectionNavList basePath={nav.basePath} sections={sections} activePath={activePath} />
      ) : (
        <SectionNavRail basePath={nav.basePath} sections={sections} activePath={activePath} />
      )}
    </CollapsibleSidebar>
  );
}
