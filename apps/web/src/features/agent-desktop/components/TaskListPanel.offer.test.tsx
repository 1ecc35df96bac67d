import { notificationsStore } from '@mantine/notifications';
import { makeReservation } from '@parley/core/agent-desktop/fixtures';
import type { Reservation } from '@parley/core/agent-desktop/reservation';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, resetApiState } from '../../../shared/api/testing/api-test-kit.ts';
import { callsTo, installDeskServer } from '../testing/desk-server.ts';
import { renderDesk } from '../testing/render-desk.tsx';

// Issue 17 item 7: on the desk an offer is not a toast over the conversation repeating Accept /
// Reject; it shows in the task list with the time left of its reservation, and its own Reject /
// Accept only while it is not the open task (whose header has them).

vi.setConfig({ testTimeout: 20_000 });

/** The agent's accepted text conversation, open on the desk with its composer. */
const working = makeReservation({
  status: 'accepted',
  taskStatus: 'assigned',
  createdDate: new Date(Date.UTC(2025, 0, 1, 9, 0)).toISOString(),
  attributes: { name: 'Ada Active', conversationSid: 'CH1', title: 'Inbound SMS' },
});

/** An offer made now that times out in `seconds`. */
function offer(name: string, seconds: number, overrides: Partial<Reservation> = {}): Reservation {
  const now = Date.now();
  return makeReservation({
    createdDate: new Date(now).toISOString(),
    timeoutAt: new Date(now + seconds * 1000).toISOString(),
    attributes: { name, conversationSid: `CH-${name}`, title: 'Inbound SMS' },
    ...overrides,
  });
}

function deskServer(reservations: Reservation[] = [working]) {
  return installDeskServer({
    reservations,
    rest: {
      'GET /conv/conversations/CH1/messages': () => jsonResponse(200, { items: [] }),
      'POST /conv/tasks/reject': () => jsonResponse(200, { success: true }),
    },
  });
}

function taskList(): HTMLElement {
  return screen.getByRole('list', { name: 'Tasks' });
}

/** The list row (its `li`) of `who`'s task. */
function row(who: string): HTMLElement {
  const button = within(taskList()).getByRole('button', { name: new RegExp(`^${who}, `) });
  const item = button.closest('li');
  if (!item) throw new Error(`${who}'s task is not in a list item`);
  return item;
}

function offerToasts(): number {
  return notificationsStore.getState().notifications.filter((toast) => String(toast.id).startsWith('offer:'))
    .length;
}

beforeEach(() => {
  resetApiState();
});

describe('an offer on the desk (issue 17 item 7)', () => {
  it('shows in its row with a live countdown and its own Reject / Accept, never as a toast over the composer', async () => {
    deskServer();
    const { emit } = renderDesk();
    const composer = await screen.findByRole('textbox', { name: 'Type a message' });

    emit('reservation.created', offer('Nia New', 3));
    const countdown = await within(taskList()).findByRole('timer');
    expect(countdown).toHaveTextContent(/^Expires in 0:0[23]$/);
    expect(row('Nia New')).toContainElement(countdown);
    // It counts down.
    await waitFor(() => expect(countdown).toHaveTextContent('Expires in 0:01'), { timeout: 3_000 });

    // Its own Reject / Accept, once each, in its row: the open conversation is another task's.
    const actions = within(row('Nia New')).getByRole('group', { name: 'Offer from Nia New' });
    expect(within(actions).getByRole('button', { name: 'Accept' })).toBeEnabled();
    expect(within(actions).getByRole('button', { name: 'Reject' })).toBeEnabled();
    expect(screen.getAllByRole('button', { name: 'Accept' })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Reject' })).toHaveLength(1);

    // No toast, and nothing of the offer in the active task, where the composer is.
    expect(offerToasts()).toBe(0);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const activeTask = screen.getByRole('region', { name: 'Active task' });
    expect(activeTask).toContainElement(composer);
    expect(within(activeTask).queryByRole('timer')).not.toBeInTheDocument();
    expect(within(activeTask).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(taskList()).not.toContainElement(composer);
    // Screen readers hear it once, politely.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('New task from Nia New'));
  });

  it('goes when the offer ends: its countdown and actions leave with it', async () => {
    deskServer();
    const { emit } = renderDesk();
    await screen.findByRole('textbox', { name: 'Type a message' });
    const nia = offer('Nia New', 30);
    emit('reservation.created', nia);
    expect(await within(taskList()).findByRole('timer')).toHaveTextContent(/^Expires in 0:(30|29)$/);

    emit('reservation.updated', { ...nia, status: 'timeout' });
    await waitFor(() => expect(screen.queryByRole('timer')).not.toBeInTheDocument());
    expect(within(taskList()).queryByRole('button', { name: /^Nia New, / })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Offer from Nia New' })).not.toBeInTheDocument();
  });

  it('rejects from its row', async () => {
    const { calls } = deskServer();
    const { emit } = renderDesk();
    await screen.findByRole('textbox', { name: 'Type a message' });
    const nia = offer('Nia New', 30);
    emit('reservation.created', nia);
    const actions = await screen.findByRole('group', { name: 'Offer from Nia New' });
    fireEvent.click(within(actions).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(callsTo(calls, 'POST', '/conv/tasks/reject').map((call) => call.body)).toEqual([
        { taskSid: nia.taskSid, reservationSid: nia.reservationSid },
      ]),
    );
  });

  it('once open, its Reject / Accept are the header’s alone; both show the time left', async () => {
    const nia = offer('Nia New', 30);
    deskServer([nia]);
    renderDesk();
    const activeTask = await screen.findByRole('region', { name: 'Active task' });
    expect(await within(activeTask).findByRole('timer')).toHaveTextContent(/^Expires in 0:(30|29)$/);
    expect(within(row('Nia New')).getByRole('timer')).toHaveTextContent(/^Expires in 0:(30|29)$/);
    expect(screen.getAllByRole('button', { name: 'Accept' })).toHaveLength(1);
    expect(within(activeTask).getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Reject' })).toHaveLength(1);
    expect(screen.queryByRole('group', { name: 'Offer from Nia New' })).not.toBeInTheDocument();
    expect(offerToasts()).toBe(0);
  });
});
