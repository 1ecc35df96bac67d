import { specificDateValue, toEasternWallTime } from '@parley/core/conditions/eastern-time';
import { specificDateMinute } from '@parley/core/conditions/resolve-date';

// Mantine's DateTimePicker speaks wall-clock text ('YYYY-MM-DD HH:mm:ss') with no time zone. The
// builder hands it Eastern wall time and turns what it picks back into the stored UTC instant through
// core (spec 002 §5: specific dates are in Eastern Time, minutes only), whatever the browser's zone.

const PICKER_TEXT = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2})(?::\d{2})?)?$/;

const pad = (value: number) => String(value).padStart(2, '0');

/** The stored specific-date value as the picker's text in Eastern Time, or null when there is none. */
export function toPickerText(value: unknown): string | null {
  const minute = specificDateMinute(value);
  if (!minute) return null;
  const wall = toEasternWallTime(minute);
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)} ${pad(wall.hour)}:${pad(wall.minute)}:00`;
}

/** The picker's text (an Eastern wall time) as the stored value (core's specificDateValue), or null. */
export function fromPickerText(text: string | null): string | null {
  const match = text ? PICKER_TEXT.exec(text) : null;
  if (!match) return null;
  const [, year, month, day, hour = '0', minute = '0'] = match;
  return specificDateValue({
    year: Number(year),
    month: Number(month),
    day: Number(day),
    hour: Number(hour),
    minute: Number(minute),
  });
}
