import { describe, expect, it } from 'vitest';
import { PROGRESSIVE_DIALER_STATUS, transferTargetRefusal } from './transfer-targets.ts';

const free = { status: 'Available', isAvailable: true, conferenceStatus: 'available' } as const;

describe('transferTargetRefusal (spec 001 §4)', () => {
  it('takes an available agent who is not on a call', () => {
    expect(transferTargetRefusal(free, { enableTransferToBusyAgents: false })).toBeNull();
  });

  it('takes a busy agent only with enableTransferToBusyAgents', () => {
    const busy = { ...free, conferenceStatus: 'busy' } as const;
    expect(transferTargetRefusal(busy, { enableTransferToBusyAgents: false })).toBe('busy');
    expect(transferTargetRefusal(busy, { enableTransferToBusyAgents: true })).toBeNull();
  });

  it('never takes an unavailable agent or one in Progressive Dialer Mode', () => {
    const away = { ...free, status: 'Offline', isAvailable: false };
    expect(transferTargetRefusal(away, { enableTransferToBusyAgents: true })).toBe('unavailable');
    const dialer = { ...free, status: PROGRESSIVE_DIALER_STATUS };
    expect(transferTargetRefusal(dialer, { enableTransferToBusyAgents: true })).toBe('progressiveDialer');
  });
});
