import { makeMessage, makeReservation } from '@parley/core/agent-desktop/fixtures';
import { TYPED_ERROR_TEXTS } from '@parley/core/common/error-catalogue';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, resetApiState, toastMessages } from '../../../shared/api/testing/api-test-kit.ts';
import { bodyField, callsTo, installDeskServer } from '../testing/desk-server.ts';
import { renderDesk } from '../testing/render-desk.tsx';

const at = (minute: number) => new Date(Date.UTC(2025, 0, 1, 9, minute)).toISOString();

/** Each task's own button (an offer's row also holds its Reject / Accept: issue 17 item 7). */
function taskButtons(): HTMLElement[] {
  return within(screen.getByRole('list', { name: 'Tasks' }))
    .getAllByRole('listitem')
    .map((item) => within(item).getAllByRole('button')[0])
    .filter((button): button is HTMLElement => button !== undefined);
}

beforeEach(() => {
  resetApiState();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the task list (spec 000 §4)', () => {
  it('loads reservations(workerSid), hides finished tasks, de-duplicates transfers, newest first', async () => {
    const original = makeReservation({
      createdDate: at(1),
      status: 'accepted',
      taskStatus: 'assigned',
      attributes: { name: 'Original Olga', contactPhone: '+14155550101' },
    });
    const transferred = makeReservation({
      createdDate: at(3),
      attributes: { name: 'Transferred Tom', originalTaskSid: original.taskSid },
    });
    const older = makeReservation({ createdDate: at(0), attributes: { name: 'Older Otto' } });
    const newest = makeReservation({ createdDate: at(5), attributes: { name: 'Newest Nina' } });
    const completed = makeReservation({
      createdDate: at(6),
      taskStatus: 'completed',
      attributes: { name: 'Done Dan' },
    });
    const { calls } = installDeskServer({ reservations: [older, original, completed, transferred, newest] });
    renderDesk();

    await waitFor(() => expect(taskButtons()).toHaveLength(3));
    expect(taskButtons().map((button) => button.textContent)).toEqual([
      expect.stringContaining('Newest Nina'),
      expect.stringContaining('Transferred Tom'),
      expect.stringContaining('Older Otto'),
    ]);
    const reservationsCall = calls.find((call) =>
      String(JSON.stringify(call.body)).includes('AgentReservations'),
    );
    expect(reservationsCall?.body).toMatchObject({ variables: { workerSid: 'WK1' } });
  });

  it('adds offers live, removes ended reservations, and makes the top remaining task active', async () => {
    installDeskServer();
    const { emit } = renderDesk();
    expect(await screen.findByText('No tasks right now')).toBeInTheDocument();

    const first = makeReservation({ createdDate: at(1), attributes: { name: 'First Fay' } });
    const second = makeReservation({ createdDate: at(2), attributes: { name: 'Second Sam' } });
    emit('reservation.created', first);
    emit('reservation.created', second);
    expect(taskButtons()).toHaveLength(2);
    // The first arrival became active (nothing was); the second does not take its place.
    expect(screen.getByRole('heading', { level: 3, name: 'First Fay' })).toBeInTheDocument();

    emit('reservation.updated', { ...first, status: 'rescinded' });
    expect(taskButtons()).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 3, name: 'Second Sam' })).toBeInTheDocument();

    emit('reservation.updated', { ...second, status: 'timeout' });
    expect(await screen.findByText('No tasks right now')).toBeInTheDocument();
  });
});

describe('a link into the desk', () => {
  it('opens New text with the number of /agent?textPhoneNumber= (a contact’s Send a text)', async () => {
    installDeskServer();
    renderDesk({ initialEntry: '/agent?textPhoneNumber=%2B14155550102' });
    expect(await screen.findByRole('textbox', { name: 'Contact phone' })).toHaveValue('+14155550102');
  });
});

