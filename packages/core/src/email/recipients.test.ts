import { describe, expect, it } from 'vitest';
import {
  cleanRecipients,
  forwardSubject,
  type RepliedMessage,
  replyAllRecipients,
  replyRecipients,
  replySubject,
} from './recipients.ts';

describe('cleanRecipients (spec 000 §5)', () => {
  it('drops empty and whitespace recipients and trims the rest', () => {
    expect(cleanRecipients(['', '  ', null, undefined, ' ann@example.com ', '\t'])).toEqual([
      'ann@example.com',
    ]);
  });

  it('removes case-insensitive duplicates, keeping the first spelling', () => {
    expect(
      cleanRecipients(['Ann@Example.com', 'bob@example.com', 'ann@example.com ', 'BOB@example.com']),
    ).toEqual(['Ann@Example.com', 'bob@example.com']);
  });

  it('gives an empty list for an empty list', () => {
    expect(cleanRecipients([])).toEqual([]);
  });
});

describe('replySubject (spec 000 §5)', () => {
  it.each([
    ['Order 42', 'Re: Order 42'],
    ['Re: Order 42', 'Re: Order 42'],
    ['RE: Order 42', 'Re: Order 42'],
    ['re: Order 42', 'Re: Order 42'],
    ['RE: re: Order 42', 'Re: Order 42'],
    ['Re:Re: Re : Order 42', 'Re: Order 42'],
    ['Re[2]: Order 42', 'Re: Order 42'],
    ['  Order 42  ', 'Re: Order 42'],
    ['Fwd: Order 42', 'Re: Fwd: Order 42'],
    ['Regarding the order', 'Re: Regarding the order'],
    ['Return: label', 'Re: Return: label'],
  ])('%j gives %j', (subject, expected) => {
    expect(replySubject(subject)).toBe(expected);
  });

  it("gives 'Re: ' for a blank subject, and never doubles it", () => {
    expect(replySubject('')).toBe('Re: ');
    expect(replySubject('   ')).toBe('Re: ');
    expect(replySubject(replySubject(''))).toBe('Re: ');
  });

  it('is idempotent', () => {
    for (const subject of ['x', 'Re: x', 'RE: re: x', 'Fwd: x']) {
      expect(replySubject(replySubject(subject))).toBe(replySubject(subject));
    }
  });
});

describe('forwardSubject (spec 000 §5)', () => {
  it.each([
    ['Order 42', 'Fwd: Order 42'],
    ['Fwd: Order 42', 'Fwd: Order 42'],
    ['FW: Order 42', 'Fwd: Order 42'],
    ['Fw: fwd: Order 42', 'Fwd: Order 42'],
    ['Re: Order 42', 'Fwd: Re: Order 42'],
    ['Fwdx: Order', 'Fwd: Fwdx: Order'],
    ['', 'Fwd: '],
  ])('%j gives %j', (subject, expected) => {
    expect(forwardSubject(subject)).toBe(expected);
  });

  it('is idempotent', () => {
    expect(forwardSubject(forwardSubject('x'))).toBe('Fwd: x');
  });
});

const own = ['Support@Brand.example', 'agent@brand.example'];

const inbound: RepliedMessage = {
  from: { email: 'ann@example.com', name: 'Ann' },
  to: ['support@brand.example', 'bob@example.com'],
  cc: ['carol@example.com', 'AGENT@brand.example'],
  direction: 'inbound',
};

describe('replyRecipients', () => {
  it('replies to the sender of an inbound message', () => {
    expect(replyRecipients(inbound, own)).toEqual({ to: ['ann@example.com'], cc: [] });
  });

  it('replies to the To of a message we sent', () => {
    const outbound: RepliedMessage = {
      from: { email: 'support@brand.example', name: 'Support' },
      to: ['ann@example.com', ' '],
      cc: ['bob@example.com'],
      direction: 'outbound',
    };
    expect(replyRecipients(outbound, own)).toEqual({ to: ['ann@example.com'], cc: [] });
  });

  it('treats a message from one of our addresses as ours even if marked inbound', () => {
    const fromUs: RepliedMessage = { ...inbound, from: { email: 'SUPPORT@brand.example', name: null } };
    expect(replyRecipients(fromUs, own)).toEqual({ to: ['bob@example.com'], cc: [] });
  });
});

describe('replyAllRecipients (spec 000 §5)', () => {
  it('puts the sender and the other To in To, the Cc in Cc, without our own addresses', () => {
    expect(replyAllRecipients(inbound, own)).toEqual({
      to: ['ann@example.com', 'bob@example.com'],
      cc: ['carol@example.com'],
    });
  });

  it('drops own addresses case-insensitively and duplicates across To and Cc', () => {
    const message: RepliedMessage = {
      from: { email: 'Ann@Example.com', name: 'Ann' },
      to: ['ann@example.com', 'SUPPORT@BRAND.EXAMPLE', 'Bob@example.com', ''],
      cc: ['bob@example.com', 'carol@example.com', 'Carol@Example.com', 'agent@Brand.Example', '  '],
      direction: 'inbound',
    };
    expect(replyAllRecipients(message, own)).toEqual({
      to: ['Ann@Example.com', 'Bob@example.com'],
      cc: ['carol@example.com'],
    });
  });

  it('on a message we sent, keeps its recipients and not ourselves', () => {
    const outbound: RepliedMessage = {
      from: { email: 'agent@brand.example', name: 'Agent' },
      to: ['ann@example.com'],
      cc: ['bob@example.com'],
      direction: 'outbound',
    };
    expect(replyAllRecipients(outbound, own)).toEqual({ to: ['ann@example.com'], cc: ['bob@example.com'] });
  });
});
