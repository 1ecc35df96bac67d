import { describe, expect, it } from 'vitest';
import { SKIP_REASONS, WEEKDAYS } from './compliance-model.ts';
import { SKIP_DETAIL_TEXTS, SKIP_REASON_LABELS, WEEKDAY_LABELS } from './compliance-texts.ts';

describe('compliance texts', () => {
  it('labels every skip reason and weekday', () => {
    for (const reason of SKIP_REASONS) expect(SKIP_REASON_LABELS[reason]).toMatch(/^[A-Z]/);
    expect(Object.keys(SKIP_REASON_LABELS).sort()).toEqual([...SKIP_REASONS].sort());
    expect(WEEKDAYS.map((weekday) => WEEKDAY_LABELS[weekday])).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
  });
  it('writes the details as sentences', () => {
    expect(SKIP_DETAIL_TEXTS.outsideWindow(1302, 'tuesday', 'America/New_York', 480, 1260)).toBe(
      'Outside the daily available hours: 9:42 PM on Tuesday in America/New_York (allowed 8:00 AM–9:00 PM).',
    );
    expect(SKIP_DETAIL_TEXTS.outsideWindow(30, 'friday', 'Europe/London', 60, 1440)).toBe(
      'Outside the daily available hours: 12:30 AM on Friday in Europe/London (allowed 1:00 AM–midnight).',
    );
    expect(SKIP_DETAIL_TEXTS.holiday('Christmas Day', '2026-12-25')).toBe(
      'On the holiday Christmas Day (2026-12-25).',
    );
    expect(SKIP_DETAIL_TEXTS.emergency('Hurricane Milton', 'FL', '2026-10-20')).toBe(
      'State of emergency Hurricane Milton covers FL until 2026-10-20.',
    );
  });
});
