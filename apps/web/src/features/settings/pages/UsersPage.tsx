import { Button, Center, Group, Loader, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { ROLES, type Role } from '@parley/core/auth/roles';
import { USER_TEXTS } from '@parley/core/settings/texts';
import { ROLE_LABELS, USERS_PAGE_SIZE } from '@parley/core/users/user-inputs';
import { IconPlus, IconSearch, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useRouteTitle } from '../../../shared/page/useRouteTitle.ts';
import { useSession } from '../../auth/hooks/useSession.ts';
import { EmptyListState } from '../components/EmptyListState.tsx';
import { PagedListFooter } from '../components/PagedListFooter.tsx';
import { QueryBoundary } from '../components/QueryBoundary.tsx';
import { SettingsPageLayout } from '../components/SettingsPageLayout.tsx';
import { UsersTable } from '../components/UsersTable.tsx';
import { useStatuses, useUserPage } from '../hooks/useSettingsQueries.ts';
import { SETTINGS_PATHS } from '../utils/settings-paths.ts';

// Typing in the search box asks the server after this pause.
const SEARCH_DEBOUNCE_MS = 300;

const isRole = (value: string | null): value is Role =>
  value !== null && (ROLES as readonly string[]).includes(value);

/** /settings/user-management/users: the brand's users, searched and filtered on the server, a page at a time. */
export function UsersPage() {
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<Role | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [page, setPage] = useState(0);
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const users = useUserPage({ search: debouncedSearch, role, status, page, size: USERS_PAGE_SIZE });
  const statuses = useStatuses();
  const filtered = debouncedSearch !== '' || role !== null || status !== null;
  const profile = useSession().profile;
  const viewer = { userId: profile?.oktaUserId ?? null, isAdmin: profile?.roles.includes('admin') ?? false };

  return (
    <SettingsPageLayout
      title={useRouteTitle('Users')}
      description={USER_TEXTS.description}
      actions={
        <Button component={Link} to={SETTINGS_PATHS.newUser} leftSection={<IconPlus size={16} aria-hidden />}>
          {USER_TEXTS.newUser}
        </Button>
      }
    >
      <Group gap="sm" align="flex-end">
        <TextInput
          aria-label="Search users"
          placeholder={USER_TEXTS.searchPlaceholder}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(0);
          }}
          w={280}
        />
        <Select
          aria-label="Role"
          placeholder={USER_TEXTS.allRoles}
          data={ROLES.map((value) => ({ value, label: ROLE_LABELS[value] }))}
          value={role}
          onChange={(value) => {
            setRole(isRole(value) ? value : null);
            setPage(0);
          }}
          clearable
          w={170}
        />
        <Select
          aria-label="Status"
          placeholder={USER_TEXTS.allStatuses}
          data={(statuses.data ?? []).map((entry) => entry.name)}
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPage(0);
          }}
          clearable
          w={170}
        />
        {users.isFetching && !users.isPending && <Loader size="xs" aria-label="Updating the list" />}
      </Group>
      <Paper withBorder radius="md" p="md">
        <QueryBoundary query={users} loadingLabel="Loading users">
          {(result) =>
            result.items.length === 0 ? (
              filtered ? (
                <Center py="xl">
                  <Text c="dimmed">{USER_TEXTS.noMatch}</Text>
                </Center>
              ) : (
                <EmptyListState
                  text={USER_TEXTS.empty}
                  icon={<IconUsers size={28} stroke={1.5} aria-hidden />}
                  create={{ label: USER_TEXTS.newUser, to: SETTINGS_PATHS.newUser }}
                />
              )
            ) : (
              <Stack gap="md">
                <UsersTable users={result.items} viewer={viewer} />
                <PagedListFooter
                  totalLabel={USER_TEXTS.total(result.total)}
                  paging={result}
                  onPageChange={setPage}
                />
              </Stack>
            )
          }
        </QueryBoundary>
      </Paper>
    </SettingsPageLayout>
  );
}
