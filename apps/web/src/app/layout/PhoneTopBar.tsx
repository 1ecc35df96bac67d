import { Burger, Group, Text, ThemeIcon } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { lazyComponent, useShownOnce } from '../../shared/chunk-retry/lazy-component.ts';
import { useNavigationDrawerStore } from '../../shared/layout/navigation-drawer-store.ts';
import { CLOSE_NAVIGATION, OPEN_NAVIGATION } from '../shell-texts.ts';
import { PHONE_TOP_BAR_HEIGHT } from './phone-top-bar-height.ts';

// The drawer (Mantine's Drawer, the labelled entries) is a chunk of its own, loaded at the first tap.
const NavigationDrawer = lazyComponent(
  () => import('../rail/NavigationDrawer.tsx'),
  (m) => m.NavigationDrawer,
);

export type PhoneTopBarProps = {
  /** Some embedding hosts hide the logo (spec 001 §6, spec 002 §2). */
  hideLogo: boolean;
};

/**
 * On a phone (issue 17 item 10) the icon rail gives way to this bar: the burger opens the
 * navigation drawer (the rail's entries with their names, the area's side navigation, the user).
 */
export function PhoneTopBar({ hideLogo }: PhoneTopBarProps) {
  const opened = useNavigationDrawerStore((state) => state.opened);
  const setOpened = useNavigationDrawerStore((state) => state.setOpened);
  const drawerMounted = useShownOnce(opened);
  const { pathname } = useLocation();
  // A link followed in the drawer closes it.
  useEffect(() => {
    if (pathname) setOpened(false);
  }, [pathname, setOpened]);

  return (
    <Group
      component="header"
      aria-label="Top bar"
      h={PHONE_TOP_BAR_HEIGHT}
      px="sm"
      gap="sm"
      wrap="nowrap"
      bg="dark.7"
      style={{ flexShrink: 0 }}
    >
      <Burger
        opened={opened}
        onClick={() => setOpened(!opened)}
        aria-label={opened ? CLOSE_NAVIGATION : OPEN_NAVIGATION}
        aria-expanded={opened}
        color="gray.0"
        size="sm"
      />
      {!hideLogo && (
        <Group gap={8} wrap="nowrap">
          <ThemeIcon
            size={28}
            radius="md"
            variant="gradient"
            gradient={{ from: 'indigo.5', to: 'cyan.5', deg: 135 }}
          >
            <IconMessages size={16} stroke={1.8} aria-hidden />
          </ThemeIcon>
          <Text c="white" fw={600}>
            Parley
          </Text>
        </Group>
      )}
      {drawerMounted && (
        <Suspense fallback={null}>
          <NavigationDrawer opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </Group>
  );
}
