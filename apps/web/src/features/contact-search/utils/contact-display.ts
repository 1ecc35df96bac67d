import { formatPhoneForDisplay } from '@parley/core/common/phone-number';
import type { FoundContact } from '../api/contact-search-api.ts';

/** The contact's numbers, main one first, each once. */
export function contactPhoneNumbers(contact: FoundContact): string[] {
  const numbers = [
    ...(contact.contactPhone ? [contact.contactPhone] : []),
    ...contact.phones.map((phone) => phone.phoneNumber),
  ];
  return [...new Set(numbers)];
}

/** The contact's main address, else its first one. */
export function contactEmail(contact: FoundContact): string | null {
  return contact.email ?? contact.emails[0]?.email ?? null;
}

/** What a contact is called on screen: its name, else its email, else its number, else its id. */
export function contactTitle(contact: FoundContact): string {
  const phone = contactPhoneNumbers(contact)[0];
  return contact.name ?? contactEmail(contact) ?? (phone ? formatPhoneForDisplay(phone) : contact.id);
}

/** spec 001 §2: the agent desktop opened for a contact and one of its numbers. */
export function agentDeskPathFor(contactId: string, phoneNumber: string): string {
  const params = new URLSearchParams({ phoneNumber, contactId });
  return `/agent?${params.toString()}`;
}
