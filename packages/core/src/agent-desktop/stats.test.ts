import { describe, expect, it } from 'vitest';
import {
  businessHoursElapsed,
  completedToday,
  DAILY_TARGET_TASKS,
  expectedByNow,
  progressPercent,
  TASKS_PER_BUSINESS_HOUR,
} from './stats.ts';

describe('daily progress (spec 001 §4, §9)', () => {
  it('holds the spec numbers', () => {
    expect(DAILY_TARGET_TASKS).toBe(150);
    expect(TASKS_PER_BUSINESS_HOUR).toBe(15);
  });

  it('floors the percent and caps it at 100', () => {
    expect(progressPercent(1, 150)).toBe(0);
    expect(progressPercent(2, 150)).toBe(1);
    expect(progressPercent(149, 150)).toBe(99);
    expect(progressPercent(150, 150)).toBe(100);
    expect(progressPercent(400, 150)).toBe(100);
  });

  it('shows anything between 0 and 1 as 1 with the minimum-display flag', () => {
    expect(progressPercent(1, 150, true)).toBe(1);
    expect(progressPercent(0, 150, true)).toBe(0);
    expect(progressPercent(3, 150, true)).toBe(2);
  });

  it('is 0 without a target', () => {
    expect(progressPercent(5, 0)).toBe(0);
  });

  it('adds every channel', () => {
    expect(
      completedToday({
        smsCount: 1,
        callCount: 2,
        customCount: 3,
        emailCount: 4,
        reminderCount: 5,
        voicemailCount: 6,
        targetSms: 0,
        targetCall: 0,
        targetEmail: 0,
      }),
    ).toBe(21);
  });

  it('expects 15 tasks per business hour, at most 150', () => {
    expect(expectedByNow(0)).toBe(0);
    expect(expectedByNow(2.5)).toBe(37);
    expect(expectedByNow(12)).toBe(150);
    expect(businessHoursElapsed(8 * 60, 9 * 60)).toBe(0);
    expect(businessHoursElapsed(10 * 60 + 30, 9 * 60)).toBe(1.5);
    expect(businessHoursElapsed(23 * 60, 9 * 60)).toBe(10);
  });
});
