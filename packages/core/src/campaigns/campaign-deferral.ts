import type { SkipReason } from '../compliance/compliance-model.ts';

// What a campaign does when the outbound gate refuses a contact (docs/campaigns.md "Compliance"): a
// rule about the contact's person or number (do-not-call, opted out) ends their part in the campaign,
// logged as a skip; a rule about time (outside the daily hours, a holiday, an emergency, today's
// limits, the abandon cap) only means "not now": the contact stays due and is tried again later, so
// a campaign started at 8 p.m. Eastern still reaches its Pacific contacts, and its Eastern ones the
// next morning. Each try is judged and logged again by the gate.

const MINUTE = 60_000;

export const CAMPAIGN_DEFERRALS: Record<SkipReason, number | null> = {
  dnc: null,
  opted_out: null,
  outside_hours: 30 * MINUTE,
  holiday: 60 * MINUTE,
  emergency: 6 * 60 * MINUTE,
  contact_limit: 60 * MINUTE,
  number_limit: 60 * MINUTE,
  abandon_cap: 15 * MINUTE,
};

/** How long to wait before trying the contact again; null when the refusal is final. */
export function deferralFor(reason: SkipReason): number | null {
  return CAMPAIGN_DEFERRALS[reason];
}

/** Skip and end reasons of a campaign's own (beside the gate's), as the campaign page names them. */
export const CAMPAIGN_SKIP_LABELS: Record<string, string> = {
  no_phone: 'No phone number',
  not_subscribed: 'Not subscribed to texts',
  not_subscribed_voice: 'Not subscribed to calls',
  contact_deleted: 'Contact deleted',
  carrier_failed: 'The carrier could not deliver it',
  attempts_used: 'No answer after every attempt',
  machine_answered: 'An answering machine (no voicemail drop)',
  agent_skipped: 'Skipped by the agent',
};

/** Preview dialing (docs/campaigns.md "Preview"): what the agent sees before choosing to call. */
export const PREVIEW_DIAL_TEXTS = {
  title: 'Preview',
  intro: 'Look over the contact, then call or skip.',
  call: (name: string) => `Call ${name}`,
  skip: 'Skip contact',
  script: 'Open the call script',
  offer: 'Offer',
  voicemailInstructions: 'If you reach voicemail',
  skipped: 'Contact skipped.',
  notPreview: 'This task is not a preview call waiting for you.',
  alreadyCalled: 'The call was already placed.',
} as const;
