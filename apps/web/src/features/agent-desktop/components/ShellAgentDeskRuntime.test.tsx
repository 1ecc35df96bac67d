import { notificationsStore } from '@mantine/notifications';
import { makeReservation } from '@parley/core/agent-desktop/fixtures';
import type { Reservation } from '@parley/core/agent-desktop/reservation';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FetchCall, jsonResponse, resetApiState } from '../../../shared/api/testing/api-test-kit.ts';
import { renderShell } from '../../../test/render-shell.tsx';
import { callsTo, installDeskServer, variablesOf } from '../testing/desk-server.ts';

// The desk's runtime lives in the shell (docs/agent-desktop-web.md "Where the runtime runs"): offers
// reach the agent on every page, once, and only users with the Agent Desktop entry run it.

function customTask(name: string, extra: Record<string, unknown> = {}): Reservation {
  return makeReservation({
    taskChannelUniqueName: 'custom-tasks',
    channelType: 'customTask',
    attributes: { title: 'Call back', name, ...extra },
  });
}

function reservationsLoads(calls: FetchCall[]): FetchCall[] {
  return calls.filter((call) => JSON.stringify(call.body ?? '').includes('AgentReservations'));
}

/** The in-app notification announcing the offer from `who`. */
async function offerNotification(who: string): Promise<HTMLElement> {
  const title = await screen.findByText(`New task from ${who}`);
  const notification = title.closest<HTMLElement>('[role="alert"]');
  if (!notification) throw new Error('the offer notification has no alert role');
  return notification;
}

function offerNotificationsShown(): number {
  return notificationsStore.getState().notifications.filter((toast) => String(toast.id).startsWith('offer:'))
    .length;
}

const accepted = () =>
  jsonResponse(200, { success: true, parleyVoicePhone: null, parleyVoicePhoneFriendlyName: null });

