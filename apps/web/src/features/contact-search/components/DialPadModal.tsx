import { Modal } from '@mantine/core';
import { CONTACT_SEARCH_TEXTS } from '@parley/core/contacts/search-texts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FromNumberStep } from '../../voice/components/FromNumberStep.tsx';
import { startOutboundCall } from '../../voice/state/outbound-call.ts';
import { VOICE_SPEC_TEXTS } from '../../voice/voice-texts.ts';
import type { FoundContact } from '../api/contact-search-api.ts';
import { agentDeskPathFor, contactTitle } from '../utils/contact-display.ts';
import { ContactSearch } from './ContactSearch.tsx';

export type DialPadModalProps = {
  opened: boolean;
  onClose: () => void;
  /** What the search starts with (an embedding CRM host's open-dialer phone number). */
  initialSearch?: string;
};

type Chosen = { contact: FoundContact; phoneNumber: string };

/**
 * spec 001 §2 "Dial pad modal": step 1 searches a contact and one of its numbers; step 2 chooses
 * the number to call from, and Go places the call (features/voice/state/outbound-call.ts) with the
 * agent desktop opened for the contact (/agent?phoneNumber=…&contactId=…).
 */
export function DialPadModal({ opened, onClose, initialSearch }: DialPadModalProps) {
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const close = () => {
    setChosen(null);
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={chosen ? VOICE_SPEC_TEXTS.selectFromNumber : CONTACT_SEARCH_TEXTS.dialPadTitle}
      size="lg"
    >
      {chosen ? (
        <FromNumberStep
          contactPhone={chosen.phoneNumber}
          contactName={contactTitle(chosen.contact)}
          onBack={() => setChosen(null)}
          onGo={(from) => {
            const { contact, phoneNumber } = chosen;
            close();
            navigate(agentDeskPathFor(contact.id, phoneNumber));
            void startOutboundCall({
              contactPhone: phoneNumber,
              fromNumber: from.phoneNumber,
              fromNumberName: from.label,
              profileId: contact.id,
              name: contact.name,
            });
          }}
        />
      ) : (
        <ContactSearch
          initialText={initialSearch}
          onSelect={(contact, phoneNumber) => setChosen({ contact, phoneNumber })}
        />
      )}
    </Modal>
  );
}
