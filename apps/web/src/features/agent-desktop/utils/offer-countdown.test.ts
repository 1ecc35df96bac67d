import { makeReservation } from '@parley/core/agent-desktop/fixtures';
import { describe, expect, it } from 'vitest';
import { formatOfferCountdown, offerRemainingMs } from './offer-countdown.ts';

const OFFERED_AT = Date.parse('2026-01-05T10:00:00.000Z');
const offer = makeReservation({
  createdDate: new Date(OFFERED_AT).toISOString(),
  timeoutAt: new Date(OFFERED_AT + 30_000).toISOString(),
});

describe('offerRemainingMs', () => {
  it('counts down to the reservation timeout', () => {
    expect(offerRemainingMs(offer, OFFERED_AT + 2_600)).toBe(27_400);
    expect(offerRemainingMs(offer, OFFERED_AT + 30_000)).toBe(0);
    expect(offerRemainingMs(offer, OFFERED_AT + 45_000)).toBe(0);
  });

  it('never shows more than the whole offer when the browser clock is behind', () => {
    expect(offerRemainingMs(offer, OFFERED_AT - 60_000)).toBe(30_000);
  });

  it('is null for a reservation that is not offered or has no timeout', () => {
    expect(offerRemainingMs({ ...offer, status: 'accepted' }, OFFERED_AT)).toBeNull();
    expect(offerRemainingMs({ ...offer, timeoutAt: null }, OFFERED_AT)).toBeNull();
    expect(offerRemainingMs({ ...offer, timeoutAt: 'soon' }, OFFERED_AT)).toBeNull();
  });
});

describe('formatOfferCountdown', () => {
  it('reads m:ss, rounded up to the second', () => {
    expect(formatOfferCountdown(27_400)).toBe('0:28');
    expect(formatOfferCountdown(27_000)).toBe('0:27');
    expect(formatOfferCountdown(1)).toBe('0:01');
    expect(formatOfferCountdown(0)).toBe('0:00');
    expect(formatOfferCountdown(125_000)).toBe('2:05');
  });
});
