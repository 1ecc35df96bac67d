// Contact search of the dial pad and of "/call {name}" (spec 001 §5, §9): what kind of search a typed
// text is, when it may be sent, and the texts shown around it. Server and browser share these rules.
import { toE164 } from '../common/phone-number.ts';
import { CONTACT_SEARCH_TEXTS } from './search-texts.ts';

/** spec 001 §9: contact search debounce 500 ms, minimum 2 characters, page size 25. */
export const CONTACT_SEARCH_DEBOUNCE_MS = 500;
export const CONTACT_SEARCH_MIN_LENGTH = 2;
export const CONTACT_SEARCH_PAGE_SIZE = 25;
/** spec 001 §5: a phone-like input of at least 10 characters that is invalid is refused. */
export const PHONE_SEARCH_VALIDATE_LENGTH = 10;
/** Ours: longer texts are not names, numbers or addresses anyone types. */
export const CONTACT_SEARCH_MAX_LENGTH = 200;

/** spec 000 §5 / §5 of 001: digits, +, -, parentheses and spaces (at least one digit) look like a phone number. */
const PHONE_LIKE = /^[\d+\-() ]*\d[\d+\-() ]*$/;

/** spec 000 §5: a profile id is a string over 20 characters containing both letters and digits. */
export function isProfileId(text: string): boolean {
  return text.length > 20 && /[a-z]/i.test(text) && /\d/.test(text) && !/\s/.test(text);
}

export function isPhoneLike(text: string): boolean {
  return PHONE_LIKE.test(text);
}

/**
 * What a typed text searches (spec 001 §5): a phone pattern means contactPhone, a text with @ an
 * email (by prefix), anything else a name (by prefix of first name, last name or full name; without
 * whitespace also an email prefix). Every kind also finds a contact by its exact external id, and a
 * name that looks like a profile id (spec 000 §5) by its profile id.
 */
export type ContactSearchQuery =
  | { kind: 'tooShort' }
  | { kind: 'invalidPhone' }
  | {
      kind: 'phone';
      text: string;
      /** The number in E.164 when the text is a whole valid number; null: search by the digits typed. */
      e164: string | null;
      digits: string;
      /** The text started with +: the digits begin with the country code. */
      international: boolean;
    }
  | { kind: 'email'; text: string }
  | { kind: 'name'; text: string; matchesEmailPrefix: boolean; isProfileId: boolean };

export type SearchableContactQuery = Extract<ContactSearchQuery, { kind: 'phone' | 'email' | 'name' }>;

/** Trimmed, inner whitespace collapsed to one space. */
export function normalizeSearchText(input: string): string {
  return input.trim().replace(/\s+/g, ' ');
}

export function detectContactSearch(input: string): ContactSearchQuery {
  const text = normalizeSearchText(input);
  if (text.length < CONTACT_SEARCH_MIN_LENGTH) return { kind: 'tooShort' };
  if (isPhoneLike(text)) {
    const digits = text.replace(/\D/g, '');
    const international = text.startsWith('+');
    if (text.length < PHONE_SEARCH_VALIDATE_LENGTH) {
      return { kind: 'phone', text, e164: null, digits, international };
    }
    const e164 = toE164(text);
    return e164 ? { kind: 'phone', text, e164, digits, international } : { kind: 'invalidPhone' };
  }
  if (text.includes('@')) return { kind: 'email', text };
  return { kind: 'name', text, matchesEmailPrefix: !text.includes(' '), isProfileId: isProfileId(text) };
}

export function isSearchable(query: ContactSearchQuery): query is SearchableContactQuery {
  return query.kind === 'phone' || query.kind === 'email' || query.kind === 'name';
}

/** The message that replaces the results when the text may not be searched, else null. */
export function contactSearchRefusal(query: ContactSearchQuery): string | null {
  if (query.kind === 'tooShort') return CONTACT_SEARCH_TEXTS.minimumLength;
  if (query.kind === 'invalidPhone') return CONTACT_SEARCH_TEXTS.invalidPhone;
  return null;
}

/** spec 001 §5: the empty text, with the phone hint for a name or email search. */
export function contactSearchEmptyText(query: SearchableContactQuery): string {
  return query.kind === 'phone' ? CONTACT_SEARCH_TEXTS.noMatch : CONTACT_SEARCH_TEXTS.noMatchTryPhone;
}

/** First and last name, or null when the contact has neither. */
export function contactName(contact: { firstName: string | null; lastName: string | null }): string | null {
  const name = [contact.firstName, contact.lastName]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' ');
  return name === '' ? null : name;
}
