import { Anchor, Badge, Button, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { USER_TEXTS } from '@parley/core/settings/texts';
import { ROLE_LABELS } from '@parley/core/users/user-inputs';
import { IconUserCheck, IconUserOff } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ManagedUser, NamedRef } from '../api/users-api.ts';
import { SETTINGS_PATHS } from '../utils/settings-paths.ts';
import { UserActivationModal } from './UserActivationModal.tsx';

/** Who is looking: nobody deactivates themselves, and only an admin manages an admin (the server's rules). */
export type UsersTableViewer = { userId: string | null; isAdmin: boolean };

export type UsersTableProps = { users: ManagedUser[]; viewer: UsersTableViewer };

function mayChangeActivation(user: ManagedUser, viewer: UsersTableViewer): boolean {
  if (user.id === viewer.userId) return false;
  return viewer.isAdmin || !user.roles.includes('admin');
}

function roleLabel(role: string): string {
  return Object.entries(ROLE_LABELS).find(([key]) => key === role)?.[1] ?? role;
}

function names(refs: NamedRef[]): string {
  return refs.map((ref) => ref.name).join(', ');
}

/** One page of users: each name opens the user's edit page; deactivated users carry a badge. */
export function UsersTable({ users, viewer }: UsersTableProps) {
  // One confirmation for the whole table, opened by a row's Deactivate / Reactivate.
  const [confirming, setConfirming] = useState<ManagedUser | null>(null);
  return (
    <Table.ScrollContainer minWidth={760}>
      <UserActivationModal user={confirming} onClose={() => setConfirming(null)} />
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Roles</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Skills</Table.Th>
            <Table.Th>Teams</Table.Th>
            <Table.Th>
              <VisuallyHidden>{USER_TEXTS.actions}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user.id}>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Anchor
                    component={Link}
                    to={SETTINGS_PATHS.user(user.id)}
                    fw={500}
                    c={user.deactivated ? 'dimmed' : undefined}
                  >
                    {user.name}
                  </Anchor>
                  {user.deactivated && (
                    <Badge variant="outline" color="gray" size="sm">
                      {USER_TEXTS.deactivatedBadge}
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{user.email}</Text>
              </Table.Td>
              <Table.Td>
                <Group gap={4}>
                  {user.roles.map((role) => (
                    // issue 17 item 10: never narrower than its label. A badge may shrink and
                    // ellipsise its label, so a narrow table cut "Supervisor" short; this way the
                    // column keeps the widest badge and a cell with several wraps them.
                    <Badge
                      key={role}
                      variant="light"
                      color={role === 'agent' ? 'gray' : 'indigo'}
                      miw="max-content"
                    >
                      {roleLabel(role)}
                    </Badge>
                  ))}
                </Group>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{user.status}</Text>
              </Table.Td>
              <Table.Td maw={200}>
                <Text size="sm" c="dimmed" truncate>
                  {names(user.skills) || '—'}
                </Text>
              </Table.Td>
              <Table.Td maw={200}>
                <Text size="sm" c="dimmed" truncate>
                  {names(user.teams) || '—'}
                </Text>
              </Table.Td>
              <Table.Td ta="right">
                {mayChangeActivation(user, viewer) && (
                  <ActivationButton user={user} onClick={() => setConfirming(user)} />
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function ActivationButton({ user, onClick }: { user: ManagedUser; onClick: () => void }) {
  const deactivate = !user.deactivated;
  const Icon = deactivate ? IconUserOff : IconUserCheck;
  return (
    <Button
      size="xs"
      variant="subtle"
      color={deactivate ? 'red' : 'teal'}
      leftSection={<Icon size={14} aria-hidden />}
      aria-label={deactivate ? USER_TEXTS.deactivateLabel(user.name) : USER_TEXTS.reactivateLabel(user.name)}
      onClick={onClick}
    >
      {deactivate ? USER_TEXTS.deactivate : USER_TEXTS.reactivate}
    </Button>
  );
}
