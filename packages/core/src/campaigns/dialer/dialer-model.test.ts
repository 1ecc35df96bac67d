import { describe, expect, it } from 'vitest';
import { DEFAULT_TARGET_ABANDON_RATE as DEFAULT_TARGET_ABANDON_PERCENT } from '../../compliance/compliance-input.ts';
import { RETRIED_OUTCOMES } from '../campaign-model.ts';
import {
  ABANDON_GRACE_MS,
  CALL_OUTCOMES,
  DEFAULT_CALLS_AGENTS_RATIO_LIMIT,
  DEFAULT_TARGET_ABANDON_RATE,
  FTC_WINDOW_MS,
  MIN_RING_MS,
  OFCOM_WINDOW_MS,
} from './dialer-model.ts';

// issue 14 "Abandonment" and "Call campaigns": the dialer's constants.

describe('dialer model', () => {
  it('holds the issue numbers', () => {
    expect(ABANDON_GRACE_MS).toBe(2_000);
    expect(MIN_RING_MS).toBe(15_000);
    expect(OFCOM_WINDOW_MS).toBe(86_400_000);
    expect(FTC_WINDOW_MS).toBe(30 * 86_400_000);
    expect(DEFAULT_TARGET_ABANDON_RATE).toBe(0.03);
    expect(DEFAULT_TARGET_ABANDON_RATE * 100).toBe(DEFAULT_TARGET_ABANDON_PERCENT);
    expect(DEFAULT_CALLS_AGENTS_RATIO_LIMIT).toBe(15);
  });

  it('names the retried outcomes as the campaign retry policy keys them', () => {
    for (const outcome of RETRIED_OUTCOMES) expect(CALL_OUTCOMES).toContain(outcome);
  });
});
