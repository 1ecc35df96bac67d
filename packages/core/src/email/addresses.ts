// Email addresses as the desk and the mail module handle them (docs/email.md). The pattern is a
// practical one (what mail providers accept from a person typing an address), not RFC 5322's
// full grammar: no quoted local parts, no comments, no IP-literal domains.

export type EmailAddress = { email: string; name: string | null };

/** The longest address SMTP carries (RFC 5321 §4.5.3.1.3: a 256-octet path less the brackets). */
export const EMAIL_ADDRESS_MAX_LENGTH = 254;
const LOCAL_PART_MAX_LENGTH = 64;

// local part: dot-separated atoms (RFC 5322 atext); domain: dot-separated labels of letters, digits
// and inner hyphens, ending in a top-level label of letters (or an xn-- IDN label), 2+ long.
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;

/** local@domain.tld with no spaces; the value is taken as given (trim it first). */
export function isEmailAddress(value: string): boolean {
  if (value.length === 0 || value.length > EMAIL_ADDRESS_MAX_LENGTH) return false;
  const at = value.lastIndexOf('@');
  if (at <= 0) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  return local.length <= LOCAL_PART_MAX_LENGTH && LOCAL_PART.test(local) && DOMAIN.test(domain);
}

/** The form addresses are compared and stored in: trimmed, lower-case. */
export function normalizeAddress(value: string): string {
  return value.trim().toLowerCase();
}

// RFC 5322 §3.2.3 atext, plus the letters and digits of any script (RFC 6532 allows UTF-8 there), and
// the spaces between words of a phrase. Anything else (".", ",", "@", quotes, …) needs quoting.
const PLAIN_PHRASE = /^[\p{L}\p{N}!#$%&'*+/=?^_`{|}~ -]+$/u;
// Line breaks and other control characters never belong in a header (they would start a new one).
const CONTROL_CHARACTERS = /\p{Cc}+/gu;

/** "Name <email>", or the bare email when there is no name; a name with special characters is quoted. */
export function formatAddress(address: EmailAddress): string {
  const name = (address.name ?? '').replace(CONTROL_CHARACTERS, ' ').replace(/\s+/g, ' ').trim();
  if (name === '') return address.email;
  const phrase = PLAIN_PHRASE.test(name) ? name : `"${name.replace(/["\\]/g, '\\$&')}"`;
  return `${phrase} <${address.email}>`;
}
