import { Modal, Stack, Text } from '@mantine/core';
import { CONTACT_SEARCH_TEXTS } from '@parley/core/contact-search';
import { useNavigate } from 'react-router';
import { agentDeskPathFor } from '../utils/contact-display.ts';
import { ContactSearch } from './ContactSearch.tsx';

export type DialPadModalProps = { opened: boolean; onClose: () => void };

/**
 * spec 001 §2 "Dial pad modal", step 1: search a contact; choosing one of its numbers opens the
 * agent desktop for it (/agent?phoneNumber=…&contactId=…). Step 2, the number to call from, comes
 * with calling: the modal says so rather than showing numbers it cannot use.
 */
export function DialPadModal({ opened, onClose }: DialPadModalProps) {
  const navigate = useNavigate();
  return (
    <Modal opened={opened} onClose={onClose} title={CONTACT_SEARCH_TEXTS.dialPadTitle} size="lg">
      <Stack gap="md">
        <ContactSearch
          onSelect={(contact, phoneNumber) => {
            onClose();
            navigate(agentDeskPathFor(contact.id, phoneNumber));
          }}
        />
        <Text size="xs" c="dimmed">
          {CONTACT_SEARCH_TEXTS.dialPadStepTwoNotBuilt}
        </Text>
      </Stack>
    </Modal>
  );
}
