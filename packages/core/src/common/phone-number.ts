// Phone numbers (spec 000 §5): parsed as US by default, stored and compared in E.164, shown as
// '+1 (national)' for country code 1 and E.164 otherwise. Server and browser use the same rules.
import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js';

/** spec 000 §5 / §9: phone numbers parse as US by default. */
export const DEFAULT_PHONE_COUNTRY: CountryCode = 'US';

/** spec 000 §5: only digits, +, -, parentheses and spaces look like a phone number. */
const PHONE_CHARACTERS = /^[\d+\-() ]+$/;

/** The number in E.164 (`+14155550100`), or null when it is not a valid phone number. */
export function toE164(input: string, defaultCountry: CountryCode = DEFAULT_PHONE_COUNTRY): string | null {
  const text = input.trim();
  if (text === '' || !PHONE_CHARACTERS.test(text)) return null;
  const parsed = parsePhoneNumberFromString(text, defaultCountry);
  return parsed?.isValid() ? parsed.number : null;
}

/**
 * spec 000 §5: a string with characters other than digits, +, -, parentheses or spaces is shown as
 * entered; a number with country code 1 as '+1 (415) 555-0100'; any other in E.164.
 */
export function formatPhoneForDisplay(
  input: string,
  defaultCountry: CountryCode = DEFAULT_PHONE_COUNTRY,
): string {
  if (!PHONE_CHARACTERS.test(input)) return input;
  const parsed = parsePhoneNumberFromString(input, defaultCountry);
  if (!parsed) return input;
  return parsed.countryCallingCode === '1' ? `+1 ${parsed.formatNational()}` : parsed.number;
}
