import { Center, Group, Loader, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { CONTACT_LIST_NAME_MAX_LENGTH } from '@parley/core/contact-lists/limits';
import { IconList, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useRouteTitle } from '../../../shared/page/useRouteTitle.ts';
import { ContactListsTable } from '../components/ContactListsTable.tsx';
import { EmptyListState } from '../components/EmptyListState.tsx';
import { PagedListFooter } from '../components/PagedListFooter.tsx';
import { QueryBoundary } from '../components/QueryBoundary.tsx';
import { SettingsPageLayout } from '../components/SettingsPageLayout.tsx';
import { useBrandContactLists, useDeleteContactList } from '../hooks/useSettingsContactLists.ts';
import { CONTACT_LISTS_SETTINGS_TEXTS as TEXTS } from '../utils/contact-lists-settings-texts.ts';

// Typing in the search box asks the server after this pause (as the users page).
const SEARCH_DEBOUNCE_MS = 300;
/** spec 001 §9 page size. */
const PAGE_SIZE = 25;

/**
 * /settings/contact-lists (spec 002 §2 settings navigation): every contact list of the brand, each
 * user's private lists included, searched by name on the server, a page at a time; Open goes to the
 * list's own page (/agent/contacts/{listId}), Delete asks first.
 */
export function ContactListsSettingsPage() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [name] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const lists = useBrandContactLists({ name, page, size: PAGE_SIZE });
  const remove = useDeleteContactList();
  const deletingId = remove.isPending ? (remove.variables ?? null) : null;
  // Deleting the last list of the last page leaves that page empty: show the one before it.
  const lastPage = lists.data ? Math.max(0, Math.ceil(lists.data.total / lists.data.size) - 1) : 0;
  useEffect(() => {
    if (lists.data && !lists.isPlaceholderData && page > lastPage) setPage(lastPage);
  }, [lists.data, lists.isPlaceholderData, page, lastPage]);

  return (
    <SettingsPageLayout title={useRouteTitle('Contact Lists')} description={TEXTS.description}>
      <Group gap="sm" align="flex-end">
        <TextInput
          aria-label={TEXTS.searchLabel}
          placeholder={TEXTS.searchPlaceholder}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          maxLength={CONTACT_LIST_NAME_MAX_LENGTH}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(0);
          }}
          w={280}
        />
        {lists.isFetching && !lists.isPending && <Loader size="xs" aria-label="Updating the list" />}
      </Group>
      <Paper withBorder radius="md" p="md">
        <QueryBoundary query={lists} loadingLabel={TEXTS.loading}>
          {(result) =>
            result.items.length === 0 ? (
              name !== '' ? (
                <Center py="xl">
                  <Text c="dimmed">{TEXTS.noMatch}</Text>
                </Center>
              ) : (
                <EmptyListState
                  text={TEXTS.empty}
                  hint={TEXTS.emptyHint}
                  icon={<IconList size={28} stroke={1.5} aria-hidden />}
                />
              )
            ) : (
              <Stack gap="md">
                <ContactListsTable
                  lists={result.items}
                  deletingId={deletingId}
                  onDelete={(list) => remove.mutate(list.id)}
                />
                <PagedListFooter
                  totalLabel={TEXTS.total(result.total)}
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
