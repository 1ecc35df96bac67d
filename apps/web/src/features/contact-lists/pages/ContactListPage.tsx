import { Alert, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { CONTACT_LIST_TEXTS } from '@parley/core/conditions/texts';
import { canEditContactList } from '@parley/core/contact-lists/permissions';
import { useParams } from 'react-router';
import { useSession } from '../../auth/hooks/useSession.ts';
import { ContactListEditor } from '../components/ContactListEditor.tsx';
import { ContactsTable } from '../components/ContactsTable.tsx';
import { CONTACT_LISTS_UI_TEXTS as TEXTS } from '../contact-lists-texts.ts';
import { savedSortBy, useSavedViewContacts } from '../hooks/useListedContacts.ts';
import { useOpenedContactList } from '../hooks/useOpenedContactList.ts';
import { NEW_CONTACT_LIST_ID } from '../utils/contact-list-paths.ts';

/**
 * /agent/contacts/:listId (spec 002 §2): one contact list, its editor and its contacts; `new` is
 * the editor of a new list (docs/contact-lists.md).
 */
export function ContactListPage() {
  const { listId = '' } = useParams();
  const profile = useSession().profile;
  const { lists, view, isLoading } = useOpenedContactList(listId);
  const contacts = useSavedViewContacts(view);

  if (listId === NEW_CONTACT_LIST_ID) {
    return (
      <Stack p="xl" gap="lg">
        <Title order={2}>{TEXTS.newListTitle}</Title>
        {!lists.isLoading && !lists.canCreate && (
          <Alert color="yellow" variant="light">
            {CONTACT_LIST_TEXTS.maxListsExceeded}
          </Alert>
        )}
        <ContactListEditor
          key="new"
          view={null}
          canEdit={lists.canCreate}
          ownPrivateNames={lists.ownPrivateNames}
        />
      </Stack>
    );
  }
  if (isLoading) {
    return (
      <Group p="xl" gap="xs">
        <Loader size="sm" />
        <Text size="sm">{TEXTS.loading}</Text>
      </Group>
    );
  }
  if (!view) {
    return (
      <Stack p="xl" gap="lg">
        <Title order={2}>Contact List</Title>
        <Text>{TEXTS.listNotFound}</Text>
      </Stack>
    );
  }
  // spec 002 §6: the creator, an admin or a supervisor edits; a list with no creator is editable.
  const canEdit = profile
    ? canEditContactList({ id: profile.oktaUserId, roles: profile.roles }, view)
    : false;
  return (
    <Stack p="xl" gap="lg">
      <Stack gap={2}>
        <Title order={2}>{view.name}</Title>
        {view.createdBy && (
          <Text size="sm" c="dimmed">
            {TEXTS.createdBy(view.createdBy)}
          </Text>
        )}
      </Stack>
      <ContactListEditor
        key={view.id}
        view={view}
        canEdit={canEdit}
        ownPrivateNames={lists.ownPrivateNames}
      />
      <ContactsTable
        contacts={contacts.data}
        loading={contacts.isLoading}
        sortBy={savedSortBy(view)}
        label={`Contacts of ${view.name}`}
      />
    </Stack>
  );
}
