import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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
import { ContactSimulatorPage } from './ContactSimulatorPage.tsx';

// The email and voicemail forms of the Contact Simulator (docs/simulator.md "Email and voicemail").

const OLIVIA = {
  profileId: 'pr0123456789abcdef01231a',
  name: 'Olivia Smith',
  contactPhone: '+14155550100',
  email: 'olivia@example.com',
};

type Refusal = { status: number; body: Record<string, unknown> };

/** A fake simulator API: the contact search, an empty text log, and the two POSTs (or a refusal). */
function simulatorServer(refusals: { email?: Refusal; voicemail?: Refusal } = {}) {
  const script = (call: FetchCall) => {
    const url = new URL(call.url, 'http://parley.test');
    if (url.pathname === '/api/simulator/contacts') {
      const query = (url.searchParams.get('query') ?? '').toLowerCase();
      return jsonResponse(200, {
        items: query.startsWith('oli') || query.includes('5550100') ? [OLIVIA] : [],
      });
    }
    if (url.pathname === '/api/simulator/emails') return jsonResponse(200, { items: [] });
    if (url.pathname === '/api/simulator/messages') return jsonResponse(200, { items: [] });
    if (url.pathname === '/api/simulator/inbound-email') {
      if (refusals.email) return jsonResponse(refusals.email.status, refusals.email.body);
      return jsonResponse(200, { taskSid: 'WT7', profileId: OLIVIA.profileId });
    }
    if (url.pathname === '/api/simulator/voicemail') {
      if (refusals.voicemail) return jsonResponse(refusals.voicemail.status, refusals.voicemail.body);
      return jsonResponse(200, { taskSid: 'WT8', profileId: OLIVIA.profileId });
    }
    return jsonResponse(404, { code: 'not_found', message: 'Route not found' });
  };
  const { calls } = installFetch(withCsrf(script));
  return { posts: (path: string) => calls.filter((call) => call.method === 'POST' && call.url === path) };
}

const byName = (name: string) => screen.getByRole('textbox', { name });
const type = (name: string, value: string) => fireEvent.change(byName(name), { target: { value } });

/** The Email panel, found by its title (the page has several Send-like buttons). */
function emailPanel(): HTMLElement {
  const panel = screen.getByRole('heading', { name: 'Email' }).closest('div.mantine-Paper-root');
  if (!(panel instanceof HTMLElement)) throw new Error('no Email panel');
  return panel;
}

async function pickOlivia() {
  const contact = screen.getByRole('combobox', { name: 'Contact' });
  fireEvent.focus(contact);
  fireEvent.change(contact, { target: { value: 'Oli' } });
  // The search is debounced and fetched: allow for a busy machine.
  fireEvent.click(await screen.findByText('Olivia Smith', {}, { timeout: 5_000 }));
}