beforeEach(() => {
  resetApiState();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

// The whole app's routes load their pages lazily: the first render of a page takes a while in jsdom.
const PAGE_LOAD = { timeout: 5_000 };
vi.setConfig({ testTimeout: 20_000 });

describe('the desk runtime in the shell', () => {
  it('announces an offer on a page outside /agent; Open shows that task on the desk', async () => {
    const { calls } = installDeskServer();
    const { emit, router } = renderShell('/journeys');
    expect(await screen.findByRole('heading', { name: 'Journeys' }, PAGE_LOAD)).toBeInTheDocument();
    await waitFor(() => expect(reservationsLoads(calls)).toHaveLength(1));
    expect(variablesOf(reservationsLoads(calls)[0])).toEqual({ workerSid: 'WK1' });

    emit('reservation.created', customTask('First Fay'));
    emit('reservation.created', {
      ...customTask('Second Sam'),
      createdDate: new Date().toISOString(),
      timeoutAt: new Date(Date.now() + 30_000).toISOString(),
    });
    const notification = await offerNotification('Second Sam');
    expect(within(notification).getByText('Call back')).toBeInTheDocument();
    // The time left to answer (issue 17 item 7).
    expect(within(notification).getByRole('timer')).toHaveTextContent(/^Expires in 0:(30|29)$/);
    expect(within(notification).getByRole('button', { name: 'Reject' })).toBeEnabled();
    expect(within(notification).getByRole('button', { name: 'Accept' })).toBeEnabled();
    expect(router.state.location.pathname).toBe('/journeys');

    fireEvent.click(within(notification).getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/agent'));
    // Second Sam is the active task, though First Fay arrived first on the empty desk.
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Second Sam' }, PAGE_LOAD),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('New task from Second Sam')).not.toBeInTheDocument());
  });

  it('accepts from the notification and opens the accepted task', async () => {
    const offer = customTask('Grace Hopper');
    const { calls } = installDeskServer({ rest: { 'POST /conv/tasks/accept': accepted } });
    const { emit, router } = renderShell('/journeys');
    await waitFor(() => expect(reservationsLoads(calls)).toHaveLength(1));

    emit('reservation.created', offer);
    fireEvent.click(within(await offerNotification('Grace Hopper')).getByRole('button', { name: 'Accept' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/agent'));
    expect(callsTo(calls, 'POST', '/conv/tasks/accept').map((call) => call.body)).toEqual([
      { taskSid: offer.taskSid, reservationSid: offer.reservationSid },
    ]);
    expect(await screen.findByRole('button', { name: 'Wrap up' }, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Grace Hopper' })).toBeInTheDocument();
  });

  it('rejects from the notification and stays on the page', async () => {
    const offer = customTask('Alan Turing');
    const { calls } = installDeskServer({
      rest: { 'POST /conv/tasks/reject': () => jsonResponse(200, { success: true }) },
    });
    const { emit, router } = renderShell('/journeys');
    await waitFor(() => expect(reservationsLoads(calls)).toHaveLength(1));

    emit('reservation.created', offer);
    fireEvent.click(within(await offerNotification('Alan Turing')).getByRole('button', { name: 'Reject' }));

    await waitFor(() => expect(screen.queryByText('New task from Alan Turing')).not.toBeInTheDocument());
    expect(callsTo(calls, 'POST', '/conv/tasks/reject').map((call) => call.body)).toEqual([
      { taskSid: offer.taskSid, reservationSid: offer.reservationSid },
    ]);
    expect(router.state.location.pathname).toBe('/journeys');
  });

  it("rings an incoming call off the desk with 'Incoming Call' until it is answered or withdrawn", async () => {
    const { calls } = installDeskServer();
    const { emit } = renderShell('/journeys');
    await waitFor(() => expect(reservationsLoads(calls)).toHaveLength(1));
    const call = makeReservation({
      taskChannelUniqueName: 'voice',
      channelType: 'call',
      attributes: {
        title: 'Incoming Call',
        direction: 'inbound',
        contactPhone: '+14155550101',
        name: 'Grace Hopper',
      },
    });
    emit('reservation.created', call);
    await waitFor(() => expect(offerNotificationsShown()).toBe(1));
    const ringing = notificationsStore
      .getState()
      .notifications.find((toast) => toast.id === `offer:${call.sid}`);
    expect(ringing?.title).toBe('Incoming Call');
    expect(ringing?.autoClose).toBe(false);
    emit('reservation.updated', { ...call, status: 'rescinded' });
    await waitFor(() => expect(offerNotificationsShown()).toBe(0));
  });

  it('runs nothing for a user without the Agent Desktop entry', async () => {
    const { calls } = installDeskServer();
    const { emit, sources } = renderShell('/journeys', { featureFlags: { agentDesktop: false } });
    expect(await screen.findByRole('heading', { name: 'Journeys' }, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Agent Desktop' })).not.toBeInTheDocument();
    expect(sources.all).toHaveLength(1);

    emit('reservation.created', customTask('Grace Hopper', { autoAnswer: true }));
    emit('reservation.created', customTask('Alan Turing'));
    // Give a lazily loaded runtime every chance to show up before asserting it did not.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByText(/New task from/)).not.toBeInTheDocument();
    expect(offerNotificationsShown()).toBe(0);
    expect(calls.filter((call) => call.url === '/api/graphql')).toEqual([]);
    expect(callsTo(calls, 'POST', '/conv/tasks/accept')).toEqual([]);
  });

  it("hides an offer's notification once the desk's task list shows the offer", async () => {
    const { calls } = installDeskServer();
    const { emit, router } = renderShell('/journeys');
    await waitFor(() => expect(reservationsLoads(calls)).toHaveLength(1));
    emit('reservation.created', customTask('Grace Hopper'));
    await offerNotification('Grace Hopper');

    await router.navigate('/agent');
    expect(
      await screen.findByRole('button', { name: 'Grace Hopper, Call back' }, PAGE_LOAD),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('New task from Grace Hopper')).not.toBeInTheDocument());
    expect(offerNotificationsShown()).toBe(0);
  });

  it('runs once on /agent: each offer once in the task list (no toast), one accept and one openUrl tab per auto-answer task', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { calls } = installDeskServer({ rest: { 'POST /conv/tasks/accept': accepted } });
    const { emit } = renderShell('/agent');
    expect(await screen.findByRole('heading', { name: 'Current Tasks' }, PAGE_LOAD)).toBeInTheDocument();
    await waitFor(() => expect(reservationsLoads(calls)).toHaveLength(1));
    // Loaded: offers there at the first load are listed, not announced; the next ones are.
    expect(await screen.findByText('No tasks right now', undefined, PAGE_LOAD)).toBeInTheDocument();

    emit('reservation.created', customTask('Grace Hopper'));
    // On the desk the offer is its row in the task list (issue 17 item 7), announced once.
    expect(
      await screen.findByRole('button', { name: 'Grace Hopper, Call back' }, PAGE_LOAD),
    ).toBeInTheDocument();
    await waitFor(
      () => expect(screen.getByRole('status')).toHaveTextContent('New task from Grace Hopper'),
      PAGE_LOAD,
    );
    expect(screen.getAllByRole('button', { name: 'Grace Hopper, Call back' })).toHaveLength(1);
    expect(offerNotificationsShown()).toBe(0);

    // spec 001 §4: an auto-answer task on a non-default channel becomes active and is accepted; its
    // openUrl then opens in a new tab. Two runtimes would each open it.
    emit(
      'reservation.created',
      customTask('Auto Ann', { autoAnswer: true, openUrl: 'https://crm.example.com/1' }),
    );
    await waitFor(() => expect(callsTo(calls, 'POST', '/conv/tasks/accept')).toHaveLength(1));
    await waitFor(() => expect(open).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(open.mock.calls).toEqual([['https://crm.example.com/1', '_blank', 'noopener,noreferrer']]);
    expect(callsTo(calls, 'POST', '/conv/tasks/accept')).toHaveLength(1);
    expect(offerNotificationsShown()).toBe(0);
    expect(reservationsLoads(calls)).toHaveLength(1);
  });
});
