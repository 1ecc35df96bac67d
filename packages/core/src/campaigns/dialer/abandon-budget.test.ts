import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ABANDON_HEADROOM_RESERVE,
  ABANDON_HEADROOM_SPAN,
  abandonHeadroom,
  adaptiveAbandonBudget,
  MAX_ADAPTIVE_ABANDON_BUDGET,
} from './abandon-budget.ts';
import { type AbandonLedger, EMPTY_ABANDON_LEDGER, recordCall } from './abandon-ledger.ts';
import { OFCOM_WINDOW_MS } from './dialer-model.ts';

// issue 14 "Abandonment": the per-call abandon budget follows the ledger's headroom under the target.

const T0 = Date.parse('2026-11-01T12:00:00Z');
const MINUTE = 60_000;

/** `answered` people over the minutes before T0, the first `abandoned` of them abandoned. */
const ledgerOf = (answered: number, abandoned: number, endingAt = T0) => {
  let ledger: AbandonLedger = EMPTY_ABANDON_LEDGER;
  for (let call = 0; call < answered; call += 1) {
    ledger = recordCall(ledger, { at: endingAt - (answered - call) * MINUTE, abandoned: call < abandoned });
  }
  return ledger;
};

/** A ledger whose calls all fell in the minute before T0. */
const oneMinute = (answered: number, abandoned: number): AbandonLedger => ({
  buckets: [{ minute: Math.floor(T0 / MINUTE) - 1, answered, abandoned }],
});

describe('abandonHeadroom', () => {
  it('is the abandons the target still allows', () => {
    expect(abandonHeadroom({ answered: 500, abandoned: 4, rate: 0.008 }, 0.02)).toBeCloseTo(6, 10);
    expect(abandonHeadroom({ answered: 100, abandoned: 3, rate: 0.03 }, 0.02)).toBeCloseTo(-1, 10);
  });
});

describe('adaptiveAbandonBudget', () => {
  it('is 0 with no headroom beyond the reserve, as at the start of a campaign', () => {
    expect(adaptiveAbandonBudget(EMPTY_ABANDON_LEDGER, T0, 0.02)).toBe(0);
    // 0.02 × 70 = 1.4 abandons allowed: within the reserve.
    expect(adaptiveAbandonBudget(ledgerOf(70, 0), T0, 0.02)).toBe(0);
    // At the target already.
    expect(adaptiveAbandonBudget(ledgerOf(500, 10), T0, 0.02)).toBe(0);
  });

  it('rises with the headroom to its most', () => {
    const halfway = ABANDON_HEADROOM_RESERVE + ABANDON_HEADROOM_SPAN / 2;
    // 0.02 × answered − 2 abandoned = halfway.
    const answered = Math.round((halfway + 2) / 0.02);
    expect(adaptiveAbandonBudget(ledgerOf(answered, 2), T0, 0.02)).toBeCloseTo(
      MAX_ADAPTIVE_ABANDON_BUDGET / 2,
      10,
    );
    expect(adaptiveAbandonBudget(ledgerOf(2_000, 2), T0, 0.02)).toBe(MAX_ADAPTIVE_ABANDON_BUDGET);
  });

  it('takes the tighter window: the last 24 hours count against the target on their own', () => {
    // A quiet history older than the Ofcom window, then a day of 200 answers.
    const history = ledgerOf(2_000, 2, T0 - OFCOM_WINDOW_MS - MINUTE);
    const day = (abandoned: number) => {
      let ledger = history;
      for (let call = 0; call < 200; call += 1) {
        ledger = recordCall(ledger, { at: T0 - (200 - call) * MINUTE, abandoned: call < abandoned });
      }
      return ledger;
    };
    // FTC headroom 0.02 × 2,200 − 2 = 42; Ofcom 0.02 × 200 = 4, 2.5 over the reserve.
    expect(adaptiveAbandonBudget(day(0), T0, 0.02)).toBeCloseTo(
      (MAX_ADAPTIVE_ABANDON_BUDGET * (4 - ABANDON_HEADROOM_RESERVE)) / ABANDON_HEADROOM_SPAN,
      10,
    );
    // Ofcom: 0.02 × 200 − 4 = 0.
    expect(adaptiveAbandonBudget(day(4), T0, 0.02)).toBe(0);
  });

  it('is a share, never more with less headroom', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3_000 }),
        fc.integer({ min: 0, max: 60 }),
        fc.double({ min: 0.001, max: 0.1, noNaN: true }),
        (answered, abandonedWanted, target) => {
          const abandoned = Math.min(answered, abandonedWanted);
          const budget = adaptiveAbandonBudget(oneMinute(answered, abandoned), T0, target);
          expect(budget).toBeGreaterThanOrEqual(0);
          expect(budget).toBeLessThanOrEqual(MAX_ADAPTIVE_ABANDON_BUDGET);
          if (abandoned < answered) {
            const more = adaptiveAbandonBudget(oneMinute(answered, abandoned + 1), T0, target);
            expect(more).toBeLessThanOrEqual(budget);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
