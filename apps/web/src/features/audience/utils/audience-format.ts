import { formatPhoneForDisplay } from '@parley/core/common/phone-number';
import dayjs from 'dayjs';

/** spec 000 §5 phone display: '+1 (national)' for country code 1, E.164 otherwise, odd text as entered. */
export function displayPhone(phone: string | null): string {
  return phone ? formatPhoneForDisplay(phone) : '';
}

/** spec 000 §9 'MM/DD/YYYY h:mm A', in the browser's zone. */
export function displayDate(iso: string): string {
  const date = dayjs(iso);
  return date.isValid() ? date.format('MM/DD/YYYY h:mm A') : iso;
}

/** A property value as text: strings as they are, anything else as JSON. */
export function displayValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}
