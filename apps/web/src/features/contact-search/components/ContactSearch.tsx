import { Box, Button, Center, Divider, Loader, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { REST_ERROR_TEXTS } from '@parley/core/common/texts';
import { CONTACT_SEARCH_TEXTS } from '@parley/core/contacts/search-texts';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import type { FoundContact } from '../api/contact-search-api.ts';
import { useContactSearch } from '../hooks/useContactSearch.ts';
import { ContactSearchResult } from './ContactSearchResult.tsx';

export type ContactSearchProps = {
  /** A contact and the number chosen for it. */
  onSelect: (contact: FoundContact, phoneNumber: string) => void;
  /** Label of the search box (the dial pad shows its title above it). */
  label?: string;
  /** What the search box starts with. */
  initialText?: string;
};

function Message({ children }: { children: string }) {
  return (
    <Text size="sm" c="dimmed" py="sm" role="status">
      {children}
    </Text>
  );
}

/**
 * spec 001 §5 contact search: a name, phone number, email or external id; 500 ms after typing stops
 * the text is checked (2 characters, a valid phone number from 10 characters) and searched, 25
 * contacts at a time.
 */
export function ContactSearch({
  onSelect,
  label = CONTACT_SEARCH_TEXTS.searchLabel,
  initialText = '',
}: ContactSearchProps) {
  const [text, setText] = useState(initialText);
  const search = useContactSearch(text);
  return (
    <Stack gap="xs">
      <TextInput
        aria-label={label}
        placeholder={CONTACT_SEARCH_TEXTS.dialPadTitle}
        leftSection={<IconSearch size={16} />}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        autoComplete="off"
        data-autofocus
      />
      {search.status === 'refused' && <Message>{search.message}</Message>}
      {search.status === 'empty' && <Message>{search.message}</Message>}
      {search.status === 'failed' && <Message>{REST_ERROR_TEXTS.fetchingResults}</Message>}
      {search.status === 'loading' && (
        <Center py="sm">
          <Loader size="sm" aria-label={CONTACT_SEARCH_TEXTS.searching} />
        </Center>
      )}
      {search.status === 'found' && (
        <ScrollArea.Autosize mah={360} type="auto">
          <Box
            component="ul"
            aria-label={CONTACT_SEARCH_TEXTS.resultsLabel}
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
          >
            {search.contacts.map((contact, index) => (
              <Box component="li" key={contact.id}>
                {index > 0 && <Divider />}
                <ContactSearchResult contact={contact} onSelect={onSelect} />
              </Box>
            ))}
          </Box>
          {search.hasMore && (
            <Center py="xs">
              <Button variant="subtle" size="xs" loading={search.loadingMore} onClick={search.loadMore}>
                {CONTACT_SEARCH_TEXTS.loadMore}
              </Button>
            </Center>
          )}
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
}
