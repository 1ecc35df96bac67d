import { SIMULATOR_NUMBER_RULES } from '@parley/core/simulator/rules';
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
import type { SimulatorMessage } from '../api/simulator-api.ts';
import { ContactSimulatorPage } from './ContactSimulatorPage.tsx';

const OLIVIA = {
  profileId: 'pr0123456789abcdef01231a',
  name: 'Olivia Smith',
  contactPhone: '+14155550100',
  email: 'olivia@example.com',
};

/** A fake simulator API: contacts search, a log of texts, and the two POSTs. */
function simulatorServer() {
  const log: SimulatorMessage[] = [];
  const script = (call: FetchCall) => {
    const url = new URL(call.url, 'http://parley.test');
    if (url.pathname === '/api/simulator/contacts') {
      const query = (url.searchParams.get('query') ?? '').toLowerCase();
      return jsonResponse(200, { items: query && 'olivia'.startsWith(query.slice(0, 3)) ? [OLIVIA] : [] });
    }
    if (url.pathname === '/api/simulator/emails') return jsonResponse(200, { items: [] });
    if (url.pathname === '/api/simulator/messages') {
      const phone = url.searchParams.get('contactPhone');
      return jsonResponse(200, {
        items: log.filter((message) => message.from === phone || message.to === phone),
      });
    }
    if (url.pathname === '/api/simulator/inbound-sms' && call.method === 'POST') {
      const body = call.body as { from: string; body: string };
      if (body.from.endsWith('9999'))
        return jsonResponse(400, {
          code: 'invalid_phone_number',
          message: 'Invalid phone number',
          field: 'from',
        });
      const at = new Date().toISOString();
      log.push(
        {
          sid: `SM${log.length}`,
          direction: 'inbound',
          from: body.from,
          to: '+18005550100',
          body: body.body,
          status: 'received',
          createdAt: at,
        },
        {
          sid: `SM${log.length + 1}`,
          direction: 'outbound',
          from: '+18005550100',
          to: body.from,
          body: 'Thanks, an agent will reply.',
          status: 'delivered',
          createdAt: at,
        },
      );
      return jsonResponse(200, { conversationSid: 'CH1', taskSid: 'WT1' });
    }
    if (url.pathname === '/api/simulator/custom-task' && call.method === 'POST') {
      return jsonResponse(200, { taskSid: 'WT42' });
    }
    return jsonResponse(404, { code: 'not_found', message: 'Route not found' });
  };
  const { calls } = installFetch(withCsrf(script));
  return { calls, log };
}

function posts(calls: FetchCall[], path: string) {
  return calls.filter((call) => call.method === 'POST' && call.url === path);
}

describe('ContactSimulatorPage', () => {
  beforeEach(() => {
    resetApiState();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('explains every number rule of the simulator carrier', { timeout: 15_000 }, () => {
    simulatorServer();
    renderWithProviders(<ContactSimulatorPage />);
    const rules = screen.getByRole('table', { name: 'Number rules' });
    for (const rule of SIMULATOR_NUMBER_RULES) {
      const row = within(rules).getByText(`…${rule.suffix}`).closest('tr') as HTMLElement;
      expect(within(row).getByText(rule.outcome)).toBeInTheDocument();
      expect(within(row).getByText(rule.meaning)).toBeInTheDocument();
    }
    expect(within(rules).getByText('Any other number')).toBeInTheDocument();
  });

  it('picks a contact by name, texts the brand and shows what the brand sent back', {
    timeout: 15_000,
  }, async () => {
    const { calls } = simulatorServer();
    renderWithProviders(<ContactSimulatorPage />);
    expect(screen.getByText('Pick a contact or type a phone number to see its texts.')).toBeInTheDocument();

    const contact = screen.getByRole('combobox', { name: 'Contact' });
    fireEvent.focus(contact);
    fireEvent.change(contact, { target: { value: 'Oli' } });
    // The search is debounced and fetched: allow for a busy machine.
    fireEvent.click(await screen.findByText('Olivia Smith', {}, { timeout: 5_000 }));
    expect(contact).toHaveValue('+14155550100');
    expect(await screen.findByText('Olivia Smith · +1 (415) 555-0100')).toBeInTheDocument();
    expect(await screen.findByText('No texts with this number yet.')).toBeInTheDocument();

    fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), {
      target: { value: 'Hi, I need help' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send to the brand' }));

    await waitFor(() => expect(posts(calls, '/api/simulator/inbound-sms')).toHaveLength(1));
    expect(posts(calls, '/api/simulator/inbound-sms')[0]?.body).toEqual({
      from: '+14155550100',
      to: null,
      body: 'Hi, I need help',
    });
    const log = screen.getByRole('log', { name: 'Conversation' });
    expect(await within(log).findByLabelText('Contact: Hi, I need help')).toBeInTheDocument();
    expect(within(log).getByLabelText('Brand: Thanks, an agent will reply.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
    expect(toastMessages()).toContain('Text sent to the brand.');
  });

  it('refuses a contact number that does not parse, before and after the server', {
    timeout: 15_000,
  }, async () => {
    const { calls } = simulatorServer();
    renderWithProviders(<ContactSimulatorPage />);
    const contact = screen.getByRole('combobox', { name: 'Contact' });
    fireEvent.change(contact, { target: { value: 'not a number' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send to the brand' }));
    expect(await screen.findByText('Invalid phone number')).toBeInTheDocument();
    expect(posts(calls, '/api/simulator/inbound-sms')).toHaveLength(0);

    // The server's verdict (a 400 naming the field) lands on the same field.
    fireEvent.change(contact, { target: { value: '(415) 555-9999' } });
    expect(screen.queryByText('Invalid phone number')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Send to the brand' }));
    expect(await screen.findByText('Invalid phone number')).toBeInTheDocument();
    expect(posts(calls, '/api/simulator/inbound-sms')).toHaveLength(1);
  });

  it('creates a custom task with a title, a priority and attributes', { timeout: 15_000 }, async () => {
    const { calls } = simulatorServer();
    renderWithProviders(<ContactSimulatorPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Create task' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();

    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), {
      target: { value: 'Call back Olivia' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Priority' }), { target: { value: '5' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Key 1' }), { target: { value: 'openUrl' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Value 1' }), {
      target: { value: 'https://crm.example.com/1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add attribute' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Key 2' }), { target: { value: 'autoAnswer' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Value 2' }), { target: { value: 'true' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create task' }));

    await waitFor(() => expect(posts(calls, '/api/simulator/custom-task')).toHaveLength(1));
    expect(posts(calls, '/api/simulator/custom-task')[0]?.body).toEqual({
      title: 'Call back Olivia',
      priority: 5,
      attributes: { openUrl: 'https://crm.example.com/1', autoAnswer: true },
    });
    await waitFor(() => expect(toastMessages()).toContain('Custom task created (WT42).'));
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('');
  });

  it('will not send two attributes with the same key', { timeout: 15_000 }, async () => {
    const { calls } = simulatorServer();
    renderWithProviders(<ContactSimulatorPage />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'Task' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Key 1' }), { target: { value: 'vip' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add attribute' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Key 2' }), { target: { value: 'vip' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create task' }));
    expect(await screen.findByText('This key is already used')).toBeInTheDocument();
    expect(posts(calls, '/api/simulator/custom-task')).toHaveLength(0);
  });
});
