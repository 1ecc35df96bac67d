import { describe, expect, it } from 'vitest';
import { type ContactActionFacts, contactActionStates } from './contact-action-states.ts';

const READY: ContactActionFacts = {
  contactPhone: '+14155550100',
  email: 'ada@example.com',
  hasConnectedMailbox: true,
  onCall: false,
};

describe('contact action states (spec 001 §5)', () => {
  it('enables every action for a contact with a valid phone and email, and a connected mailbox', () => {
    const states = contactActionStates(READY);
    expect(states.call).toEqual({ enabled: true, tooltip: 'Make a call', phoneNumber: '+14155550100' });
    expect(states.text).toEqual({ enabled: true, tooltip: 'Send a text', phoneNumber: '+14155550100' });
    expect(states.email).toEqual({ enabled: true, tooltip: 'Send an email', address: 'ada@example.com' });
  });

  it('needs a phone, and a valid one, to call or text', () => {
    for (const contactPhone of [null, '', '   ']) {
      const states = contactActionStates({ ...READY, contactPhone });
      expect(states.call).toMatchObject({
        enabled: false,
        tooltip: 'No phone numbers associated with contact',
      });
      expect(states.text).toMatchObject({
        enabled: false,
        tooltip: 'No phone numbers associated with contact',
      });
    }
    const invalid = contactActionStates({ ...READY, contactPhone: '12345' });
    expect(invalid.call).toMatchObject({ enabled: false, tooltip: 'Contact phone number is invalid' });
    expect(invalid.text).toMatchObject({ enabled: false, tooltip: 'Contact phone number is invalid' });
    expect(contactActionStates({ ...READY, contactPhone: '(415) 555-0100' }).call.phoneNumber).toBe(
      '+14155550100',
    );
  });

  it('keeps a second call from starting during a call, not a text', () => {
    const states = contactActionStates({ ...READY, onCall: true });
    expect(states.call).toMatchObject({ enabled: false, tooltip: 'There is already an active conference' });
    expect(states.text.enabled).toBe(true);
  });

  it('needs an email, a valid address and a connected mailbox to email', () => {
    for (const email of [null, '', 'not-an-address', 'ada@localhost']) {
      expect(contactActionStates({ ...READY, email }).email).toEqual({
        enabled: false,
        tooltip: 'No email associated with contact',
        address: null,
      });
    }
    expect(contactActionStates({ ...READY, hasConnectedMailbox: false }).email).toEqual({
      enabled: false,
      tooltip: 'You must connect an email account to send an email',
      address: null,
    });
    // The missing email is named first.
    expect(contactActionStates({ ...READY, email: null, hasConnectedMailbox: false }).email.tooltip).toBe(
      'No email associated with contact',
    );
  });
});
