import { makeReservation } from '@parley/core/agent-desktop/fixtures';
import { describe, expect, it } from 'vitest';
import type { TransferAgent } from '../api/transfer-api.ts';
import { hasTriggerCall, isIncomingCall, placesCall } from './call-task.ts';
import { callerName } from './caller-name.ts';
import { dynamicFromNumber, filterFromNumbers, isPhoneLikeSearch } from './from-number.ts';
import {
  isSelectableForTransfer,
  transferAvailability,
  transferCandidates,
} from './transfer-availability.ts';

describe('call tasks (spec 000 §4)', () => {
  const call = (attributes: Record<string, unknown>, status: 'pending' | 'accepted' = 'pending') =>
    makeReservation({ taskChannelUniqueName: 'voice', status, attributes });

  it('knows an incoming call: a pending inbound task on a call channel without a trigger call', () => {
    expect(isIncomingCall(call({ direction: 'inbound' }))).toBe(true);
    expect(isIncomingCall(call({ direction: 'inbound', triggerCall: true }))).toBe(false);
    expect(isIncomingCall(call({ direction: 'outbound' }))).toBe(false);
    expect(isIncomingCall(call({ direction: 'inbound' }, 'accepted'))).toBe(false);
    expect(
      isIncomingCall(makeReservation({ taskChannelUniqueName: 'sms', attributes: { direction: 'inbound' } })),
    ).toBe(false);
    for (const channel of ['conferences', 'default', 'priority']) {
      expect(isIncomingCall(makeReservation({ taskChannelUniqueName: channel, attributes: {} }))).toBe(true);
    }
  });

  it('places the calls the agent started and joins the others', () => {
    expect(placesCall(call({ direction: 'outbound', triggerCall: true }))).toBe(true);
    expect(placesCall(call({ direction: 'outbound', taskType: 'Transfer Call' }))).toBe(false);
    expect(placesCall(call({ direction: 'inbound' }))).toBe(false);
    expect(hasTriggerCall(call({ triggerCall: 'false' }))).toBe(false);
  });

  it("names the caller, else 'Contact'", () => {
    expect(callerName(call({ name: 'Grace Hopper', contactPhone: '+14155550100' }))).toBe('Grace Hopper');
    expect(callerName(call({ name: '+14155550100', contactPhone: '+14155550100' }))).toBe('Contact');
    expect(callerName(call({}))).toBe('Contact');
  });
});

describe('transfer availability (spec 001 §4)', () => {
  const agent = (overrides: Partial<TransferAgent>): TransferAgent => ({
    id: 'u',
    name: 'Ada',
    email: 'ada@example.com',
    status: 'Available',
    isAvailable: true,
    conferenceStatus: 'available',
    twilioContactUri: 'client:WK2',
    workerSid: 'WK2',
    ...overrides,
  });
  const rules = { enableTransferToBusyAgents: false, selfWorkerSid: 'WK1' };

  it('shows Available, Busy or Unavailable', () => {
    expect(transferAvailability(agent({}))).toBe('available');
    expect(transferAvailability(agent({ conferenceStatus: 'busy' }))).toBe('busy');
    expect(transferAvailability(agent({ isAvailable: false }))).toBe('unavailable');
  });

  it('takes busy agents only with enableTransferToBusyAgents, never Progressive Dialer Mode or oneself', () => {
    expect(isSelectableForTransfer(agent({}), rules)).toBe(true);
    expect(isSelectableForTransfer(agent({ conferenceStatus: 'busy' }), rules)).toBe(false);
    expect(
      isSelectableForTransfer(agent({ conferenceStatus: 'busy' }), {
        ...rules,
        enableTransferToBusyAgents: true,
      }),
    ).toBe(true);
    expect(
      isSelectableForTransfer(agent({ isAvailable: false }), { ...rules, enableTransferToBusyAgents: true }),
    ).toBe(false);
    expect(isSelectableForTransfer(agent({ status: 'Progressive Dialer Mode' }), rules)).toBe(false);
    expect(isSelectableForTransfer(agent({ workerSid: 'WK1' }), rules)).toBe(false);
  });

  it('searches by name or email and leaves oneself out', () => {
    const list = [
      agent({ name: 'Sam Supervisor', email: 'sam@x', workerSid: 'WK2' }),
      agent({ name: 'Me', workerSid: 'WK1' }),
    ];
    expect(transferCandidates(list, '', 'WK1').map((a) => a.name)).toEqual(['Sam Supervisor']);
    expect(transferCandidates(list, 'SUP', 'WK1')).toHaveLength(1);
    expect(transferCandidates(list, 'zzz', 'WK1')).toHaveLength(0);
  });
});

describe('the from-number (spec 001 §5)', () => {
  const numbers = [
    { phoneNumber: '+18005550100', label: 'Main line' },
    { phoneNumber: '+14155550199', label: 'San Francisco' },
    { phoneNumber: '+442071234567', label: 'London' },
  ];

  it('calls dynamically from a number in the contact’s area code, else country, else the first', () => {
    expect(dynamicFromNumber('+14155550123', numbers)?.label).toBe('San Francisco');
    expect(dynamicFromNumber('+12125550123', numbers)?.label).toBe('Main line');
    expect(dynamicFromNumber('+442079460000', numbers)?.label).toBe('London');
    expect(dynamicFromNumber('+33142685300', numbers)?.label).toBe('Main line');
    expect(dynamicFromNumber('+14155550123', [])).toBeNull();
  });

  it('searches by digits when the text is phone-like, else by name', () => {
    expect(isPhoneLikeSearch('(415) 555')).toBe(true);
    expect(isPhoneLikeSearch('London')).toBe(false);
    expect(filterFromNumbers(numbers, '415').map((n) => n.label)).toEqual(['San Francisco']);
    expect(filterFromNumbers(numbers, 'lon').map((n) => n.label)).toEqual(['London']);
    expect(filterFromNumbers(numbers, '999')).toEqual([]);
    expect(filterFromNumbers(numbers, ' ')).toHaveLength(3);
  });
});
