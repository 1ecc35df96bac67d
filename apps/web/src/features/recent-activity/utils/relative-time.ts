import { RECENT_ACTIVITY_TEXTS } from '../recent-activity-texts.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "just now", "5 min ago", "3 h ago", "2 d ago": a row's time; the full date is in its tooltip. */
export function relativeTime(value: string, now: number = Date.now()): string {
  const elapsed = Math.max(0, now - new Date(value).getTime());
  const { relative } = RECENT_ACTIVITY_TEXTS;
  if (elapsed < MINUTE) return relative.justNow;
  if (elapsed < HOUR) return relative.minutes(Math.floor(elapsed / MINUTE));
  if (elapsed < DAY) return relative.hours(Math.floor(elapsed / HOUR));
  return relative.days(Math.floor(elapsed / DAY));
}
