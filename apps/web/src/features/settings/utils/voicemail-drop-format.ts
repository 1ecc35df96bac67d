import dayjs from 'dayjs';

// How the voicemail drops list shows a drop's length, size and upload date.

/** '0:07', '1:30'; '—' when the file does not say (only WAV lengths are read). */
export function formatDropLength(seconds: number | null): string {
  if (seconds === null) return '—';
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** '820 KB', '4.2 MB'. */
export function formatDropSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** spec 000 §9 date format with time: 'MM/DD/YYYY h:mm A', in the browser's zone. */
export function formatDropDate(iso: string): string {
  const date = dayjs(iso);
  return date.isValid() ? date.format('MM/DD/YYYY h:mm A') : iso;
}
