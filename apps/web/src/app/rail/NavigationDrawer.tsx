import { Avatar, Divider, Drawer, Group, NavLink, Stack, Text } from '@mantine/core';
import { hasAnyRole } from '@parley/core/auth/roles';
import { isRailEntryActive } from '@parley/core/shell/navigation';
import { IconLogout, IconShieldCog } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../features/auth/hooks/useSession.ts';
import { useVisibleRailEntries } from '../../features/auth/hooks/useVisibleRailEntries.ts';
import { useNavigationDrawerStore } from '../../shared/layout/navigation-drawer-store.ts';
import { NAVIGATION_DRAWER_TITLE } from '../shell-texts.ts';
import { RAIL_ICONS } from './rail-icons.ts';

export type NavigationDrawerProps = { opened: boolean; onClose: () => void };

/**
 * The phone's navigation (issue 17 item 10): what the icon rail holds, each entry with its name,
 * then the current area's side navigation (rendered here by the area, NavigationDrawerSlot), then
 * the signed-in user with the user menu's actions.
 */
export function NavigationDrawer({ opened, onClose }: NavigationDrawerProps) {
  const entries = useVisibleRailEntries();
  const { pathname } = useLocation();
  const { profile, signOut } = useSession();
  const setSlot = useNavigationDrawerStore((state) => state.setSlot);
  const activeId = entries.find((entry) => isRailEntryActive(entry, pathname))?.id ?? null;

  return (
    <Drawer opened={opened} onClose={onClose} title={NAVIGATION_DRAWER_TITLE} size={300} padding="sm">
      <Stack gap="sm">
        <nav aria-label="Main navigation">
          <Stack gap={2}>
            {entries.map((entry) => {
              const Icon = RAIL_ICONS[entry.id];
              const active = entry.id === activeId;
              return (
                <NavLink
                  key={entry.id}
                  component={Link}
                  to={entry.path}
                  label={entry.label}
                  leftSection={<Icon size={20} stroke={1.6} aria-hidden />}
                  active={active}
                  aria-current={active ? 'page' : undefined}
                  variant="filled"
                  onClick={onClose}
                />
              );
            })}
          </Stack>
        </nav>
        {/* The area's side navigation (Agent Desktop, Settings…) renders itself in here. */}
        <div ref={setSlot} />
        {profile && (
          <>
            <Divider />
            <Group gap="sm" wrap="nowrap" px="xs">
              <Avatar name={profile.name} color="initials" radius="xl" size={32} />
              <Stack gap={0} miw={0}>
                <Text size="sm" fw={500} truncate>
                  {profile.name}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {profile.email}
                </Text>
              </Stack>
            </Group>
            {hasAnyRole(profile.roles, ['admin']) && (
              <NavLink
                component={Link}
                to="/admin"
                label="Admin"
                leftSection={<IconShieldCog size={18} aria-hidden />}
                onClick={onClose}
              />
            )}
            <NavLink
              component="button"
              label="Log out"
              leftSection={<IconLogout size={18} aria-hidden />}
              onClick={() => void signOut()}
            />
          </>
        )}
      </Stack>
    </Drawer>
  );
}
