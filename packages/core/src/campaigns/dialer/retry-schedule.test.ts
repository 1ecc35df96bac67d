import { describe, expect, it } from 'vitest';
import { DEFAULT_RETRY_POLICY } from '../campaign-model.ts';
import { nextAttempt } from './retry-schedule.ts';

// issue 14 "Call campaigns": "retries with intervals by outcome (busy, no-answer, failed)".

const NOW = Date.parse('2026-11-01T12:00:00Z');
const MINUTE = 60_000;

describe('nextAttempt', () => {
  it('ends the attempts when a person or a machine answers', () => {
    expect(nextAttempt(DEFAULT_RETRY_POLICY, 'human', 1, NOW)).toEqual({ done: 'answered' });
    expect(nextAttempt(DEFAULT_RETRY_POLICY, 'machine', 1, NOW)).toEqual({ done: 'voicemail_left' });
  });

  it('retries by the outcome interval until its attempts are used', () => {
    expect(nextAttempt(DEFAULT_RETRY_POLICY, 'busy', 1, NOW)).toEqual({ retryAt: NOW + 10 * MINUTE });
    expect(nextAttempt(DEFAULT_RETRY_POLICY, 'busy', 2, NOW)).toEqual({ retryAt: NOW + 10 * MINUTE });
    expect(nextAttempt(DEFAULT_RETRY_POLICY, 'busy', 3, NOW)).toEqual({ done: 'attempts_used' });
    expect(nextAttempt(DEFAULT_RETRY_POLICY, 'noAnswer', 1, NOW)).toEqual({ retryAt: NOW + 120 * MINUTE });
    expect(nextAttempt(DEFAULT_RETRY_POLICY, 'noAnswer', 3, NOW)).toEqual({ done: 'attempts_used' });
    expect(nextAttempt(DEFAULT_RETRY_POLICY, 'failed', 1, NOW)).toEqual({ retryAt: NOW + 30 * MINUTE });
    expect(nextAttempt(DEFAULT_RETRY_POLICY, 'failed', 2, NOW)).toEqual({ done: 'attempts_used' });
  });

  it('counts every attempt, whatever its outcome, against the last outcome rule', () => {
    // Busy, busy, then failed: 3 attempts, failed allows 2.
    expect(nextAttempt(DEFAULT_RETRY_POLICY, 'failed', 3, NOW)).toEqual({ done: 'attempts_used' });
  });

  it('follows the campaign own policy', () => {
    const policy = { ...DEFAULT_RETRY_POLICY, busy: { maxAttempts: 5, intervalMinutes: 1 } };
    expect(nextAttempt(policy, 'busy', 4, NOW)).toEqual({ retryAt: NOW + MINUTE });
    expect(nextAttempt(policy, 'busy', 5, NOW)).toEqual({ done: 'attempts_used' });
  });
});
