import { z } from 'zod';
import { WEEKDAYS } from './compliance-model.ts';
import { WEEKDAY_LABELS } from './compliance-texts.ts';
import { clockMinutes } from './local-time.ts';
import { isUsState } from './us-states.ts';

// What admins edit in Settings › Call Restrictions and › Compliance (issue 14): the inputs the
// server checks and the web forms validate with, so both give the same reasons. As elsewhere in
// core, a message reads after its field's name: "end must be after start" from the API (path
// `hours.1.end`), "End must be after start" under the form's End field.

export const COMPLIANCE_NAME_MAX_LENGTH = 80;
/** Daily Call Limits: 1 to 100 calls a day, or no limit (null). */
export const CALL_LIMIT_MIN = 1;
export const CALL_LIMIT_MAX = 100;
/** Target abandon rate, in percent of answered campaign calls. */
export const TARGET_ABANDON_RATE_MIN = 0.1;
export const TARGET_ABANDON_RATE_MAX = 5;
export const DEFAULT_TARGET_ABANDON_RATE = 3;
export const SAFE_HARBOUR_MESSAGE_MAX_LENGTH = 500;
export const DEFAULT_SAFE_HARBOUR_MESSAGE =
  'Sorry we missed you. We called about your account and will try again later. To stop these calls, reply STOP or call us back.';
/** Bounds on an emergency's lists (every code once at most; a generous number of area codes). */
export const EMERGENCY_STATES_MAX = 56;
export const EMERGENCY_AREA_CODES_MAX = 500;

export const COMPLIANCE_INPUT_TEXTS = {
  required: 'is required',
  tooLong: (max: number) => `must be at most ${max} characters`,
  startTime: 'must be a time between 00:00 and 23:59',
  endTime: 'must be a time between 00:01 and 24:00',
  endAfterStart: 'must be after start',
  sevenDays: 'must have one window for each day of the week',
  weekday: 'must be a day of the week',
  weekdayTwice: (weekday: string) => `has ${weekday} twice`,
  date: 'must be a date (YYYY-MM-DD)',
  endDateBeforeStart: 'must be on or after the start date',
  limit: `must be a whole number from ${CALL_LIMIT_MIN} to ${CALL_LIMIT_MAX}, or empty for no limit`,
  stateCodes: 'must be a list of US state codes',
  stateCode: 'must be a US state code such as FL',
  areaCodes: 'must be a list of area codes',
  areaCode: 'must be a three-digit area code such as 305',
  noArea: 'must include at least one state or area code',
  abandonRate: `must be a percentage from ${TARGET_ABANDON_RATE_MIN} to ${TARGET_ABANDON_RATE_MAX}`,
} as const;
const TEXTS = COMPLIANCE_INPUT_TEXTS;

const nameSchema = z
  .string({ message: TEXTS.required })
  .trim()
  .min(1, TEXTS.required)
  .max(COMPLIANCE_NAME_MAX_LENGTH, TEXTS.tooLong(COMPLIANCE_NAME_MAX_LENGTH));

// --- Daily available hours ---

const startTimeSchema = z.string({ message: TEXTS.startTime }).refine((text) => {
  const minutes = clockMinutes(text);
  return minutes !== null && minutes < 1440;
}, TEXTS.startTime);
const endTimeSchema = z
  .string({ message: TEXTS.endTime })
  .refine((text) => clockMinutes(text) !== null, TEXTS.endTime);

export const dailyWindowInputSchema = z
  .object({
    weekday: z.enum(WEEKDAYS, { message: TEXTS.weekday }),
    enabled: z.boolean({ message: TEXTS.required }),
    start: startTimeSchema,
    end: endTimeSchema,
  })
  .superRefine((window, ctx) => {
    if (!window.enabled) return;
    // zod runs this even when a time failed its own check: compare only two readable times.
    const start = clockMinutes(window.start);
    const end = clockMinutes(window.end);
    if (start !== null && end !== null && start >= end)
      ctx.addIssue({ code: 'custom', path: ['end'], message: TEXTS.endAfterStart });
  });

/** The week's seven windows, each weekday once; answered Monday to Sunday whatever the order given. */
export const dailyHoursInputSchema = z
  .array(dailyWindowInputSchema, { message: TEXTS.sevenDays })
  .length(WEEKDAYS.length, TEXTS.sevenDays)
  .superRefine((windows, ctx) => {
    const seen = new Set<string>();
    windows.forEach((window, index) => {
      if (seen.has(window.weekday)) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'weekday'],
          message: TEXTS.weekdayTwice(WEEKDAY_LABELS[window.weekday]),
        });
      }
      seen.add(window.weekday);
    });
  })
  .transform((windows) =>
    [...windows].sort((a, b) => WEEKDAYS.indexOf(a.weekday) - WEEKDAYS.indexOf(b.weekday)),
  );
