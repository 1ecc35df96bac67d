import { describe, expect, it } from 'vitest';
import { makeReservation } from './fixtures.ts';
import { isOutboundWaitActive, matchesOutboundWait, OUTBOUND_RESERVATION_WAIT_MS } from './outbound-wait.ts';

describe('outbound wait (spec 001 §4)', () => {
  const outbound = makeReservation({
    attributes: { direction: 'outbound', contactPhone: '+1 (555) 010-0002' },
  });

  it('matches by task sid once known', () => {
    expect(
      matchesOutboundWait({ contactPhone: 'x', taskSid: outbound.taskSid, startedAt: 0 }, outbound),
    ).toBe(true);
    expect(matchesOutboundWait({ contactPhone: 'x', taskSid: 'WTother', startedAt: 0 }, outbound)).toBe(
      false,
    );
  });

  it('matches an outbound reservation to the same phone before the sid is known', () => {
    expect(matchesOutboundWait({ contactPhone: '+15550100002', taskSid: null, startedAt: 0 }, outbound)).toBe(
      true,
    );
    const inbound = makeReservation({ attributes: { direction: 'inbound', contactPhone: '+15550100002' } });
    expect(matchesOutboundWait({ contactPhone: '+15550100002', taskSid: null, startedAt: 0 }, inbound)).toBe(
      false,
    );
  });

  it('is abandoned after the threshold', () => {
    const wait = { contactPhone: '+1', taskSid: null, startedAt: 1_000 };
    expect(OUTBOUND_RESERVATION_WAIT_MS).toBe(15_000);
    expect(isOutboundWaitActive(wait, 1_000 + OUTBOUND_RESERVATION_WAIT_MS - 1)).toBe(true);
    expect(isOutboundWaitActive(wait, 1_000 + OUTBOUND_RESERVATION_WAIT_MS)).toBe(false);
    expect(isOutboundWaitActive(null, 0)).toBe(false);
  });
});
