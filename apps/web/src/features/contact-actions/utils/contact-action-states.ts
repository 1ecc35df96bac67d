import { CALL_FAILURES } from '@parley/core/common/error-catalogue';
import { toE164 } from '@parley/core/common/phone-number';
import { CONTACT_SEARCH_TEXTS } from '@parley/core/contacts/search-texts';
import { isEmailAddress } from '@parley/core/email/addresses';
import { EMAIL_TEXTS } from '@parley/core/email/email-texts';
import { VOICE_TEXTS } from '@parley/core/voice/voice-texts';
import { CONTACT_ACTION_TEXTS } from '../contact-actions-texts.ts';

/** One action button: whether it may be pressed, and its tooltip (what it does, or why it cannot). */
export type ContactActionState = { enabled: boolean; tooltip: string };

export type ContactActionStates = {
  call: ContactActionState & { phoneNumber: string | null };
  text: ContactActionState & { phoneNumber: string | null };
  email: ContactActionState & { address: string | null };
};

export type ContactActionFacts = {
  contactPhone: string | null;
  email: string | null;
  /** The agent may send from a CONNECTED mailbox (own or shared, as the server picks one). */
  hasConnectedMailbox: boolean;
  /** The agent is on a live call already. */
  onCall: boolean;
};

/**
 * spec 001 §5 "Contact action buttons": email needs an email, a valid address and a connected email
 * integration; SMS and call need a valid phone; a call also needs the agent off any other call. The
 * tooltip names the first thing missing, else the action.
 */
export function contactActionStates(facts: ContactActionFacts): ContactActionStates {
  const phoneText = (facts.contactPhone ?? '').trim();
  const phoneNumber = phoneText === '' ? null : toE164(phoneText);
  const phoneProblem =
    phoneText === '' ? CONTACT_SEARCH_TEXTS.noPhoneNumbers : phoneNumber ? null : CALL_FAILURES.invalid.text;
  const callProblem = phoneProblem ?? (facts.onCall ? VOICE_TEXTS.conferenceActive : null);

  const address = (facts.email ?? '').trim();
  const emailProblem =
    address === '' || !isEmailAddress(address)
      ? // spec 001 §5 names no text of its own for a malformed address: it is no usable email.
        EMAIL_TEXTS.noEmail
      : facts.hasConnectedMailbox
        ? null
        : EMAIL_TEXTS.connectMailbox;

  return {
    call: {
      enabled: callProblem === null,
      tooltip: callProblem ?? CONTACT_ACTION_TEXTS.makeCall,
      phoneNumber,
    },
    text: {
      enabled: phoneProblem === null,
      tooltip: phoneProblem ?? CONTACT_ACTION_TEXTS.sendText,
      phoneNumber,
    },
    email: {
      enabled: emailProblem === null,
      tooltip: emailProblem ?? EMAIL_TEXTS.sendTooltip,
      address: emailProblem === null ? address : null,
    },
  };
}
