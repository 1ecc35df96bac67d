import { formatPhoneForDisplay } from '@parley/core/common/phone-number';
import type { PropertyValue } from '@parley/core/contacts/property-entries';
import dayjs from 'dayjs';
import { AUDIENCE_TEXTS } from '../audience-texts.ts';

/** spec 000 §5 phone display: '+1 (national)' for country code 1, E.164 otherwise, odd text as entered. */
export function displayPhone(phone: string | null): string {
  return phone ? formatPhoneForDisplay(phone) : '';
}

/** spec 000 §9 'MM/DD/YYYY h:mm A', in the browser's zone. */
export function displayDate(iso: string): string {
  const date = dayjs(iso);
  return date.isValid() ? date.format('MM/DD/YYYY h:mm A') : iso;
}

/**
 * A property value as people read it (issue 17 item 8, never JSON): text as it is, true / false as
 * Yes / No, a list's values joined by commas, an absent value as a dash.
 */
export function displayValue(value: PropertyValue | PropertyValue[]): string {
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map(displayScalar).join(', ');
  return displayScalar(value);
}

function displayScalar(value: PropertyValue): string {
  if (value === null || value === '') return '—';
  if (typeof value === 'boolean') return value ? AUDIENCE_TEXTS.yes : AUDIENCE_TEXTS.no;
  return String(value);
}
