import { describe, expect, it } from 'vitest';
import type { SimulatorEmail } from '../api/simulator-api.ts';
import { emailBodyText, groupEmailThreads, threadKeyOf } from './email-threads.ts';

function mail(overrides: Partial<SimulatorEmail>): SimulatorEmail {
  return {
    id: 'se1',
    messageId: '<EM1@parley.mail>',
    inReplyTo: null,
    references: [],
    from: { email: 'support@parley.test', name: 'Support' },
    to: ['olivia@example.com'],
    cc: [],
    subject: 'Hello',
    text: 'Hi',
    html: null,
    attachments: [],
    sentAt: '2026-11-27T10:00:00.000Z',
    ...overrides,
  };
}

describe('the Contact Simulator inbox threads', () => {
  it('keys a mail by its first reference, else by its own Message-ID', () => {
    expect(threadKeyOf(mail({ references: ['<root@x>', '<b@x>'] }))).toBe('<root@x>');
    expect(threadKeyOf(mail({ messageId: '<alone@x>' }))).toBe('<alone@x>');
  });

  it('groups mails into threads, the newest thread first, each oldest first', () => {
    const first = mail({ id: 'a', messageId: '<a@x>', subject: 'Order', sentAt: '2026-11-27T10:00:00Z' });
    const other = mail({ id: 'b', messageId: '<b@x>', subject: 'Invoice', sentAt: '2026-11-27T11:00:00Z' });
    const reply = mail({
      id: 'c',
      messageId: '<c@x>',
      references: ['<a@x>', '<contact@x>'],
      subject: 'Re: Order',
      sentAt: '2026-11-27T12:00:00Z',
    });
    const threads = groupEmailThreads([first, other, reply]);
    expect(threads.map((thread) => [thread.key, thread.subject, thread.mails.map((m) => m.id)])).toEqual([
      ['<a@x>', 'Order', ['a', 'c']],
      ['<b@x>', 'Invoice', ['b']],
    ]);
    expect(groupEmailThreads([])).toEqual([]);
  });

  it('shows the text part, else the HTML as text', () => {
    expect(emailBodyText(mail({ text: '  Plain  ', html: '<p>Rich</p>' }))).toBe('Plain');
    expect(emailBodyText(mail({ text: null, html: '<p>Hello <b>there</b></p><p>Bye</p>' }))).toBe(
      'Hello there\n\nBye',
    );
    expect(emailBodyText(mail({ text: null, html: null }))).toBe('');
  });
});
