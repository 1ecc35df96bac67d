import { Modal } from '@mantine/core';
import { formatPhoneForDisplay, toE164 } from '@parley/core/common/phone-number';
import { CONTACT_SEARCH_TEXTS } from '@parley/core/contacts/search-texts';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { FromNumberStep } from '../../voice/components/FromNumberStep.tsx';
import { useCallTones } from '../../voice/hooks/useCallTones.ts';
import { startOutboundCall } from '../../voice/state/outbound-call.ts';
import { VOICE_SPEC_TEXTS } from '../../voice/voice-texts.ts';
import type { FoundContact } from '../api/contact-search-api.ts';
import { KEYPAD_TEXTS } from '../keypad-texts.ts';
import type { DialPadRequest } from '../state/dial-pad-store.ts';
import { agentDeskPathFor, contactTitle } from '../utils/contact-display.ts';
import { CallKeypad } from './CallKeypad.tsx';
import { ContactSearch } from './ContactSearch.tsx';
import type { DeskCallLinkState } from './DeskCallLink.tsx';

export type DialPadModalProps = {
  opened: boolean;
  onClose: () => void;
  /** What the search starts with (an embedding CRM host's open-dialer phone number). */
  initialSearch?: string;
  /** Opens at step 2 with this contact chosen (dial-pad-store.ts: "/call {name}", a desk link). */
  request?: DialPadRequest | null;
};

/** Step 1's choice (or a link's): who is called, at which number. */
type Chosen = { contactId: string | null; name: string | null; title: string; phoneNumber: string };

function chosenOf(contact: FoundContact, phoneNumber: string): Chosen {
  return { contactId: contact.id, name: contact.name, title: contactTitle(contact), phoneNumber };
}

/**
 * spec 001 §2 "Dial pad modal": step 1 searches a contact and one of its numbers; step 2 chooses
 * the number to call from, and Go places the call (features/voice/state/outbound-call.ts) with the
 * agent desktop opened for the contact (/agent?phoneNumber=…&contactId=…). During a call it is
 * the call's keypad, sending tones (docs/agent-desktop-web.md "Keypad").
 */
export function DialPadModal({ opened, onClose, initialSearch, request }: DialPadModalProps) {
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const onCall = useCallTones();
  const [newCall, setNewCall] = useState(false);
  const toneCall = onCall && !chosen && !newCall ? onCall : null;
  // A request (re)opens the modal at step 2 for its contact.
  useEffect(() => {
    const phoneNumber = request ? toE164(request.phoneNumber) : null;
    if (request && phoneNumber)
      setChosen({
        contactId: request.contactId,
        name: request.name,
        title: request.name ?? formatPhoneForDisplay(phoneNumber),
        phoneNumber,
      });
  }, [request]);
  const close = () => {
    setChosen(null);
    setNewCall(false);
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={
        toneCall
          ? KEYPAD_TEXTS.callTitle
          : chosen
            ? VOICE_SPEC_TEXTS.selectFromNumber
            : CONTACT_SEARCH_TEXTS.dialPadTitle
      }
      size="lg"
    >
      {toneCall ? (
        <CallKeypad call={toneCall} onNewCall={() => setNewCall(true)} />
      ) : chosen ? (
        <FromNumberStep
          contactPhone={chosen.phoneNumber}
          contactName={chosen.title}
          onBack={() => setChosen(null)}
          onGo={(from) => {
            const { contactId, name, phoneNumber } = chosen;
            close();
            const placed: DeskCallLinkState = { callPlaced: true };
            navigate(contactId ? agentDeskPathFor(contactId, phoneNumber) : '/agent', { state: placed });
            void startOutboundCall({
              contactPhone: phoneNumber,
              fromNumber: from.phoneNumber,
              fromNumberName: from.label,
              profileId: contactId,
              name,
            });
          }}
        />
      ) : (
        <ContactSearch
          initialText={initialSearch}
          onSelect={(contact, phoneNumber) => setChosen(chosenOf(contact, phoneNumber))}
        />
      )}
    </Modal>
  );
}
