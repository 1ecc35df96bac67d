import { describe, expect, it } from 'vitest';
import * as limits from './limits.ts';
import { OUTBOUND_RESERVATION_WAIT_MS } from './outbound-wait.ts';
import { DAILY_TARGET_TASKS, TASKS_PER_BUSINESS_HOUR } from './stats.ts';
import { STATUS_TIMER_TICK_MS } from './status-timer.ts';

// The agent desktop's numbers of spec 000 §7 and spec 001 §9, asserted exactly.
describe('agent desktop limits', () => {
  it('holds the spec numbers', () => {
    expect(limits.INBOUND_EMAIL_DELAY_MS).toBe(10_000);
    expect(limits.ACCEPT_TASK_RETRIES).toBe(1);
    expect(limits.SUMMARIZE_TASK_RETRIES).toBe(1);
    expect(limits.BROWSER_NOTIFICATION_CLOSE_MS).toBe(1_000);
    expect(limits.DIAL_PAD_ACCEPT_TIMEOUT_MS).toBe(15_000);
    expect(limits.ADMIN_SETTINGS_RELOAD_DEBOUNCE_MS).toBe(1_000);
    expect(DAILY_TARGET_TASKS).toBe(150);
    expect(TASKS_PER_BUSINESS_HOUR).toBe(15);
    expect(STATUS_TIMER_TICK_MS).toBe(500);
  });

  it("waits for an outbound task's reservation as long as the dial pad waits for an accept", () => {
    expect(OUTBOUND_RESERVATION_WAIT_MS).toBe(limits.DIAL_PAD_ACCEPT_TIMEOUT_MS);
  });
});
