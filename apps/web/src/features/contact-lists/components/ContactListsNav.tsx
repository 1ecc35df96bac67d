import { Stack } from '@mantine/core';
import { useMatch } from 'react-router';
import { CONTACT_LISTS_UI_TEXTS as TEXTS } from '../contact-lists-texts.ts';
import { useContactLists } from '../hooks/useContactLists.ts';
import { ContactListsSection } from './ContactListsSection.tsx';
import { NewContactListButton } from './NewContactListButton.tsx';

export type ContactListsNavProps = { compact: boolean };

/**
 * The contact lists of the agent side navigation (spec 002 §2): private and shared sections and
 * New Contact List; collapsed, only the button. The layout hides the whole navigation with
 * ?hideNavigation=true.
 */
export function ContactListsNav({ compact }: ContactListsNavProps) {
  const lists = useContactLists();
  const activeListId = useMatch('/agent/contacts/:listId')?.params.listId ?? null;
  if (compact) return <NewContactListButton compact disabled={!lists.canCreate} />;
  return (
    <Stack gap="md">
      <ContactListsSection
        title={TEXTS.privateLists}
        lists={lists.privateLists}
        loading={lists.isLoading}
        activeListId={activeListId}
      />
      <ContactListsSection
        title={TEXTS.sharedLists}
        lists={lists.sharedLists}
        loading={lists.isLoading}
        activeListId={activeListId}
      />
      <NewContactListButton compact={false} disabled={!lists.canCreate} />
    </Stack>
  );
}