describe('accepting an offer (spec 000 §7, §8)', () => {
  it('retries a failed fetch once and shows the task accepted', async () => {
    const offer = makeReservation({ attributes: { name: 'Grace Hopper', conversationSid: 'CH1' } });
    let attempts = 0;
    const { calls } = installDeskServer({
      reservations: [offer],
      rest: {
        'POST /conv/tasks/accept': () => {
          attempts += 1;
          if (attempts === 1) throw new TypeError('Failed to fetch');
          return jsonResponse(200, {
            success: true,
            parleyVoicePhone: null,
            parleyVoicePhoneFriendlyName: null,
          });
        },
        'GET /conv/conversations/CH1/messages': () => jsonResponse(200, { items: [] }),
      },
    });
    renderDesk();
    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }));

    await waitFor(() => expect(screen.getByRole('button', { name: 'Wrap up' })).toBeInTheDocument());
    const accepts = callsTo(calls, 'POST', '/conv/tasks/accept');
    expect(accepts).toHaveLength(2);
    expect(accepts[1]?.body).toEqual({ taskSid: offer.taskSid, reservationSid: offer.reservationSid });
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });

  it("says 'Could not accept the task.' on a failure and keeps the offer", async () => {
    const offer = makeReservation({ attributes: { name: 'Grace Hopper', conversationSid: 'CH1' } });
    installDeskServer({
      reservations: [offer],
      rest: {
        'POST /conv/tasks/accept': () => jsonResponse(500, { code: 'internal', message: 'boom' }),
        'GET /conv/conversations/CH1/messages': () => jsonResponse(200, { items: [] }),
      },
    });
    renderDesk();
    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(toastMessages()).toContain('Could not accept the task.'));
    expect(screen.getByRole('button', { name: 'Accept' })).toBeEnabled();
  });

  it('shows the TaskNotAvailable text on a 404 and removes the task', async () => {
    const offer = makeReservation({ attributes: { name: 'Grace Hopper', conversationSid: 'CH1' } });
    installDeskServer({
      reservations: [offer],
      rest: {
        'POST /conv/tasks/accept': () =>
          jsonResponse(404, { code: 'TaskNotAvailable', message: 'This task is no longer available' }),
        'GET /conv/conversations/CH1/messages': () => jsonResponse(200, { items: [] }),
      },
    });
    renderDesk();
    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(toastMessages()).toContain(TYPED_ERROR_TEXTS.TaskNotAvailable));
    expect(await screen.findByText('No tasks right now')).toBeInTheDocument();
  });

  it('accepts a pending auto-answer task by itself and makes it active', async () => {
    const { calls } = installDeskServer({
      rest: {
        'POST /conv/tasks/accept': () => jsonResponse(200, { success: true }),
        'GET /conv/conversations/CH9/messages': () => jsonResponse(200, { items: [] }),
      },
    });
    const { emit } = renderDesk();
    await screen.findByText('No tasks right now');
    const other = makeReservation({ createdDate: at(1), attributes: { name: 'Other Oona' } });
    emit('reservation.created', other);
    const auto = makeReservation({
      createdDate: at(2),
      attributes: { name: 'Auto Ava', autoAnswer: true, conversationSid: 'CH9' },
    });
    emit('reservation.created', auto);
    await waitFor(() => expect(callsTo(calls, 'POST', '/conv/tasks/accept')).toHaveLength(1));
    expect(screen.getByRole('heading', { level: 3, name: 'Auto Ava' })).toBeInTheDocument();
  });
});

