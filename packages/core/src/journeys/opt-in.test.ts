import { describe, expect, it } from 'vitest';
import { NODE_TYPES } from './node-types.ts';
import { type ContactReach, SEND_SKIP_TEXTS, sendSkipReason } from './opt-in.ts';

const reachable: ContactReach = {
  contactPhone: '+14155550100',
  email: 'ada@example.com',
  subscribedSms: true,
  subscribedVoice: true,
  subscribedEmail: true,
};

describe('opt-in of nodes that reach the contact', () => {
  it('lets a subscribed contact be reached on every channel', () => {
    for (const type of NODE_TYPES) expect(sendSkipReason(type, reachable)).toBeNull();
  });

  it('skips each channel without its subscription or its address', () => {
    const nobody: ContactReach = {
      contactPhone: null,
      email: null,
      subscribedSms: false,
      subscribedVoice: false,
      subscribedEmail: false,
    };
    expect(sendSkipReason('sms', { ...reachable, subscribedSms: false })).toBe('notSubscribedSms');
    expect(sendSkipReason('agentSms', { ...reachable, subscribedSms: false })).toBe('notSubscribedSms');
    expect(sendSkipReason('call', { ...reachable, subscribedVoice: false })).toBe('notSubscribedVoice');
    expect(sendSkipReason('scheduledCallback', { ...reachable, subscribedVoice: false })).toBe(
      'notSubscribedVoice',
    );
    expect(sendSkipReason('sendEmail', { ...reachable, subscribedEmail: false })).toBe('notSubscribedEmail');
    expect(sendSkipReason('emailTask', { ...reachable, subscribedEmail: false })).toBe('notSubscribedEmail');
    expect(sendSkipReason('sms', nobody)).toBe('noPhone');
    expect(sendSkipReason('sendEmail', nobody)).toBe('noEmail');
    // Nodes that do not reach the contact are never skipped for it.
    expect(sendSkipReason('customTask', nobody)).toBeNull();
    expect(sendSkipReason('webhook', nobody)).toBeNull();
    expect(SEND_SKIP_TEXTS.notSubscribedSms).toBe('Skipped: the contact is not subscribed to SMS.');
  });
});
