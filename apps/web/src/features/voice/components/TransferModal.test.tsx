import { makeReservation } from '@parley/core/agent-desktop-fixtures';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, resetApiState, toastMessages } from '../../../shared/api/testing/api-test-kit.ts';
import {
  bodyField,
  callsTo,
  installDeskServer,
  variablesOf,
} from '../../agent-desktop/testing/desk-server.ts';
import { renderDesk } from '../../agent-desktop/testing/render-desk.tsx';
import type { TransferAgent } from '../api/transfer-api.ts';
import { useVoiceStore } from '../state/voice-store.ts';
import { makeParticipant, makeSnapshot } from '../testing/voice-fixtures.ts';

// Transfers (spec 001 §4, §5, §9): the agent picker and its availability rules, the queue tab,
// 'The field is required', the transfer under way and its cancel.

vi.setConfig({ testTimeout: 20_000 });

const agent = (overrides: Partial<TransferAgent>): TransferAgent => ({
  id: 'u2',
  name: 'Sam Supervisor',
  email: 'sam@example.com',
  status: 'Available',
  isAvailable: true,
  conferenceStatus: 'available',
  twilioContactUri: 'client:WK2',
  workerSid: 'WK2',
  ...overrides,
});

const AGENTS: TransferAgent[] = [
  agent({}),
  agent({
    id: 'u3',
    name: 'Bea Busy',
    email: 'bea@example.com',
    conferenceStatus: 'busy',
    twilioContactUri: 'client:WK3',
    workerSid: 'WK3',
  }),
  agent({
    id: 'u4',
    name: 'Dan Dialer',
    email: 'dan@example.com',
    status: 'Progressive Dialer Mode',
    twilioContactUri: 'client:WK4',
    workerSid: 'WK4',
  }),
  agent({
    id: 'u5',
    name: 'Uma Away',
    email: 'uma@example.com',
    isAvailable: false,
    twilioContactUri: 'client:WK5',
    workerSid: 'WK5',
  }),
  agent({
    id: 'user-1',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    workerSid: 'WK1',
    twilioContactUri: 'client:WK1',
  }),
];

const call = makeReservation({
  taskSid: 'WT1',
  status: 'accepted',
  taskStatus: 'assigned',
  taskChannelUniqueName: 'voice',
  attributes: {
    title: 'Incoming Call',
    direction: 'inbound',
    contactPhone: '+14155550101',
    name: 'Grace Hopper',
  },
});

const PHONEBOOK = [
  {
    id: '22222222-2222-4222-8222-222222222222',
    name: 'Billing partner',
    phoneNumber: '+14155550177',
    description: 'Refunds and invoices',
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
  },
  {
    id: '33333333-3333-4333-8333-333333333333',
    name: 'Escalations',
    phoneNumber: '+14155550188',
    description: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
  },
];

/** The Escalations number once it answered the add-participant call. */
const OUTSIDE = makeParticipant({
  participantSid: 'CPoutside',
  kind: 'external',
  type: 'external',
  callerUri: '+14155550188',
  callSid: 'CAoutside',
  name: 'Escalations',
  userId: null,
  mediaUserId: null,
  workerSid: null,
});

let externalAnswer: () => Response = () =>
  jsonResponse(200, { success: true, callSid: 'CAext', conferenceSid: 'CF1' });

function setup(featureFlags: Record<string, boolean> = {}) {
  const server = installDeskServer({
    reservations: [call],
    graphql: {
      ExternalTransferPhonebook: () => jsonResponse(200, { data: { externalTransferPhonebook: PHONEBOOK } }),
      TransferAgents: () => jsonResponse(200, { data: { findAllAgents: { items: AGENTS } } }),
      TransferQueues: () =>
        jsonResponse(200, {
          data: {
            queues: [
              { sid: 'WQ1', friendlyName: 'Support', transferEligible: true },
              { sid: 'WQ2', friendlyName: 'Back office', transferEligible: false },
            ],
          },
        }),
    },
    rest: {
      'GET /conv/conferences/active': () => jsonResponse(200, null),
      'POST /conv/transfers/agent': () => jsonResponse(200, { success: true, transferTaskSid: 'WT9' }),
      'POST /conv/transfers/queue': () => jsonResponse(200, { success: true, transferTaskSid: 'WT8' }),
      'POST /conv/transfers/cancel': () => jsonResponse(200, { success: true }),
      'POST /conv/transfers/external': () => externalAnswer(),
      'POST /conv/conferences/add-participant': () =>
        jsonResponse(
          200,
          makeSnapshot({ version: 2, participants: [...makeSnapshot().participants, OUTSIDE] }),
        ),
      'POST /conv/call-controls/drop-participant': () => jsonResponse(200, makeSnapshot({ version: 3 })),
    },
  });
  const desk = renderDesk({ featureFlags: { transfers: true, ...featureFlags } });
  useVoiceStore.getState().applySnapshot(makeSnapshot());
  return { ...server, emit: desk.emit };
}

