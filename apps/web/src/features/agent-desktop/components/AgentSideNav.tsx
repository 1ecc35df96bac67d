import { ActionIcon, Divider, NavLink, Stack, Text, Tooltip } from '@mantine/core';
import { AGENT_SUB_NAV_WIDTH } from '@parley/core/shell/navigation';
import { Link, useLocation } from 'react-router';
import { NavigationDrawerSlot } from '../../../shared/layout/NavigationDrawerSlot.tsx';
import { useBelowBreakpoint } from '../../../shared/layout/useBelowBreakpoint.ts';
import { useSideNavExpanded } from '../../../shared/layout/useSideNavExpanded.ts';
import { CollapsibleSidebar } from '../../../shared/side-nav/CollapsibleSidebar.tsx';
import { useSideNavHotkeys } from '../../../shared/side-nav/useSideNavHotkeys.ts';
import { ContactListsNav } from '../../contact-lists/components/ContactListsNav.tsx';
import { AGENT_NAV_PAGES } from './agent-nav-pages.ts';

const PAGE_PATHS = AGENT_NAV_PAGES.map((page) => page.path);

/**
 * spec 002 §2: the agent side navigation, a collapsible panel 200 wide (spec 001 §2); collapsed at
 * first on a tablet, in the navigation drawer on a phone (issue 17 item 10).
 */
export function AgentSideNav() {
  const { pathname } = useLocation();
  const activePath = PAGE_PATHS.find((path) => path === pathname) ?? null;
  const [expanded, toggle] = useSideNavExpanded('agentDesktopSubNav');
  useSideNavHotkeys(PAGE_PATHS, activePath, toggle);
  const phone = useBelowBreakpoint('sm');

  if (phone) {
    // issue 17 item 10: on a phone the desk's pages and lists are in the navigation drawer.
    return (
      <NavigationDrawerSlot>
        <nav aria-label="Agent Desktop">
          <Text size="xs" fw={600} c="dimmed" tt="uppercase" px="sm" pb={4}>
            Agent Desktop
          </Text>
          <AgentNavLinks activePath={activePath} />
          <ContactListsNav compact={false} />
        </nav>
      </NavigationDrawerSlot>
    );
  }

  return (
    <CollapsibleSidebar
      title="Agent Desktop"
      expandedWidth={AGENT_SUB_NAV_WIDTH}
      collapsed={!expanded}
      onToggle={toggle}
    >
      {expanded ? (
        <Stack gap="md" pb="md">
          <AgentNavLinks activePath={activePath} />
          <Divider mx="sm" />
          <ContactListsNav compact={false} />
        </Stack>
      ) : (
        <Stack gap={4} align="center" pb="md">
          {AGENT_NAV_PAGES.map(({ label, path, icon: Icon }) => (
            <Tooltip key={path} label={label} position="right" withArrow openDelay={200}>
              <ActionIcon
                component={Link}
                to={path}
                size={40}
                variant={path === activePath ? 'light' : 'subtle'}
                color={path === activePath ? undefined : 'gray'}
                aria-label={label}
                aria-current={path === activePath ? 'page' : undefined}
              >
                <Icon size={20} stroke={1.6} aria-hidden />
              </ActionIcon>
            </Tooltip>
          ))}
          <ContactListsNav compact />
        </Stack>
      )}
    </CollapsibleSidebar>
  );
}

function AgentNavLinks({ activePath }: { activePath: string | null }) {
  return (
    <Stack gap={2} px="xs">
      {AGENT_NAV_PAGES.map(({ label, path, icon: Icon }) => (
        <NavLink
          key={path}
          component={Link}
          to={path}
          label={label}
          leftSection={<Icon size={18} stroke={1.6} aria-hidden />}
          active={path === activePath}
          aria-current={path === activePath ? 'page' : undefined}
          variant="light"
        />
      ))}
    </Stack>
  );
}
