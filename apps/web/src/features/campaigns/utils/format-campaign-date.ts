// Campaign dates for display and for the start-time input (spec 000 §9 formats; issue 14).
import { formatDateTimeWithZone } from '@parley/core/common/date-format';
import dayjs from 'dayjs';

/** spec 000 §9 date format with time: 'MM/DD/YYYY h:mm A z', in the browser's zone ('… 7:24 PM ET'). */
export function formatCampaignDate(iso: string | null): string | null {
  if (!iso) return null;
  return formatDateTimeWithZone(iso) ?? iso;
}

/** A stored ISO time as the value of a datetime-local input (the browser's zone, to the minute). */
export function toDateTimeLocal(iso: string | null): string {
  if (!iso) return '';
  const date = dayjs(iso);
  return date.isValid() ? date.format('YYYY-MM-DDTHH:mm') : '';
}

/** A datetime-local value as ISO 8601 with its offset (UTC), as the server takes startAt; blank is null. */
export function fromDateTimeLocal(value: string): string | null {
  if (value.trim() === '') return null;
  const date = dayjs(value);
  // An unreadable value is sent as typed: the schema refuses it with its own reason.
  return date.isValid() ? date.toISOString() : value;
}
