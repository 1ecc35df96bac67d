import { ActionIcon, Divider, NavLink, Stack, Tooltip } from '@mantine/core';
import { AGENT_SUB_NAV_WIDTH } from '@parley/core/shell/navigation';
import { Link, useLocation } from 'react-router';
import { usePanelExpanded } from '../../../shared/layout/panels-store.ts';
import { CollapsibleSidebar } from '../../../shared/side-nav/CollapsibleSidebar.tsx';
import { useSideNavHotkeys } from '../../../shared/side-nav/useSideNavHotkeys.ts';
import { ContactListsNav } from '../../contact-lists/components/ContactListsNav.tsx';
import { AGENT_NAV_PAGES } from './agent-nav-pages.ts';

const PAGE_PATHS = AGENT_NAV_PAGES.map((page) => page.path);

/** spec 002 §2: the agent side navigation, a collapsible panel 200 wide (spec 001 §2). */
export function AgentSideNav() {
  const { pathname } = useLocation();
  const activePath = PAGE_PATHS.find((path) => path === pathname) ?? null;
  const [expanded, toggle] = usePanelExpanded('agentDesktopSubNav');
  useSideNavHotkeys(PAGE_PATHS, activePath, toggle);

  return (
    <CollapsibleSidebar
      title="Agent Desktop"
      expandedWidth={AGENT_SUB_NAV_WIDTH}
      collapsed={!expanded}
      onToggle={toggle}
    >
      {expanded ? (
        <Stack gap="md" pb="md">
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
