import dayjs from 'dayjs';

/** spec 000 §9 date format with time: 'MM/DD/YYYY h:mm A', in the browser's zone. */
export function formatJourneyDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = dayjs(iso);
  return date.isValid() ? date.format('MM/DD/YYYY h:mm A') : iso;
}
