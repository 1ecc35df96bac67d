import { Stack, Title } from '@mantine/core';
import { DEFAULT_SORT_ORDER, keyTypeFor, type SortOrder } from '@parley/core/contact-lists/page-query';
import { useState } from 'react';
import { useRouteTitle } from '../../../shared/page/useRouteTitle.ts';
import { useSession } from '../../auth/hooks/useSession.ts';
import { ContactListSortFields } from '../components/ContactListSortFields.tsx';
import { ContactsTable } from '../components/ContactsTable.tsx';
import { CONTACT_LISTS_UI_TEXTS as TEXTS } from '../contact-lists-texts.ts';
import { useMyContacts } from '../hooks/useListedContacts.ts';
import { useSortOptions } from '../hooks/useSortOptions.ts';

/**
 * /agent/contacts (spec 002 §2): the brand's contacts, newest first; with the
 * contactListSortingMyContacts flag (spec 002 §6) the user sorts them by any sortable attribute.
 */
export function MyContactsPage() {
  const title = useRouteTitle(TEXTS.myContacts);
  const sorting = useSession().profile?.featureFlags.contactListSortingMyContacts ?? false;
  const [sort, setSort] = useState<{ sortBy: string | null; order: SortOrder }>({
    sortBy: null,
    order: DEFAULT_SORT_ORDER,
  });
  const sortOptions = useSortOptions();
  const keyType = keyTypeFor(sort.sortBy, sortOptions.options);
  const contacts = useMyContacts({ ...sort, keyType });
  return (
    <Stack p="xl" gap="lg">
      <Title order={2}>{title}</Title>
      {sorting && (
        <ContactListSortFields
          sortBy={sort.sortBy}
          order={sort.order}
          options={sortOptions.options}
          loading={sortOptions.loading}
          onChange={setSort}
        />
      )}
      <ContactsTable
        contacts={contacts.data}
        loading={contacts.isLoading}
        sortBy={sort.sortBy}
        label={title}
      />
    </Stack>
  );
}
