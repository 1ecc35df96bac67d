import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type FetchCall,
  installFetch,
  jsonResponse,
  resetApiState,
  toastMessages,
  withCsrf,
} from '../../../shared/api/testing/api-test-kit.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import type { SimulatorEmail } from '../api/simulator-api.ts';
import { SIMULATOR_EMAILS_POLL_MS } from '../hooks/useSimulatorEmails.ts';
import { ContactSimulatorPage } from './ContactSimulatorPage.tsx';

// The Contact Simulator's inbox: what the brand mailed the contact, and replies in its threads.

const OLIVIA = {
  profileId: 'pr0123456789abcdef01231a',
  name: 'Olivia Smith',
  contactPhone: '+14155550100',
  email: 'olivia@example.com',
};

function mail(overrides: Partial<SimulatorEmail>): SimulatorEmail {
  return {
    id: 'se1',
    messageId: '<EM1@parley.mail>',
    inReplyTo: null,
    references: [],
    from: { email: 'support@parley.test', name: 'Acme Support' },
    to: ['olivia@example.com'],
    cc: [],
    subject: 'Your order',
    text: 'It ships tomorrow.',
    html: null,
    attachments: [],
    sentAt: '2026-11-27T10:00:00.000Z',
    ...overrides,
  };
}

const ORDER = mail({});
const ORDER_FOLLOW_UP = mail({
  id: 'se3',
  messageId: '<EM3@parley.mail>',
  inReplyTo: '<contact1@simulator.parley.test>',
  references: ['<EM1@parley.mail>', '<contact1@simulator.parley.test>'],
  subject: 'Re: Your order',
  text: null,
  html: '<p>Tracking: <b>1Z999</b></p><script>alert(1)</script>',
  attachments: [{ filename: 'label.pdf', contentType: 'application/pdf', sizeBytes: 1536 }],
  sentAt: '2026-11-27T12:00:00.000Z',
});
const INVOICE = mail({
  id: 'se2',
  messageId: '<EM2@parley.mail>',
  from: { email: 'billing@parley.test', name: null },
  subject: 'Invoice',
  text: 'Your invoice is attached.',
  sentAt: '2026-11-27T11:00:00.000Z',
});

/** A fake simulator API: the contact search, empty texts, the inbox by address, and the email POST. */
function simulatorServer(inbox: Record<string, SimulatorEmail[]>) {
  const script = (call: FetchCall) => {
    const url = new URL(call.url, 'http://parley.test');
    if (url.pathname === '/api/simulator/contacts') {
      const query = (url.searchParams.get('query') ?? '').toLowerCase();
      return jsonResponse(200, { items: query.startsWith('oli') ? [OLIVIA] : [] });
    }
    if (url.pathname === '/api/simulator/messages') return jsonResponse(200, { items: [] });
    if (url.pathname === '/api/simulator/emails')
      return jsonResponse(200, { items: inbox[url.searchParams.get('address') ?? ''] ?? [] });
    if (url.pathname === '/api/simulator/inbound-email') {
      return jsonResponse(200, {
        taskSid: 'WT7',
        profileId: OLIVIA.profileId,
        rvThreadId: 'ET1',
        rvEmailMessageId: 'EM9',
        messageId: '<contact2@simulator.parley.test>',
      });
    }
    return jsonResponse(404, { code: 'not_found', message: 'Route not found' });
  };
  const { calls } = installFetch(withCsrf(script));
  return {
    posts: () =>
      calls.filter((call) => call.method === 'POST' && call.url === '/api/simulator/inbound-email'),
    inboxReads: (address: string) =>
      calls.filter((call) => call.url === `/api/simulator/emails?${new URLSearchParams({ address })}`),
  };
}

function emailPanel(): HTMLElement {
  const panel = screen.getByRole('heading', { name: 'Email' }).closest('div.mantine-Paper-root');
  if (!(panel instanceof HTMLElement)) throw new Error('no Email panel');
  return panel;
}

async function pickOlivia() {
  const contact = screen.getByRole('combobox', { name: 'Contact' });
  fireEvent.focus(contact);
  fireEvent.change(contact, { target: { value: 'Oli' } });
  fireEvent.click(await screen.findByText('Olivia Smith', {}, { timeout: 5_000 }));
}

