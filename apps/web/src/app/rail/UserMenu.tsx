import { Avatar, Menu, Text, UnstyledButton } from '@mantine/core';
import { hasAnyRole } from '@parley/core/auth/roles';
import { IconLogout, IconShieldCog } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSession } from '../../features/auth/hooks/useSession.ts';
import classes from './IconRail.module.css';

// The avatar (36 px) sits in the middle of the 64 px rail, 14 px from its edge: the menu opens
// 8 px past that edge, with its arrow on the page side pointing at the avatar's middle.
const MENU_OFFSET_PX = 14 + 8;

/** The signed-in user at the bottom of the rail: who, the admin page for admins, and Log out. */
export function UserMenu() {
  const { profile, signOut } = useSession();
  if (!profile) return null;

  return (
    <Menu position="right-end" withArrow arrowPosition="center" offset={MENU_OFFSET_PX} width={240}>
      <Menu.Target>
        <UnstyledButton aria-label="User menu" mt="xs" className={classes.userButton}>
          <Avatar name={profile.name} color="initials" radius="xl" size={36} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Signed in as</Menu.Label>
        <Text size="sm" fw={500} px="sm" truncate>
          {profile.name}
        </Text>
        <Text size="xs" c="dimmed" px="sm" truncate>
          {profile.email}
        </Text>
        <Text size="xs" c="dimmed" px="sm" pb="xs" truncate>
          {profile.brandName}
        </Text>
        <Menu.Divider />
        {/* /admin has no rail entry (spec 002 §2 lists none); admins reach it from here. */}
        {hasAnyRole(profile.roles, ['admin']) && (
          <Menu.Item component={Link} to="/admin" leftSection={<IconShieldCog size={16} aria-hidden />}>
            Admin
          </Menu.Item>
        )}
        <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={() => void signOut()}>
          Log out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
