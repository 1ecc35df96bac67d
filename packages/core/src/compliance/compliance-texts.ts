import type { OutboundChannel, SkipReason, Weekday } from './compliance-model.ts';
import { formatClock12 } from './local-time.ts';

// Parley's wording for the compliance rules (issue 14 names the rules and shows none of their
// texts): short labels for the skip log's table, and the one-sentence detail admins and agents read
// for each skipped call or text.

/** The skip log's "Reason" column. */
export const SKIP_REASON_LABELS: Record<SkipReason, string> = {
  outside_hours: 'Outside daily available hours',
  holiday: 'Holiday',
  contact_limit: 'Daily limit per contact',
  number_limit: 'Daily limit per number',
  dnc: 'Do-not-call list',
  emergency: 'State of emergency',
  opted_out: 'Opted out',
  abandon_cap: 'Abandon-rate cap',
};

export const WEEKDAY_LABELS: Record<Weekday, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The `detail` of each refusal: one English sentence. */
export const SKIP_DETAIL_TEXTS = {
  optedOut: (channel: OutboundChannel) =>
    channel === 'call' ? 'The contact has opted out of calls.' : 'The contact has opted out of texts.',
  doNotCall: 'The number is on the do-not-call list.',
  /** `covers`: the state ("FL") or area code ("area code 305") the emergency matched. */
  emergency: (name: string, covers: string, endDate: string) =>
    `State of emergency ${name} covers ${covers} until ${endDate}.`,
  emergencyAreaCode: (areaCode: string) => `area code ${areaCode}`,
  holiday: (name: string, localDate: string) => `On the holiday ${name} (${localDate}).`,
  /** A time outside an enabled window: "9:42 PM on Tuesday in America/New_York (allowed 8:00 AM–9:00 PM)". */
  outsideWindow: (minutes: number, weekday: Weekday, timeZone: string, start: number, end: number) =>
    `Outside the daily available hours: ${formatClock12(minutes)} on ${WEEKDAY_LABELS[weekday]} in ${timeZone} (allowed ${formatClock12(start)}–${formatClock12(end)}).`,
  /** The weekday's window is turned off (or missing, or unreadable). */
  dayClosed: (minutes: number, weekday: Weekday, timeZone: string) =>
    `Outside the daily available hours: ${formatClock12(minutes)} on ${WEEKDAY_LABELS[weekday]} in ${timeZone} (no available hours on ${WEEKDAY_LABELS[weekday]}).`,
  contactLimit: (calls: number, limit: number) =>
    `Daily call limit reached: ${plural(calls, 'call', 'calls')} to this contact today (limit ${limit}).`,
  numberLimit: (calls: number, limit: number) =>
    `Daily call limit reached: ${plural(calls, 'call', 'calls')} to this number today (limit ${limit}).`,
  abandonCap: "The campaign's abandon rate is at its cap.",
} as const;
