// issue 13: "Every send respects the contact's opt-in (subscribedSms, subscribedVoice,
// subscribedEmail) and records why a step was skipped." A node that reaches the contact on a channel
// (node-types.ts CHANNEL_OF_NODE_TYPE) is skipped when the contact cannot be reached there; the
// contact then goes on by the node's output as if it had run, and the step records the reason.
import { CHANNEL_OF_NODE_TYPE, type NodeType } from './node-types.ts';
import { STEP_SKIP_TEXTS } from './texts.ts';

/** The contact's reachability, as the Profile reports it (docs/search.md: the main number's / address's opt-in). */
export type ContactReach = {
  contactPhone: string | null;
  email: string | null;
  subscribedSms: boolean;
  subscribedVoice: boolean;
  subscribedEmail: boolean;
};

export const SEND_SKIP_REASONS = [
  'noPhone',
  'noEmail',
  'notSubscribedSms',
  'notSubscribedVoice',
  'notSubscribedEmail',
] as const;
export type SendSkipReason = (typeof SEND_SKIP_REASONS)[number];

/** Texts of the step log (texts.ts). */
export const SEND_SKIP_TEXTS: Readonly<Record<SendSkipReason, string>> = STEP_SKIP_TEXTS;

/** Why a node of this type must not reach this contact, or null when it may (or does not reach anyone). */
export function sendSkipReason(type: NodeType, contact: ContactReach): SendSkipReason | null {
  switch (CHANNEL_OF_NODE_TYPE[type]) {
    case 'sms':
      if (!contact.contactPhone) return 'noPhone';
      return contact.subscribedSms ? null : 'notSubscribedSms';
    case 'voice':
      if (!contact.contactPhone) return 'noPhone';
      return contact.subscribedVoice ? null : 'notSubscribedVoice';
    case 'email':
      if (!contact.email) return 'noEmail';
      return contact.subscribedEmail ? null : 'notSubscribedEmail';
    default:
      return null;
  }
}