describe('the SMS conversation', () => {
  it("disables the composer with 'Please accept the task to start messaging.' until accepted", async () => {
    const offer = makeReservation({ attributes: { name: 'Grace Hopper', conversationSid: 'CH1' } });
    installDeskServer({
      reservations: [offer],
      rest: {
        'GET /conv/conversations/CH1/messages': () =>
          jsonResponse(200, { items: [makeMessage({ body: 'Hello, is anyone there?' })] }),
      },
    });
    const { emit } = renderDesk();
    expect(await screen.findByText('Hello, is anyone there?')).toBeInTheDocument();
    expect(screen.getByText('Please accept the task to start messaging.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Type a message' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();

    emit('reservation.updated', { ...offer, status: 'accepted', taskStatus: 'assigned' });
    expect(screen.queryByText('Please accept the task to start messaging.')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Type a message' })).toBeEnabled();
  });

  it('loads 30 messages, sends a text and shows inbound texts live', async () => {
    const accepted = makeReservation({
      status: 'accepted',
      taskStatus: 'assigned',
      attributes: { name: 'Grace Hopper', conversationSid: 'CH1' },
    });
    const { calls } = installDeskServer({
      reservations: [accepted],
      rest: {
        'GET /conv/conversations/CH1/messages': () =>
          jsonResponse(200, { items: [makeMessage({ body: 'Hi' })] }),
        'POST /conv/conversations/CH1/messages': (call) =>
          jsonResponse(
            200,
            makeMessage({
              body: String(bodyField(call, 'body')),
              attributes: { direction: 'outbound', name: 'Ada' },
            }),
          ),
      },
    });
    const { emit } = renderDesk();
    await screen.findByText('Hi');
    expect(callsTo(calls, 'GET', '/conv/conversations/CH1/messages')[0]?.url).toContain('limit=30');

    fireEvent.change(screen.getByRole('textbox', { name: 'Type a message' }), {
      target: { value: 'How can I help?' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('How can I help?')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/conv/conversations/CH1/messages')[0]?.body).toEqual({
      body: 'How can I help?',
    });

    emit('conversation.message', {
      conversationSid: 'CH1',
      taskSid: accepted.taskSid,
      message: makeMessage({ body: 'My order is late' }),
    });
    expect(await screen.findByText('My order is late')).toBeInTheDocument();
  });

  it('counts unread inbound texts per conversation and clears them when opened', async () => {
    const open = makeReservation({
      createdDate: at(2),
      status: 'accepted',
      attributes: { name: 'Open Olive', conversationSid: 'CH1' },
    });
    const other = makeReservation({
      createdDate: at(1),
      status: 'accepted',
      attributes: { name: 'Busy Bea', conversationSid: 'CH2' },
    });
    installDeskServer({
      reservations: [open, other],
      rest: {
        'GET /conv/conversations/CH1/messages': () => jsonResponse(200, { items: [] }),
        'GET /conv/conversations/CH2/messages': () => jsonResponse(200, { items: [] }),
      },
    });
    const { emit } = renderDesk();
    await screen.findByRole('heading', { level: 3, name: 'Open Olive' });

    emit('conversation.message', { conversationSid: 'CH2', message: makeMessage() });
    emit('conversation.message', { conversationSid: 'CH2', message: makeMessage() });
    emit('conversation.message', {
      conversationSid: 'CH2',
      message: makeMessage({ attributes: { direction: 'outbound', name: 'Ada' } }),
    });
    emit('conversation.message', { conversationSid: 'CH1', message: makeMessage() });
    expect(screen.getByRole('button', { name: /Busy Bea.*2 unread/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Open Olive/ })).not.toHaveAccessibleName(/unread/);

    fireEvent.click(screen.getByRole('button', { name: /Busy Bea/ }));
    await screen.findByRole('heading', { level: 3, name: 'Busy Bea' });
    expect(screen.getByRole('button', { name: /Busy Bea/ })).not.toHaveAccessibleName(/unread/);
  });
});

describe('custom tasks', () => {
  it('shows the title and the attributes by label, nested values a row each, internal ones hidden', async () => {
    const task = makeReservation({
      taskChannelUniqueName: 'custom-tasks',
      attributes: {
        title: 'Call back about invoice',
        name: 'Ida Invoice',
        invoiceId: 'INV-42',
        contactPhone: '+14155550101',
        shipping: { city: 'Chicago', postal_code: '60601' },
        priorityCustomer: true,
        // Parley's own: issue 17 item 8 keeps them off the desk.
        taskType: 'Custom Task',
        triggerCall: true,
        journeyRunId: 'run-1',
        callSid: 'CA1',
        campaignInfo: { id: 'c1', name: 'Spring', voicemailDrops: [] },
      },
    });
    installDeskServer({ reservations: [task] });
    renderDesk();
    expect(await screen.findByRole('heading', { name: 'Call back about invoice' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Attributes' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Invoice ID', 'INV-42'],
      ['Name', 'Ida Invoice'],
      ['Phone', '+1 (415) 555-0101'],
      ['Priority customer', 'Yes'],
      ['Shipping › City', 'Chicago'],
      ['Shipping › Postal code', '60601'],
    ]);
    expect(table).not.toHaveTextContent(/invoiceId|taskType|campaignInfo|Custom Task|\{/);
  });
});

describe('outbound SMS (spec 001 §4)', () => {
  it('waits for its reservation, takes and accepts it, and leaves other offers alone meanwhile', async () => {
    const outbound = makeReservation({
      createdDate: at(1),
      attributes: {
        name: 'Out Otis',
        direction: 'outbound',
        contactPhone: '+14155550102',
        conversationSid: 'CH5',
      },
    });
    let answer: (() => void) | null = null;
    const { calls } = installDeskServer({
      rest: {
        'POST /conv/conversations/outbound-sms': () =>
          new Promise<Response>((resolve) => {
            answer = () =>
              resolve(
                jsonResponse(200, { success: true, taskSid: outbound.taskSid, conversationSid: 'CH5' }),
              );
          }),
        'POST /conv/tasks/accept': () => jsonResponse(200, { success: true }),
        'GET /conv/conversations/CH5/messages': () => jsonResponse(200, { items: [] }),
        'GET /conv/conversations/CH6/messages': () => jsonResponse(200, { items: [] }),
      },
    });
    const { emit } = renderDesk();
    await screen.findByText('No tasks right now');
    fireEvent.click(screen.getByRole('button', { name: 'New text' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Contact phone' }), {
      target: { value: '(415) 555-0102' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(callsTo(calls, 'POST', '/conv/conversations/outbound-sms')).toHaveLength(1));

    const unrelated = makeReservation({
      createdDate: at(2),
      attributes: { name: 'Auto Ava', autoAnswer: true, conversationSid: 'CH6' },
    });
    emit('reservation.created', unrelated);
    emit('reservation.created', outbound);
    await act(async () => answer?.());

    await waitFor(() => expect(callsTo(calls, 'POST', '/conv/tasks/accept')).toHaveLength(2));
    const accepted = callsTo(calls, 'POST', '/conv/tasks/accept').map((call) => bodyField(call, 'taskSid'));
    // The outbound one first; the auto-answer offer only once the wait ended with the match.
    expect(accepted[0]).toBe(outbound.taskSid);
    expect(screen.getByRole('heading', { level: 3, name: 'Out Otis' })).toBeInTheDocument();
  });
});
