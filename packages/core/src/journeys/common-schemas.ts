// Small shapes several journey schemas share: graph ids, canvas positions, durations, times of day,
// texts with `{{ }}` fields. Drafts are stored as the builder leaves them, so a missing value parses
// (as null or '') and completeness is validate-node.ts's job; only shapes and bounds are checked here.
import { z } from 'zod';
import { MAX_CANVAS_COORDINATE, MAX_DELAY_MINUTES, MAX_GRAPH_ID_LENGTH, MAX_TITLE_LENGTH } from './limits.ts';

export const GRAPH_ID_PATTERN = /^[A-Za-z0-9_-]+$/;

/** A node, edge or branch id: what React Flow keys its elements by. */
export const graphIdSchema = z
  .string()
  .min(1, 'is required')
  .max(MAX_GRAPH_ID_LENGTH, `must be at most ${MAX_GRAPH_ID_LENGTH} characters`)
  .regex(GRAPH_ID_PATTERN, 'may hold only letters, digits, _ and -');

const coordinate = z.number().finite().min(-MAX_CANVAS_COORDINATE).max(MAX_CANVAS_COORDINATE);

export const positionSchema = z.object({ x: coordinate, y: coordinate });
export type Position = z.infer<typeof positionSchema>;

/** A text that may hold `{{ contact.x }}` / `{{ event.x }}` fields (templates.ts), bounded. */
export function templateTextSchema(max: number) {
  return z.string().max(max, `must be at most ${max} characters`).default('');
}

/** A short optional reference (a queue sid, a number, an agent id); null when not chosen. */
export const optionalReferenceSchema = z.string().trim().max(MAX_TITLE_LENGTH).nullable().default(null);

export const DURATION_UNITS = ['minutes', 'hours', 'days', 'weeks'] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];

export const MINUTES_PER_UNIT: Readonly<Record<DurationUnit, number>> = {
  minutes: 1,
  hours: 60,
  days: 24 * 60,
  weeks: 7 * 24 * 60,
};

/** A wait: `amount` whole units (null until filled in). Exact durations: a day is 24 hours. */
export const durationSchema = z.object({
  amount: z.number().int().min(0).max(MAX_DELAY_MINUTES).nullable().default(null),
  unit: z.enum(DURATION_UNITS).default('minutes'),
});
export type Duration = z.infer<typeof durationSchema>;

/** The duration in minutes, or null when it has no amount. */
export function durationMinutes(duration: Duration): number | null {
  return duration.amount === null ? null : duration.amount * MINUTES_PER_UNIT[duration.unit];
}

/** A complete duration: at least one minute, at most MAX_DELAY_MINUTES. */
export function isDurationComplete(duration: Duration): boolean {
  const minutes = durationMinutes(duration);
  return minutes !== null && minutes >= 1 && minutes <= MAX_DELAY_MINUTES;
}

/** `HH:mm`, 24-hour clock, in the contact's time zone. */
export const TIME_OF_DAY_PATTERN = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

export const timeOfDaySchema = z
  .string()
  .regex(TIME_OF_DAY_PATTERN, 'must be a time such as 09:30')
  .nullable()
  .default(null);

/** Minutes after midnight of an `HH:mm` text. */
export function minutesOfDay(time: string): number {
  const [hours, minutes] = time.split(':');
  return Number(hours) * 60 + Number(minutes);
}

/** Days of the week, 0 = Sunday … 6 = Saturday (as Date.getDay and cron). */
export const weekdaysSchema = z.array(z.number().int().min(0).max(6)).max(7).default([]);
