import {
  ActionIcon,
  Box,
  Button,
  Center,
  Divider,
  Loader,
  ScrollArea,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { REST_ERROR_TEXTS } from '@parley/core/common/texts';
import { CONTACT_SEARCH_TEXTS } from '@parley/core/contacts/search-texts';
import { IconDialpad, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import type { FoundContact } from '../api/contact-search-api.ts';
import { useContactSearch } from '../hooks/useContactSearch.ts';
import { KEYPAD_TEXTS } from '../keypad-texts.ts';
import { ContactSearchResult } from './ContactSearchResult.tsx';
import { DialKeypad } from './DialKeypad.tsx';

export type ContactSearchProps = {
  /** A contact and the number chosen for it. */
  onSelect: (contact: FoundContact, phoneNumber: string) => void;
  /** Label of the search box (the dial pad shows its title above it). */
  label?: string;
  /** What the search box starts with. */
  initialText?: string;
  /** The phone keypad under the search box, typing into it (the dial pad shows it at first). */
  keypad?: boolean;
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
  keypad = true,
}: ContactSearchProps) {
  const [text, setText] = useState(initialText);
  const [keypadOpen, setKeypadOpen] = useState(keypad);
  const search = useContactSearch(text);
  const keypadToggle = keypadOpen ? KEYPAD_TEXTS.hideKeypad : KEYPAD_TEXTS.showKeypad;
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
        rightSection={
          keypad && (
            <Tooltip label={keypadToggle}>
              <ActionIcon
                variant={keypadOpen ? 'light' : 'subtle'}
                aria-label={keypadToggle}
                aria-pressed={keypadOpen}
                onClick={() => setKeypadOpen(!keypadOpen)}
              >
                <IconDialpad size={16} />
              </ActionIcon>
            </Tooltip>
          )
        }
      />
      {/* Above the results: keys do not move while results come in under them. */}
      {keypad && keypadOpen && (
        <Stack gap={2}>
          <DialKeypad label={KEYPAD_TEXTS.keypad} plus onKey={(key) => setText((typed) => typed + key)} />
          <Text size="xs" c="dimmed" ta="center">
            {KEYPAD_TEXTS.plusHint}
          </Text>
        </Stack>
      )}
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