beforeEach(() => {
  resetApiState();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the Contact Simulator inbox', () => {
  it("lists the brand's mails to the contact by thread, newest thread first", {
    timeout: 15_000,
  }, async () => {
    const { inboxReads } = simulatorServer({ 'olivia@example.com': [ORDER, INVOICE, ORDER_FOLLOW_UP] });
    renderWithProviders(<ContactSimulatorPage />);
    const inbox = within(emailPanel()).getByRole('region', { name: 'Inbox' });
    expect(within(inbox).getByText(/Pick a contact with an email address/)).toBeInTheDocument();
    await pickOlivia();

    const threads = await within(inbox).findByRole('list', { name: 'Threads' });
    const items = within(threads).getAllByRole('listitem', { name: /Your order|Invoice/ });
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(['Your order', 'Invoice']);
    const order = within(items[0] as HTMLElement);
    expect(order.getAllByText('From Acme Support <support@parley.test>')).toHaveLength(2);
    expect(order.getByText('It ships tomorrow.')).toBeInTheDocument();
    // HTML only: shown as its text, never rendered (the script is dropped, no <b>).
    expect(order.getByText('Tracking: 1Z999')).toBeInTheDocument();
    expect(items[0]?.querySelector('b, script')).toBeNull();
    expect(order.getByText('label.pdf (1.5 KB)')).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByText('From billing@parley.test')).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByText(/^11\/27\/2026 /)).toBeInTheDocument();
    expect(inboxReads('olivia@example.com').length).toBeGreaterThan(0);
  });

  it('says when the brand sent nothing, and reads a typed From address instead', {
    timeout: 15_000,
  }, async () => {
    const { inboxReads } = simulatorServer({ 'stranger@example.org': [INVOICE] });
    renderWithProviders(<ContactSimulatorPage />);
    await pickOlivia();
    const panel = within(emailPanel());
    expect(await panel.findByText('Nothing from the brand yet.')).toBeInTheDocument();

    fireEvent.change(panel.getByRole('textbox', { name: 'From' }), {
      target: { value: 'Stranger@Example.org' },
    });
    expect(await panel.findByText('Your invoice is attached.')).toBeInTheDocument();
    expect(inboxReads('stranger@example.org').length).toBeGreaterThan(0);
  });

  it('reads the inbox again every 3 s', { timeout: 15_000 }, async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { inboxReads } = simulatorServer({ 'olivia@example.com': [] });
    renderWithProviders(<ContactSimulatorPage />);
    await pickOlivia();
    await within(emailPanel()).findByText('Nothing from the brand yet.');
    const before = inboxReads('olivia@example.com').length;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SIMULATOR_EMAILS_POLL_MS + 100);
    });
    await waitFor(() => expect(inboxReads('olivia@example.com').length).toBeGreaterThan(before));
  });

  it('replies to a mail in its thread and reads the inbox again', { timeout: 15_000 }, async () => {
    const { posts, inboxReads } = simulatorServer({ 'olivia@example.com': [ORDER, ORDER_FOLLOW_UP] });
    renderWithProviders(<ContactSimulatorPage />);
    await pickOlivia();
    const panel = within(emailPanel());
    fireEvent.click(await panel.findByRole('button', { name: 'Reply to Re: Your order' }));

    expect(panel.getByText('Replying to “Re: Your order”')).toBeInTheDocument();
    expect(panel.getByRole('textbox', { name: 'From' })).toHaveValue('olivia@example.com');
    expect(panel.getByRole('textbox', { name: 'To' })).toHaveValue('support@parley.test');
    expect(panel.getByRole('textbox', { name: 'Subject' })).toHaveValue('Re: Your order');
    expect(panel.getByRole('textbox', { name: 'Body' })).toHaveValue('');
    fireEvent.change(panel.getByRole('textbox', { name: 'Body' }), { target: { value: 'Thanks!' } });
    const readsBefore = inboxReads('olivia@example.com').length;
    fireEvent.click(panel.getByRole('button', { name: 'Send email' }));

    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]?.body).toEqual({
      from: 'olivia@example.com',
      to: 'support@parley.test',
      subject: 'Re: Your order',
      body: 'Thanks!',
      inReplyTo: '<EM3@parley.mail>',
      references: ['<EM1@parley.mail>', '<contact1@simulator.parley.test>', '<EM3@parley.mail>'],
    });
    await waitFor(() => expect(toastMessages()).toContain('Reply sent to the brand (WT7).'));
    await waitFor(() => expect(inboxReads('olivia@example.com').length).toBeGreaterThan(readsBefore));
    expect(panel.queryByText(/Replying to/)).not.toBeInTheDocument();
  });

  it('sends a new mail, not a reply, once the reply is cancelled', { timeout: 15_000 }, async () => {
    const { posts } = simulatorServer({ 'olivia@example.com': [ORDER] });
    renderWithProviders(<ContactSimulatorPage />);
    await pickOlivia();
    const panel = within(emailPanel());
    fireEvent.click(await panel.findByRole('button', { name: 'Reply to Your order' }));
    fireEvent.click(panel.getByRole('button', { name: 'Cancel reply' }));
    fireEvent.change(panel.getByRole('textbox', { name: 'Body' }), { target: { value: 'New question' } });
    fireEvent.click(panel.getByRole('button', { name: 'Send email' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]?.body).not.toHaveProperty('inReplyTo');
    await waitFor(() => expect(toastMessages()).toContain('Email sent to the brand (WT7).'));
  });
});
