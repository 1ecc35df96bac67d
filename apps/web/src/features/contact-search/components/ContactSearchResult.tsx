import { Button, Group, Stack, Text } from '@mantine/core';
import { formatPhoneForDisplay } from '@parley/core/common/phone-number';
import { CONTACT_SEARCH_TEXTS } from '@parley/core/contacts/search-texts';
import type { FoundContact } from '../api/contact-search-api.ts';
import { contactEmail, contactPhoneNumbers, contactTitle } from '../utils/contact-display.ts';

export type ContactSearchResultProps = {
  contact: FoundContact;
  onSelect: (contact: FoundContact, phoneNumber: string) => void;
};

/**
 * One contact found: its name, each of its numbers (spec 000 §5 display: '+1 (national)' or E.164)
 * as a button that chooses the contact with that number, and its email address.
 */
export function ContactSearchResult({ contact, onSelect }: ContactSearchResultProps) {
  const title = contactTitle(contact);
  const email = contactEmail(contact);
  const phones = contactPhoneNumbers(contact);
  return (
    <Stack gap={4} py="xs" data-testid="contact-search-result">
      <Group gap="xs" wrap="nowrap">
        <Text fw={600} size="sm" truncate>
          {title}
        </Text>
        {contact.externalId && (
          <Text size="xs" c="dimmed">
            {contact.externalId}
          </Text>
        )}
      </Group>
      {email && email !== title && (
        <Text size="xs" c="dimmed" truncate>
          {email}
        </Text>
      )}
      {phones.length === 0 ? (
        <Text size="xs" c="dimmed">
          {CONTACT_SEARCH_TEXTS.noPhoneNumbers}
        </Text>
      ) : (
        <Group gap="xs">
          {phones.map((phone) => (
            <Button
              key={phone}
              size="compact-sm"
              variant="light"
              aria-label={`${title} ${formatPhoneForDisplay(phone)}`}
              onClick={() => onSelect(contact, phone)}
            >
              {formatPhoneForDisplay(phone)}
            </Button>
          ))}
        </Group>
      )}
    </Stack>
  );
}
