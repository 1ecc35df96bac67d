// Quiet hours (issue 13): message and call nodes do not reach a contact inside the journey's quiet
// window in the contact's time zone; the step waits until the window ends. The compliance gate of the
// carrier (DESIGN.md §5) still applies on top.
import { minutesOfDay } from './common-schemas.ts';
import type { QuietHours } from './settings.ts';
import { addDays, atMinuteOfDay, toWallTime } from './zoned-time.ts';

/** Quiet hours that take effect: enabled, with a start and an end that differ. */
export function activeQuietHours(quiet: QuietHours): { start: number; end: number } | null {
  if (!quiet.enabled || quiet.start === null || quiet.end === null) return null;
  const start = minutesOfDay(quiet.start);
  const end = minutesOfDay(quiet.end);
  return start === end ? null : { start, end };
}

/**
 * When the quiet window holding `instant` ends, or null when `instant` is outside quiet hours. The
 * window is [start, end) in the contact's wall-clock time and may cross midnight (21:00 → 08:00).
 */
export function quietHoursEnd(instant: Date, quiet: QuietHours, timeZone: string): Date | null {
  const window = activeQuietHours(quiet);
  if (!window) return null;
  const wall = toWallTime(instant, timeZone);
  const minute = wall.hour * 60 + wall.minute;
  if (window.start < window.end) {
    return minute >= window.start && minute < window.end ? atMinuteOfDay(wall, window.end, timeZone) : null;
  }
  if (minute >= window.start) return atMinuteOfDay(addDays(wall, 1), window.end, timeZone);
  if (minute < window.end) return atMinuteOfDay(wall, window.end, timeZone);
  return null;
}

/** The instant a message or call step may run: `due`, or the end of the quiet window holding it. */
export function deferForQuietHours(due: Date, quiet: QuietHours, timeZone: string): Date {
  return quietHoursEnd(due, quiet, timeZone) ?? due;
}