export type DailyHoursInput = z.input<typeof dailyHoursInputSchema>;

// --- Dates, holidays ---

/** A real calendar day "YYYY-MM-DD" (no 2026-02-30). */
export function isIsoDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const isoDateSchema = z.string({ message: TEXTS.date }).trim().refine(isIsoDate, TEXTS.date);

/**
 * Adds the issue on `endDate` when it falls before `startDate` (ISO dates compare as text). zod runs
 * this even when a date failed its own check, so two real dates only.
 */
function endOnOrAfterStart(range: { startDate: string; endDate: string }, ctx: z.RefinementCtx): void {
  if (isIsoDate(range.startDate) && isIsoDate(range.endDate) && range.endDate < range.startDate) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: TEXTS.endDateBeforeStart });
  }
}

export const holidayInputSchema = z
  .object({ name: nameSchema, startDate: isoDateSchema, endDate: isoDateSchema })
  .superRefine(endOnOrAfterStart);
export type HolidayInput = z.input<typeof holidayInputSchema>;

export type HolidayRange = { id?: string | undefined; name: string; startDate: string; endDate: string };

/**
 * The first two holidays that share a day, in list order (the later one second), or null. Put the
 * holiday being saved last: the pair's first is then the one to name in the refusal. Two entries
 * with the same id are the old and new version of one holiday and are not compared.
 */
export function findHolidayOverlap<T extends HolidayRange>(holidays: readonly T[]): [T, T] | null {
  for (let later = 1; later < holidays.length; later++) {
    const second = holidays[later];
    if (!second) continue;
    for (let earlier = 0; earlier < later; earlier++) {
      const first = holidays[earlier];
      if (!first || (first.id !== undefined && first.id === second.id)) continue;
      if (first.startDate <= second.endDate && second.startDate <= first.endDate) return [first, second];
    }
  }
  return null;
}

// --- Daily call limits ---

const callLimitSchema = z
  .number({ message: TEXTS.limit })
  .int(TEXTS.limit)
  .min(CALL_LIMIT_MIN, TEXTS.limit)
  .max(CALL_LIMIT_MAX, TEXTS.limit)
  .nullable();

export const callLimitsInputSchema = z.object({
  perContactPerDay: callLimitSchema,
  perNumberPerDay: callLimitSchema,
});
export type CallLimitsInput = z.input<typeof callLimitsInputSchema>;

// --- States of emergency ---

const stateCodesSchema = z
  .array(
    z
      .string({ message: TEXTS.stateCode })
      .trim()
      .toUpperCase()
      .refine((code) => isUsState(code), TEXTS.stateCode),
    { message: TEXTS.stateCodes },
  )
  .max(EMERGENCY_STATES_MAX, `must hold at most ${EMERGENCY_STATES_MAX} state codes`)
  .transform((codes) => [...new Set(codes)]);

const areaCodesSchema = z
  .array(
    z
      .string({ message: TEXTS.areaCode })
      .trim()
      .regex(/^[2-9]\d{2}$/, TEXTS.areaCode),
    {
      message: TEXTS.areaCodes,
    },
  )
  .max(EMERGENCY_AREA_CODES_MAX, `must hold at most ${EMERGENCY_AREA_CODES_MAX} area codes`)
  .transform((codes) => [...new Set(codes)]);

export const emergencyInputSchema = z
  .object({
    name: nameSchema,
    states: stateCodesSchema,
    areaCodes: areaCodesSchema,
    startDate: isoDateSchema,
    endDate: isoDateSchema,
  })
  .superRefine((emergency, ctx) => {
    if (emergency.states.length === 0 && emergency.areaCodes.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['states'], message: TEXTS.noArea });
    }
    endOnOrAfterStart(emergency, ctx);
  });
export type EmergencyInput = z.input<typeof emergencyInputSchema>;

// --- Compliance settings ---

export const complianceSettingsInputSchema = z.object({
  targetAbandonRate: z
    .number({ message: TEXTS.abandonRate })
    .min(TARGET_ABANDON_RATE_MIN, TEXTS.abandonRate)
    .max(TARGET_ABANDON_RATE_MAX, TEXTS.abandonRate)
    .default(DEFAULT_TARGET_ABANDON_RATE),
  safeHarbourMessage: z
    .string({ message: TEXTS.required })
    .trim()
    .min(1, TEXTS.required)
    .max(SAFE_HARBOUR_MESSAGE_MAX_LENGTH, TEXTS.tooLong(SAFE_HARBOUR_MESSAGE_MAX_LENGTH)),
});
export type ComplianceSettingsInput = z.input<typeof complianceSettingsInputSchema>;
