import { Anchor, Badge, Group, Table, Text } from '@mantine/core';
import { ROLE_LABELS } from '@parley/core/settings-users';
import { Link } from 'react-router';
import type { ManagedUser, NamedRef } from '../api/users-api.ts';
import { SETTINGS_PATHS } from '../utils/settings-paths.ts';

export type UsersTableProps = { users: ManagedUser[] };

function roleLabel(role: string): string {
  return Object.entries(ROLE_LABELS).find(([key]) => key === role)?.[1] ?? role;
}

function names(refs: NamedRef[]): string {
  return refs.map((ref) => ref.name).join(', ');
}

/** One page of users: each name opens the user's edit page. */
export function UsersTable({ users }: UsersTableProps) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Roles</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Skills</Table.Th>
            <Table.Th>Teams</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user.id}>
              <Table.Td>
                <Anchor component={Link} to={SETTINGS_PATHS.user(user.id)} fw={500}>
                  {user.name}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{user.email}</Text>
              </Table.Td>
              <Table.Td>
                <Group gap={4}>
                  {user.roles.map((role) => (
                    <Badge key={role} variant="light" color={role === 'agent' ? 'gray' : 'indigo'}>
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
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
