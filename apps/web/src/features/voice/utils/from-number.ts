import { toE164 } from '@parley/core/common/phone-number';
import type { BrandVoiceNumber } from '../api/outbound-call-api.ts';

// spec 001 §5 "A dynamic from-number option, 'Set dynamically based on contact profile', is
// allowed in some pickers" and "From-number search: by digits if the text is phone-like, else by
// display name."

/** The option value of the dynamic choice. */
export const DYNAMIC_FROM_NUMBER = 'dynamic';

/**
 * The number the dynamic choice calls from: a brand number in the contact's area code (local
 * presence: people answer local numbers), else one in the contact's country, else the first.
 */
export function dynamicFromNumber(
  contactPhone: string,
  numbers: readonly BrandVoiceNumber[],
): BrandVoiceNumber | null {
  const contact = toE164(contactPhone);
  if (!contact) return numbers[0] ?? null;
  // +1 NXX: the NANP area code is the three digits after the country code.
  const area = contact.startsWith('+1') ? contact.slice(0, 5) : null;
  const local = area ? numbers.find((number) => toE164(number.phoneNumber)?.startsWith(area)) : undefined;
  const country = contact.slice(0, 2);
  return (
    local ?? numbers.find((number) => toE164(number.phoneNumber)?.startsWith(country)) ?? numbers[0] ?? null
  );
}

/** Phone-like text (digits and phone punctuation, three digits or more) searches by digits. */
export function isPhoneLikeSearch(text: string): boolean {
  return /^[\d\s()+.-]+$/.test(text) && text.replace(/\D/g, '').length >= 3;
}

/** The numbers matching the picker's search text. */
export function filterFromNumbers(numbers: readonly BrandVoiceNumber[], search: string): BrandVoiceNumber[] {
  const text = search.trim();
  if (text === '') return [...numbers];
  if (isPhoneLikeSearch(text)) {
    const digits = text.replace(/\D/g, '');
    return numbers.filter((number) => number.phoneNumber.replace(/\D/g, '').includes(digits));
  }
  const lower = text.toLowerCase();
  return numbers.filter((number) => number.label.toLowerCase().includes(lower));
}
