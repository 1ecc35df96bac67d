import type { ContactState } from './contact-state.ts';

/** The channels a contact subscribes to: the Profile's subscribedSms / subscribedVoice / subscribedEmail. */
export type ContactSubscriptions = { sms: boolean; voice: boolean; email: boolean };
export type SubscriptionChannel = keyof ContactSubscriptions;

const CHANNELS: readonly SubscriptionChannel[] = ['sms', 'voice', 'email'];

/** The main entry's opt-in, else the primary's, else the contact's (as contacts.graphql.ts reports it). */
function mainOptIn<T extends { isPrimary: boolean; optIn: boolean }>(
  rows: readonly T[],
  isMain: (row: T) => boolean,
  fallback: boolean,
): boolean {
  return (rows.find(isMain) ?? rows.find((row) => row.isPrimary))?.optIn ?? fallback;
}

/** What the subscriptions are read from: a contact's state, or its profile (same fields). */
export type SubscriptionSource = Pick<ContactState, 'contactPhone' | 'email' | 'optIn'> & {
  phones: readonly { phoneNumber: string; isPrimary: boolean; optIn: boolean }[];
  emails: readonly { email: string; isPrimary: boolean; optIn: boolean }[];
};

/** A contact's subscriptions, read from its state as the Profile reads them from its rows. */
export function contactSubscriptions(state: SubscriptionSource): ContactSubscriptions {
  const phone = mainOptIn(state.phones, (row) => row.phoneNumber === state.contactPhone, state.optIn);
  return {
    sms: phone,
    voice: phone,
    email: mainOptIn(state.emails, (row) => row.email === state.email, state.optIn),
  };
}

/** A contact who does not exist yet subscribes to nothing. */
export const NO_SUBSCRIPTIONS: ContactSubscriptions = { sms: false, voice: false, email: false };

/** The channels whose subscription changed, with the new value (contact.subscribed / contact.unsubscribed). */
export function subscriptionChanges(
  before: ContactSubscriptions,
  after: ContactSubscriptions,
): { channel: SubscriptionChannel; subscribed: boolean }[] {
  return CHANNELS.filter((channel) => before[channel] !== after[channel]).map((channel) => ({
    channel,
    subscribed: after[channel],
  }));
}