beforeEach(() => {
  resetApiState();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ContactSimulatorPage email', () => {
  it("sends an email from the picked contact's address", { timeout: 15_000 }, async () => {
    const { posts } = simulatorServer();
    renderWithProviders(<ContactSimulatorPage />);
    await pickOlivia();
    const panel = emailPanel();
    expect(
      await within(panel).findByText("Leave empty to send from the contact's address olivia@example.com."),
    ).toBeInTheDocument();
    fireEvent.change(within(panel).getByRole('textbox', { name: 'Subject' }), {
      target: { value: 'Where is my order?' },
    });
    fireEvent.change(within(panel).getByRole('textbox', { name: 'Body' }), {
      target: { value: 'It has not arrived.' },
    });
    fireEvent.click(within(panel).getByRole('button', { name: 'Send email' }));

    await waitFor(() => expect(posts('/api/simulator/inbound-email')).toHaveLength(1));
    expect(posts('/api/simulator/inbound-email')[0]?.body).toEqual({
      from: 'olivia@example.com',
      to: null,
      subject: 'Where is my order?',
      body: 'It has not arrived.',
    });
    await waitFor(() => expect(toastMessages()).toContain('Email sent to the brand (WT7).'));
    expect(within(panel).getByRole('textbox', { name: 'Subject' })).toHaveValue('');
    expect(within(panel).getByRole('textbox', { name: 'Body' })).toHaveValue('');
  });

  it('checks a typed sender, the subject and the body before sending', { timeout: 15_000 }, async () => {
    const { posts } = simulatorServer();
    renderWithProviders(<ContactSimulatorPage />);
    const panel = emailPanel();
    const send = () => fireEvent.click(within(panel).getByRole('button', { name: 'Send email' }));
    send();
    expect(await within(panel).findByText('From is required')).toBeInTheDocument();
    expect(within(panel).getByText('Subject is required')).toBeInTheDocument();
    expect(within(panel).getByText('Body is required')).toBeInTheDocument();

    type('From', 'not an address');
    type('To', 'nope');
    send();
    expect(await within(panel).findByText('From must be a valid email address')).toBeInTheDocument();
    expect(within(panel).getByText('To must be a valid email address')).toBeInTheDocument();
    expect(posts('/api/simulator/inbound-email')).toHaveLength(0);

    type('From', 'stranger@example.org');
    type('To', 'sales@brand.example');
    type('Subject', 'Pricing');
    type('Body', 'How much?');
    send();
    await waitFor(() => expect(posts('/api/simulator/inbound-email')).toHaveLength(1));
    expect(posts('/api/simulator/inbound-email')[0]?.body).toMatchObject({
      from: 'stranger@example.org',
      to: 'sales@brand.example',
    });
  });

  it("puts the server's refusal on the field it names", { timeout: 15_000 }, async () => {
    simulatorServer({
      email: {
        status: 400,
        body: {
          code: 'validation_failed',
          message: 'subject must be at most 500 characters',
          field: 'subject',
        },
      },
    });
    renderWithProviders(<ContactSimulatorPage />);
    type('From', 'ann@example.com');
    type('Subject', 'Hi');
    type('Body', 'Hello');
    fireEvent.click(screen.getByRole('button', { name: 'Send email' }));
    expect(await screen.findByText('subject must be at most 500 characters')).toBeInTheDocument();
  });
});

describe('ContactSimulatorPage voicemail', () => {
  it("leaves a voicemail from the contact's number with a duration and a transcript", {
    timeout: 15_000,
  }, async () => {
    const { posts } = simulatorServer();
    renderWithProviders(<ContactSimulatorPage />);
    await pickOlivia();
    fireEvent.change(byName('Duration (seconds)'), { target: { value: '34' } });
    type('Transcript', 'Please call me back.');
    fireEvent.click(screen.getByRole('button', { name: 'Leave voicemail' }));

    await waitFor(() => expect(posts('/api/simulator/voicemail')).toHaveLength(1));
    expect(posts('/api/simulator/voicemail')[0]?.body).toEqual({
      from: '+14155550100',
      durationSeconds: 34,
      transcript: 'Please call me back.',
    });
    await waitFor(() => expect(toastMessages()).toContain('Voicemail left (WT8).'));
    expect(byName('Transcript')).toHaveValue('');
  });

  it('needs a duration and a contact number that parses', { timeout: 15_000 }, async () => {
    const { posts } = simulatorServer();
    renderWithProviders(<ContactSimulatorPage />);
    const leave = () => fireEvent.click(screen.getByRole('button', { name: 'Leave voicemail' }));
    leave();
    expect(await screen.findByText('Duration (seconds) is required')).toBeInTheDocument();

    fireEvent.change(byName('Duration (seconds)'), { target: { value: '700' } });
    leave();
    expect(await screen.findByText('Duration (seconds) must be at most 600')).toBeInTheDocument();

    fireEvent.change(byName('Duration (seconds)'), { target: { value: '20' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Contact' }), {
      target: { value: 'not a number' },
    });
    leave();
    expect(await screen.findByText('Invalid phone number')).toBeInTheDocument();
    expect(posts('/api/simulator/voicemail')).toHaveLength(0);
  });
});
