import { describe, expect, it } from 'vitest';
import { formatTaskAge, taskAgeNow } from './task-age.ts';

describe('formatTaskAge', () => {
  it('shows seconds, then minutes and seconds, then hours and minutes', () => {
    expect(formatTaskAge(0)).toBe('0 s');
    expect(formatTaskAge(59)).toBe('59 s');
    expect(formatTaskAge(60)).toBe('1 min 00 s');
    expect(formatTaskAge(185)).toBe('3 min 05 s');
    expect(formatTaskAge(3599)).toBe('59 min 59 s');
    expect(formatTaskAge(3600 + 7 * 60 + 30)).toBe('1 h 07 min');
    expect(formatTaskAge(-5)).toBe('0 s');
  });
});

describe('taskAgeNow', () => {
  it("adds the time since the server's answer to the age it reported", () => {
    expect(taskAgeNow(100, 1_000_000, 1_000_000)).toBe(100);
    expect(taskAgeNow(100, 1_000_000, 1_012_900)).toBe(112);
    expect(taskAgeNow(100, 1_000_000, 999_000)).toBe(100);
  });
});
