import { describe, expect, it } from 'vitest';
import {
  type AbandonLedger,
  abandonRates,
  EMPTY_ABANDON_LEDGER,
  guardState,
  projectedAbandonRate,
  recordCall,
} from './abandon-ledger.ts';
import { FTC_WINDOW_MS, OFCOM_WINDOW_MS } from './dialer-model.ts';

// issue 14 "Abandonment": the ledger's two windows, their edges, its bounded memory and the guard.

const T0 = Date.parse('2026-11-01T12:00:00Z');
const MINUTE = 60_000;

const ledgerOf = (calls: { at: number; abandoned: boolean }[]) =>
  calls.reduce<AbandonLedger>((ledger, call) => recordCall(ledger, call), EMPTY_ABANDON_LEDGER);

describe('abandonRates', () => {
  it('is 0 with no calls', () => {
    expect(abandonRates(EMPTY_ABANDON_LEDGER, T0)).toEqual({
      ftc: { answered: 0, abandoned: 0, rate: 0 },
      ofcom: { answered: 0, abandoned: 0, rate: 0 },
    });
  });

  it('divides abandoned by answered by a person in each window', () => {
    const ledger = ledgerOf([
      { at: T0, abandoned: false },
      { at: T0 + 10_000, abandoned: true },
      { at: T0 + 20_000, abandoned: false },
      { at: T0 + 2 * MINUTE, abandoned: false },
    ]);
    expect(abandonRates(ledger, T0 + 3 * MINUTE).ofcom).toEqual({ answered: 4, abandoned: 1, rate: 0.25 });
    expect(ledger.buckets).toHaveLength(2);
  });

  it('keeps a call in the Ofcom window until it is exactly 24 h old', () => {
    const ledger = ledgerOf([{ at: T0, abandoned: true }]);
    expect(abandonRates(ledger, T0 + OFCOM_WINDOW_MS - 1).ofcom.abandoned).toBe(1);
    expect(abandonRates(ledger, T0 + OFCOM_WINDOW_MS).ofcom.abandoned).toBe(0);
    expect(abandonRates(ledger, T0 + OFCOM_WINDOW_MS).ftc.abandoned).toBe(1);
  });

  it('keeps a call in the FTC window until it is exactly 30 days old', () => {
    const ledger = ledgerOf([{ at: T0, abandoned: true }]);
    expect(abandonRates(ledger, T0 + FTC_WINDOW_MS - 1).ftc).toEqual({ answered: 1, abandoned: 1, rate: 1 });
    expect(abandonRates(ledger, T0 + FTC_WINDOW_MS).ftc).toEqual({ answered: 0, abandoned: 0, rate: 0 });
  });

  it('ages a call within its minute from the minute start (out at most a minute early)', () => {
    const ledger = ledgerOf([{ at: T0 + 59_000, abandoned: true }]);
    expect(abandonRates(ledger, T0 + OFCOM_WINDOW_MS - 1).ofcom.abandoned).toBe(1);
    expect(abandonRates(ledger, T0 + OFCOM_WINDOW_MS).ofcom.abandoned).toBe(0);
  });

  it('does not count calls after now', () => {
    const ledger = ledgerOf([{ at: T0 + 5 * MINUTE, abandoned: true }]);
    expect(abandonRates(ledger, T0).ftc.answered).toBe(0);
  });
});

describe('recordCall', () => {
  it('returns a new ledger and leaves the old one as it was', () => {
    const before = ledgerOf([{ at: T0, abandoned: false }]);
    const after = recordCall(before, { at: T0 + 1_000, abandoned: true });
    expect(before.buckets).toEqual([{ minute: T0 / MINUTE, answered: 1, abandoned: 0 }]);
    expect(after.buckets).toEqual([{ minute: T0 / MINUTE, answered: 2, abandoned: 1 }]);
  });

  it('keeps buckets in minute order when calls arrive out of order', () => {
    const ledger = ledgerOf([
      { at: T0 + 5 * MINUTE, abandoned: false },
      { at: T0, abandoned: true },
      { at: T0 + 2 * MINUTE, abandoned: false },
    ]);
    expect(ledger.buckets.map((bucket) => bucket.minute - T0 / MINUTE)).toEqual([0, 2, 5]);
  });

  it('drops buckets that left the FTC window, so memory stays bounded', () => {
    let ledger = EMPTY_ABANDON_LEDGER;
    // One call an hour for 60 days: at most 30 days of hourly buckets survive.
    for (let hour = 0; hour < 60 * 24; hour += 1) {
      ledger = recordCall(ledger, { at: T0 + hour * 3_600_000, abandoned: hour % 10 === 0 });
    }
    expect(ledger.buckets.length).toBeLessThanOrEqual(30 * 24);
    const now = T0 + (60 * 24 - 1) * 3_600_000;
    expect(abandonRates(ledger, now).ftc.answered).toBe(30 * 24);
    expect(abandonRates(ledger, now).ofcom.answered).toBe(24);
  });
});

describe('projectedAbandonRate and guardState', () => {
  const ledger = ledgerOf([
    ...Array.from({ length: 97 }, (_, index) => ({ at: T0 + index * 1_000, abandoned: false })),
    ...Array.from({ length: 3 }, (_, index) => ({ at: T0 + 100_000 + index, abandoned: true })),
  ]);
  const now = T0 + 10 * MINUTE;

  it('adds the planned answers and their expected abandons to each window', () => {
    const rates = projectedAbandonRate(ledger, now, { plannedCalls: 20, expectedAbandonProbability: 0.1 });
    expect(rates.ofcom).toBeCloseTo(5 / 120, 10);
    expect(rates.ftc).toBeCloseTo(5 / 120, 10);
    expect(
      projectedAbandonRate(EMPTY_ABANDON_LEDGER, now, { plannedCalls: 0, expectedAbandonProbability: 1 }),
    ).toEqual({ ftc: 0, ofcom: 0 });
  });

  it('forces progressive only when a projected rate would pass the target', () => {
    expect(guardState(ledger, now, 0.03, { plannedCalls: 0, expectedAbandonProbability: 0 })).toBe('ok');
    expect(guardState(ledger, now, 0.03, { plannedCalls: 10, expectedAbandonProbability: 0 })).toBe('ok');
    expect(guardState(ledger, now, 0.03, { plannedCalls: 1, expectedAbandonProbability: 1 })).toBe(
      'forced_progressive',
    );
  });

  it('judges each window apart: an Ofcom-day spike forces progressive on a clean month', () => {
    const month = ledgerOf([
      ...Array.from({ length: 1_000 }, (_, index) => ({ at: T0 + index * MINUTE, abandoned: false })),
      ...Array.from({ length: 5 }, (_, index) => ({ at: T0 + 3 * OFCOM_WINDOW_MS + index, abandoned: true })),
      ...Array.from({ length: 50 }, (_, index) => ({
        at: T0 + 3 * OFCOM_WINDOW_MS + MINUTE + index,
        abandoned: false,
      })),
    ]);
    const later = T0 + 3 * OFCOM_WINDOW_MS + 10 * MINUTE;
    const rates = abandonRates(month, later);
    expect(rates.ftc.rate).toBeLessThan(0.03);
    expect(rates.ofcom.rate).toBeCloseTo(5 / 55, 10);
    expect(guardState(month, later, 0.03, { plannedCalls: 0, expectedAbandonProbability: 0 })).toBe(
      'forced_progressive',
    );
  });
});