async function openTransfer() {
  const panel = await screen.findByRole('region', { name: 'Call' });
  fireEvent.click(within(panel).getByRole('button', { name: 'Transfer' }));
  return screen.findByRole('dialog', { name: 'Transfer the call' });
}

beforeEach(() => {
  resetApiState();
  useVoiceStore.getState().reset();
});

describe('transferring a call to an agent', () => {
  it('lists agents by the spec (page 0, 1000, name asc) with availability, and only selectable ones can be chosen', async () => {
    const { calls } = setup();
    const dialog = await openTransfer();
    const group = await within(dialog).findByRole('radiogroup', { name: 'Agent' });
    const options = within(group).getAllByRole('radio');
    // Oneself is not listed.
    expect(options.map((option) => option.textContent)).toEqual([
      'Sam SupervisorAvailable',
      'Bea BusyBusy',
      'Dan DialerProgressive Dialer Mode',
      'Uma AwayUnavailable',
    ]);
    expect(options.map((option) => option.getAttribute('aria-disabled'))).toEqual([
      'false',
      'true',
      'true',
      'true',
    ]);
    const query = calls.find((c) => String(JSON.stringify(c.body)).includes('TransferAgents'));
    expect(variablesOf(query)).toEqual({
      queryParams: { page: 0, size: 1000, order: { field: 'name', direction: 'asc' } },
    });
  });

  it('lets busy agents be chosen with enableTransferToBusyAgents, never Progressive Dialer Mode', async () => {
    setup({ enableTransferToBusyAgents: true });
    const dialog = await openTransfer();
    const group = await within(dialog).findByRole('radiogroup', { name: 'Agent' });
    expect(within(group).getByRole('radio', { name: /Bea Busy/ })).toHaveAttribute('aria-disabled', 'false');
    expect(within(group).getByRole('radio', { name: /Dan Dialer/ })).toHaveAttribute('aria-disabled', 'true');
    expect(within(group).getByRole('radio', { name: /Uma Away/ })).toHaveAttribute('aria-disabled', 'true');
  });

  it("says 'The field is required' without an agent, then transfers and can cancel", async () => {
    const { calls } = setup();
    const dialog = await openTransfer();
    await within(dialog).findByRole('radiogroup', { name: 'Agent' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(await within(dialog).findByText('The field is required')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/conv/transfers/agent')).toHaveLength(0);

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Search agents' }), {
      target: { value: 'zzz' },
    });
    expect(
      await within(dialog).findByText('No matching agent. Try phone number instead.'),
    ).toBeInTheDocument();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Search agents' }), {
      target: { value: 'sam' },
    });
    fireEvent.click(await within(dialog).findByRole('radio', { name: /Sam Supervisor/ }));
    expect(within(dialog).queryByText('The field is required')).not.toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(callsTo(calls, 'POST', '/conv/transfers/agent')).toHaveLength(1));
    expect(callsTo(calls, 'POST', '/conv/transfers/agent')[0]?.body).toEqual({
      taskSid: 'WT1',
      targetWorkerUri: 'client:WK2',
      internalAgentName: 'Sam Supervisor',
    });
    const pending = await screen.findByText('Transferring to Sam Supervisor…');
    fireEvent.click(
      within(pending.closest('[role="status"]') as HTMLElement).getByRole('button', {
        name: 'Cancel transfer',
      }),
    );
    await waitFor(() =>
      expect(screen.queryByText('Transferring to Sam Supervisor…')).not.toBeInTheDocument(),
    );
    expect(callsTo(calls, 'POST', '/conv/transfers/cancel')[0]?.body).toEqual({ transferTaskSid: 'WT9' });
  });

  it("clears the transfer when the server says 'Transfer was cancelled.'", async () => {
    const { emit } = setup();
    await screen.findByRole('region', { name: 'Call' });
    act(() =>
      useVoiceStore.getState().setTransfer('WT1', { transferTaskSid: 'WT9', targetName: 'Sam Supervisor' }),
    );
    expect(await screen.findByText('Transferring to Sam Supervisor…')).toBeInTheDocument();
    emit('voice.notification', { kind: 'transferCanceled', taskSid: 'WT1', name: null });
    await waitFor(() =>
      expect(screen.queryByText('Transferring to Sam Supervisor…')).not.toBeInTheDocument(),
    );
    expect(toastMessages()).toContain('Transfer was cancelled.');
  });
});

