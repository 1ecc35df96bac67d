// spec 001 §3 "Daily stats", §4 "Daily progress", §9: Today's Progress in the agent navigation bar.

/** What `getDailyStats` answers (docs/routing-contract.md). */
export type DailyStats = {
  smsCount: number;
  callCount: number;
  customCount: number;
  emailCount: number;
  reminderCount: number;
  voicemailCount: number;
  targetSms: number;
  targetCall: number;
  targetEmail: number;
};

/** spec 001 §9: daily target 150 completed tasks. */
export const DAILY_TARGET_TASKS = 150;
/** spec 001 §9: target 15 tasks per business hour. */
export const TASKS_PER_BUSINESS_HOUR = 15;
/** spec 001 §9: percent bars go from 0 to 100. */
export const PROGRESS_PERCENT_MAX = 100;

/** Every task the agent completed today, whatever its channel. */
export function completedToday(stats: DailyStats): number {
  return (
    stats.smsCount +
    stats.callCount +
    stats.customCount +
    stats.emailCount +
    stats.reminderCount +
    stats.voicemailCount
  );
}

/**
 * spec 001 §4: the percent is floored and capped at 100; with the minimum-display flag anything
 * between 0 and 1 shows as 1 (a first completed task moves the bar). No target (0 or less) is 0 %.
 */
export function progressPercent(done: number, target: number, minimumDisplay = false): number {
  if (!(target > 0) || !(done > 0)) return 0;
  const exact = (done / target) * 100;
  if (minimumDisplay && exact > 0 && exact < 1) return 1;
  return Math.min(PROGRESS_PERCENT_MAX, Math.floor(exact));
}

/**
 * The tasks expected by now at 15 per business hour, never above the daily 150 (spec 001 §9):
 * 150 / 15 is a ten-hour business day. `businessHoursElapsed` is clamped to [0, ∞).
 */
export function expectedByNow(businessHoursElapsed: number): number {
  const hours = Math.max(0, businessHoursElapsed);
  return Math.min(DAILY_TARGET_TASKS, Math.floor(hours * TASKS_PER_BUSINESS_HOUR));
}

/**
 * Business hours elapsed today at `minutesIntoDay` (local minutes since midnight) for a business
 * day opening at `opensAtMinute`: 0 before opening, at most the ten hours the daily target covers.
 */
export function businessHoursElapsed(minutesIntoDay: number, opensAtMinute: number): number {
  const hoursInDay = DAILY_TARGET_TASKS / TASKS_PER_BUSINESS_HOUR;
  return Math.min(hoursInDay, Math.max(0, (minutesIntoDay - opensAtMinute) / 60));
}

/** Parley's opening time for the pace line while brands have no business hours to read: 09:00. */
export const DEFAULT_BUSINESS_DAY_OPENS_AT_MINUTE = 9 * 60;
