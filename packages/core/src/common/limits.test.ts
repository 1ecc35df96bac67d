import { describe, expect, it } from 'vitest';
import * as limits from './limits.ts';

// Every number of spec 000 §9 (and the toast durations of §8 / spec 001 §9), asserted exactly.
describe('limits', () => {
  it('holds the event-stream numbers', () => {
    expect(limits.SSE_HEARTBEAT_TIMEOUT_MS).toBe(72_000);
    expect(limits.SSE_HARD_FAILURE_AFTER_MS).toBe(300_000);
    expect(limits.SSE_RETRY_DELAY_MS).toBe(5_000);
    expect(limits.SSE_FIXED_RETRY_MAX_ERRORS).toBe(3);
    expect(limits.SSE_BACKOFF_JITTER).toBe(0.5);
    expect(limits.SSE_BACKOFF_MAX_MS).toBe(30_000);
    expect(limits.SSE_HEALTHY_RESET_MS).toBe(60_000);
  });

  it('holds the fetch and chunk retry numbers', () => {
    expect(limits.FETCH_RETRY_BASE_MS).toBe(100);
    expect(limits.FETCH_RETRY_JITTER_MS).toBe(150);
    expect(limits.FETCH_RETRY_MAX_MS).toBe(10_000);
    expect(limits.CHUNK_LOAD_RETRIES).toBe(5);
    expect(limits.CHUNK_RETRY_EXPONENT_BASE).toBe(7);
  });

  it('holds the toast and other platform numbers', () => {
    expect(limits.SUCCESS_TOAST_MS).toBe(3_000);
    expect(limits.NOTIFICATION_MS).toBe(7_000);
    expect(limits.NETWORK_WARNING_MS).toBe(10_000);
    expect(limits.STORED_TASK_CREATION_DATES_MAX).toBe(100);
    expect(limits.CONVERSATION_HISTORY_PAGE_SIZE).toBe(30);
    expect(limits.EMAIL_SNIPPET_LENGTH).toBe(140);
    expect(limits.PERSISTED_STATE_VERSION).toBe(1);
  });
});