describe('transferring a call to a queue', () => {
  it('offers only queues that take transfers and requires one', async () => {
    const { calls } = setup();
    const dialog = await openTransfer();
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Queue' }));
    const form = await within(dialog).findByRole('form', { name: 'Queue' });
    fireEvent.click(within(form).getByRole('button', { name: 'Transfer' }));
    expect(await within(form).findByText('The field is required')).toBeInTheDocument();
    fireEvent.click(within(form).getByRole('combobox', { name: 'Queue' }));
    expect(await screen.findByRole('option', { name: 'Support', hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Back office', hidden: true })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('option', { name: 'Support', hidden: true }));
    fireEvent.click(within(form).getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(callsTo(calls, 'POST', '/conv/transfers/queue')).toHaveLength(1));
    expect(bodyField(callsTo(calls, 'POST', '/conv/transfers/queue')[0], 'queueSid')).toBe('WQ1');
    expect(await screen.findByText('Transferring to Support…')).toBeInTheDocument();
    expect(toastMessages()).toEqual([]);
  });
});

describe('transferring a call to an outside number (External Transfer Phonebook)', () => {
  async function openExternal() {
    const dialog = await openTransfer();
    fireEvent.click(within(dialog).getByRole('tab', { name: 'External' }));
    const form = await within(dialog).findByRole('form', { name: 'External' });
    await within(form).findByRole('radiogroup', { name: 'Outside number' });
    return form;
  }

  it('lists the phonebook with a search, requires an entry, and transfers cold', async () => {
    externalAnswer = () => {
      // The agent leaves at once: the server's snapshot without them comes before the answer.
      useVoiceStore
        .getState()
        .applySnapshot(makeSnapshot({ version: 2, participants: makeSnapshot().participants.slice(1) }));
      return jsonResponse(200, { success: true, callSid: 'CAext', conferenceSid: 'CF1' });
    };
    const { calls } = setup();
    const form = await openExternal();
    expect(
      within(form)
        .getAllByRole('radio')
        .map((radio) => radio.textContent),
    ).toEqual(['Billing partnerRefunds and invoices+1 (415) 555-0177', 'Escalations+1 (415) 555-0188']);
    fireEvent.click(within(form).getByRole('button', { name: 'Transfer' }));
    expect(await within(form).findByText('The field is required')).toBeInTheDocument();

    const search = within(form).getByRole('textbox', { name: 'Search the phonebook' });
    fireEvent.change(search, { target: { value: 'nobody' } });
    expect(await within(form).findByText('No matching phonebook entry.')).toBeInTheDocument();
    // By number, however it is typed.
    fireEvent.change(search, { target: { value: '(415) 555-0188' } });
    fireEvent.click(await within(form).findByRole('radio', { name: /Escalations/ }));
    expect(within(form).queryByText('The field is required')).not.toBeInTheDocument();
    fireEvent.click(within(form).getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(callsTo(calls, 'POST', '/conv/transfers/external')).toHaveLength(1));
    expect(callsTo(calls, 'POST', '/conv/transfers/external')[0]?.body).toEqual({
      taskSid: 'WT1',
      phonebookEntryId: '33333333-3333-4333-8333-333333333333',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toastMessages()).toContain('Call transferred to Escalations.');
    const panel = screen.getByRole('region', { name: 'Call' });
    expect(
      within(panel).getByText(
        'Transferred to Escalations (+1 (415) 555-0188). You have left the call; the contact stays on it with them.',
      ),
    ).toBeInTheDocument();
  });

  it('shows a number the carrier refuses with the catalogue text, and a vanished entry under the list', async () => {
    externalAnswer = () =>
      jsonResponse(409, {
        code: 'conflict',
        message: 'Call failed to connect. Contact phone number is unreachable.',
        details: { reason: 'failed' },
      });
    setup();
    const form = await openExternal();
    fireEvent.click(within(form).getByRole('radio', { name: /Billing partner/ }));
    fireEvent.click(within(form).getByRole('button', { name: 'Transfer' }));
    await waitFor(() =>
      expect(toastMessages()).toContain('Call failed to connect. Contact phone number is unreachable.'),
    );
    // The agent is still on the call, the dialog still open.
    expect(screen.getByRole('dialog', { name: 'Transfer the call' })).toBeInTheDocument();

    externalAnswer = () =>
      jsonResponse(404, {
        code: 'not_found',
        message: 'Phonebook entry not found',
        field: 'phonebookEntryId',
      });
    fireEvent.click(within(form).getByRole('radio', { name: /Billing partner/ }));
    fireEvent.click(within(form).getByRole('button', { name: 'Transfer' }));
    expect(await within(form).findByText('Phonebook entry not found')).toBeInTheDocument();
  });

  it('adds the entry to the call while the agent stays, and removes it again', async () => {
    const { calls } = setup();
    const form = await openExternal();
    fireEvent.click(within(form).getByRole('radio', { name: /Escalations/ }));
    fireEvent.click(within(form).getByRole('button', { name: 'Add to call' }));
    await waitFor(() => expect(callsTo(calls, 'POST', '/conv/conferences/add-participant')).toHaveLength(1));
    expect(callsTo(calls, 'POST', '/conv/conferences/add-participant')[0]?.body).toEqual({
      conferenceSid: 'CF1',
      phonebookEntryId: '33333333-3333-4333-8333-333333333333',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toastMessages()).toContain('Calling Escalations. They join the call when they answer.');
    expect(callsTo(calls, 'POST', '/conv/transfers/external')).toHaveLength(0);

    const panel = screen.getByRole('region', { name: 'Call' });
    const participants = within(panel).getByRole('list', { name: 'Participants' });
    expect(within(participants).getByText('Escalations')).toBeInTheDocument();
    fireEvent.click(within(participants).getByRole('button', { name: 'Remove Escalations from the call' }));
    await waitFor(() =>
      expect(callsTo(calls, 'POST', '/conv/call-controls/drop-participant')).toHaveLength(1),
    );
    expect(callsTo(calls, 'POST', '/conv/call-controls/drop-participant')[0]?.body).toEqual({
      conferenceSid: 'CF1',
      participantSid: 'CPoutside',
    });
    await waitFor(() => expect(within(participants).queryByText('Escalations')).not.toBeInTheDocument());
  });

  it('offers no typed number without externalTransferToAnyNumber', async () => {
    setup();
    const form = await openExternal();
    expect(within(form).queryByRole('textbox', { name: 'Phone number' })).not.toBeInTheDocument();
  });

  it('transfers to a typed number with externalTransferToAnyNumber, checking it first', async () => {
    externalAnswer = () => jsonResponse(200, { success: true, callSid: 'CAext', conferenceSid: 'CF1' });
    const { calls } = setup({ externalTransferToAnyNumber: true });
    const form = await openExternal();
    // The phonebook is still there.
    expect(within(form).getAllByRole('radio')).toHaveLength(2);
    const phone = within(form).getByRole('textbox', { name: 'Phone number' });

    fireEvent.change(phone, { target: { value: '555-01' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Transfer' }));
    expect(
      await within(form).findByText('Not a valid phone number. US numbers can be typed without +1.'),
    ).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/conv/transfers/external')).toHaveLength(0);

    // Typing replaces a chosen entry.
    fireEvent.click(within(form).getByRole('radio', { name: /Escalations/ }));
    expect(phone).toHaveValue('');
    fireEvent.change(phone, { target: { value: '(415) 555-0199' } });
    expect(within(form).getByRole('radio', { name: /Escalations/ })).toHaveAttribute('aria-checked', 'false');
    fireEvent.click(within(form).getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(callsTo(calls, 'POST', '/conv/transfers/external')).toHaveLength(1));
    expect(callsTo(calls, 'POST', '/conv/transfers/external')[0]?.body).toEqual({
      taskSid: 'WT1',
      phoneNumber: '+14155550199',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toastMessages()).toContain('Call transferred to +1 (415) 555-0199.');
  });

  it('adds a typed number to the call, and shows a refusal naming the number under the field', async () => {
    externalAnswer = () =>
      jsonResponse(400, {
        code: 'validation_failed',
        message: 'phoneNumber is not a valid phone number',
        field: 'phoneNumber',
      });
    const { calls } = setup({ externalTransferToAnyNumber: true });
    const form = await openExternal();
    const phone = within(form).getByRole('textbox', { name: 'Phone number' });
    fireEvent.change(phone, { target: { value: '4155550199' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Transfer' }));
    expect(await within(form).findByText('phoneNumber is not a valid phone number')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Transfer the call' })).toBeInTheDocument();

    fireEvent.change(phone, { target: { value: '4155550199' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add to call' }));
    await waitFor(() => expect(callsTo(calls, 'POST', '/conv/conferences/add-participant')).toHaveLength(1));
    expect(callsTo(calls, 'POST', '/conv/conferences/add-participant')[0]?.body).toEqual({
      conferenceSid: 'CF1',
      phoneNumber: '+14155550199',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toastMessages()).toContain('Calling +1 (415) 555-0199. They join the call when they answer.');
  });
});
