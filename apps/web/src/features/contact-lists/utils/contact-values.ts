import { formatPhoneForDisplay } from '@parley/core/common/phone-number';
import { contactAttributeStorage, typedContactAttribute } from '@parley/core/conditions/contact-attributes';
import type { ListedContact } from '../api/contact-lists-api.ts';

/** The columns every contact table shows; a sort attribute among them gets no column of its own. */
export const FIXED_CONTACT_COLUMNS: ReadonlySet<string> = new Set([
  'firstName',
  'lastName',
  'contactPhone',
  'email',
]);

export function contactName(contact: ListedContact): string {
  return [contact.firstName, contact.lastName].filter(Boolean).join(' ');
}

export function contactPhone(contact: ListedContact): string {
  return contact.contactPhone ? formatPhoneForDisplay(contact.contactPhone) : '';
}

/** The value of a contact attribute (a typed field, an rvProperties or customProperties key) as text. */
export function contactAttributeText(contact: ListedContact, propertyName: string): string {
  const storage = contactAttributeStorage(propertyName);
  let value: unknown;
  if (storage.kind === 'column') value = Reflect.get(contact, propertyName);
  else if (storage.kind === 'rvProperties') value = contact.rvProperties[storage.key];
  else value = contact.customProperties[storage.key];
  if (value === null || value === undefined) return '';
  if (typedContactAttribute(propertyName)?.fieldType === 'datetime' && typeof value === 'string') {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? value : date.toLocaleString();
  }
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
