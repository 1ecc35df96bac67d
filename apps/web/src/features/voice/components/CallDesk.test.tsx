import { makeReservation } from '@parley/core/agent-desktop/fixtures';
import type { Reservation } from '@parley/core/agent-desktop/reservation';
import { addCallStatisticsSample, emptyCallStatistics } from '@parley/core/voice/call-statistics';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  jsonResponse,
  resetApiState,
  shownToasts,
  toastMessages,
} from '../../../shared/api/testing/api-test-kit.ts';
import {
  bodyField,
  callsTo,
  installDeskServer,
  type RestHandler,
} from '../../agent-desktop/testing/desk-server.ts';
import { renderDesk } from '../../agent-desktop/testing/render-desk.tsx';
import type { ConferenceSnapshot } from '../api/voice-types.ts';
import { useVoiceStore } from '../state/voice-store.ts';
import { CONTACT_PARTICIPANT, makeParticipant, makeSnapshot } from '../testing/voice-fixtures.ts';

const notifyParent = vi.hoisted(() => vi.fn());
vi.mock('../../embedding/state/notify-parent.ts', () => ({ notifyParent }));

// The desk's calls (issue 5): the incoming call card, accepting (accept, then join-call), the
// active call panel and its controls, the voice notifications, and wrap-up with the statistics.

vi.setConfig({ testTimeout: 20_000 });

function incomingCall(overrides: Partial<Reservation> = {}): Reservation {
  return makeReservation({
    taskSid: 'WT1',
    taskChannelUniqueName: 'voice',
    channelType: 'call',
    attributes: {
      title: 'Incoming Call',
      direction: 'inbound',
      contactPhone: '+14155550101',
      name: 'Grace Hopper',
      callSid: 'CAcontact',
    },
    ...overrides,
  });
}

/** A control's answer: the snapshot after it. */
const answer =
  (snapshot: ConferenceSnapshot): RestHandler =>
  () =>
    jsonResponse(200, snapshot);

function callServer(
  rest: Record<string, RestHandler> = {},
  options: Parameters<typeof installDeskServer>[0] = {},
) {
  return installDeskServer({
    ...options,
    rest: {
      'GET /conv/conferences/active': () => jsonResponse(200, null),
      'POST /conv/tasks/accept': () =>
        jsonResponse(200, { success: true, parleyVoicePhone: null, parleyVoicePhoneFriendlyName: null }),
      'POST /conv/conferences/join-call': answer(makeSnapshot()),
      ...rest,
    },
  });
}

beforeEach(() => {
  resetApiState();
  useVoiceStore.getState().reset();
});

describe('the incoming call card (spec 000 §4, spec 001 §9)', () => {
  it("shows a pending inbound call with the caller's name and number, and rings with 'Incoming Call'", async () => {
    callServer();
    const { emit } = renderDesk();
    await screen.findByText('No tasks right now');
    emit('reservation.created', incomingCall());
    const card = await screen.findByRole('region', { name: 'Incoming call' });
    expect(within(card).getByRole('heading', { name: 'Grace Hopper' })).toBeInTheDocument();
    expect(within(card).getByText('+1 (415) 555-0101')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    // Neither the header nor the task list repeats them, and on the desk no toast does either
    // (issue 17 item 7): the card is where the call is answered; the row shows the time left.
    expect(screen.getAllByRole('button', { name: 'Accept' })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Reject' })).toHaveLength(1);
    expect(shownToasts().find((toast) => toast.title === 'Incoming Call')).toBeUndefined();
  });

  it("raises a browser notification titled 'Incoming Call' while hidden, closed 1 s after the offer is answered", async () => {
    const shown: { title: string; body?: string; closed: boolean }[] = [];
    class FakeNotification {
      static permission = 'granted';
      static requestPermission = async () => 'granted';
      onclick: (() => void) | null = null;
      readonly entry: { title: string; body?: string; closed: boolean };
      constructor(title: string, options: { body?: string } = {}) {
        this.entry = { title, body: options.body, closed: false };
        shown.push(this.entry);
      }
      close() {
        this.entry.closed = true;
      }
    }
    vi.stubGlobal('Notification', FakeNotification);
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    try {
      callServer();
      const { emit } = renderDesk({ featureFlags: { browserNotifications: true } });
      await screen.findByText('No tasks right now');
      const offer = incomingCall();
      emit('reservation.created', offer);
      await waitFor(() =>
        expect(shown).toEqual([{ title: 'Incoming Call', body: 'Grace Hopper', closed: false }]),
      );
      vi.useFakeTimers({ toFake: ['setTimeout'] });
      emit('reservation.updated', { ...offer, status: 'rescinded' });
      vi.advanceTimersByTime(999);
      expect(shown[0]?.closed).toBe(false);
      vi.advanceTimersByTime(1);
      expect(shown[0]?.closed).toBe(true);
    } finally {
      vi.useRealTimers();
      visibility.mockRestore();
      vi.unstubAllGlobals();
    }
  });

  it("names an unknown caller 'Contact'", async () => {
    callServer();
    const { emit } = renderDesk();
    await screen.findByText('No tasks right now');
    emit(
      'reservation.created',
      incomingCall({
        attributes: { direction: 'inbound', contactPhone: '+14155550199', name: '+14155550199' },
      }),
    );
    const card = await screen.findByRole('region', { name: 'Incoming call' });
    expect(within(card).getByRole('heading', { name: 'Contact' })).toBeInTheDocument();
  });

  it('accepts, joins the call (join-call) and shows the active call panel', async () => {
    const { calls } = callServer();
    const { emit } = renderDesk();
    await screen.findByText('No tasks right now');
    const offer = incomingCall();
    emit('reservation.created', offer);
    fireEvent.click(
      within(await screen.findByRole('region', { name: 'Incoming call' })).getByRole('button', {
        name: 'Accept',
      }),
    );
    const panel = await screen.findByRole('region', { name: 'Call' });
    expect(callsTo(calls, 'POST', '/conv/tasks/accept')[0]?.body).toEqual({
      taskSid: 'WT1',
      reservationSid: offer.reservationSid,
    });
    expect(callsTo(calls, 'POST', '/conv/conferences/join-call')[0]?.body).toEqual({ taskSid: 'WT1' });
    expect(within(panel).getByRole('timer', { name: 'Call duration' })).toHaveTextContent(/^1:0\d$/);
    for (const name of ['Mute', 'Hold', 'Record', 'Hang up']) {
      expect(within(panel).getByRole('button', { name })).toBeInTheDocument();
    }
    // No "Wrap up" while the call is live: hanging up wraps it.
    expect(screen.queryByRole('button', { name: 'Wrap up' })).not.toBeInTheDocument();
    expect(within(panel).getByRole('list', { name: 'Participants' })).toHaveTextContent('Grace Hopper');
  });

  it("says 'There is already an active conference' when join-call refuses a second call", async () => {
    callServer({
      'POST /conv/conferences/join-call': () =>
        jsonResponse(409, { code: 'ConferenceActive', message: 'There is already an active conference' }),
    });
    const { emit } = renderDesk();
    await screen.findByText('No tasks right now');
    emit('reservation.created', incomingCall());
    fireEvent.click(
      within(await screen.findByRole('region', { name: 'Incoming call' })).getByRole('button', {
        name: 'Accept',
      }),
    );
    await waitFor(() => expect(toastMessages()).toContain('There is already an active conference'));
  });

  it('does not accept a second call while the agent is on one', async () => {
    const { calls } = callServer();
    const { emit } = renderDesk();
    await screen.findByText('No tasks right now');
    useVoiceStore.getState().applySnapshot(makeSnapshot({ conferenceSid: 'CF0', taskSid: 'WT0' }));
    emit('reservation.created', incomingCall());
    const accept = within(await screen.findByRole('region', { name: 'Incoming call' })).getByRole('button', {
      name: 'Accept',
    });
    expect(accept).toHaveAttribute('aria-disabled', 'true');
    fireEvent.mouseEnter(accept);
    expect(await screen.findByText('There is already an active conference')).toBeInTheDocument();
    fireEvent.click(accept);
    expect(callsTo(calls, 'POST', '/conv/tasks/accept')).toHaveLength(0);
  });
});

describe('the active call panel', () => {
  const accepted = () =>
    incomingCall({
      status: 'accepted',
      taskStatus: 'assigned',
      reservationAcceptedAt: new Date().toISOString(),
    });

  it('mutes (notify-mute), holds the contact, records and hangs up', async () => {
    const { calls } = callServer(
      {
        'POST /conv/call-controls/notify-mute': answer(
          makeSnapshot({ version: 2, participants: [makeParticipant({ muted: true }), CONTACT_PARTICIPANT] }),
        ),
        'POST /conv/call-controls/hold': answer(
          makeSnapshot({
            version: 3,
            participants: [makeParticipant({ muted: true }), { ...CONTACT_PARTICIPANT, hold: true }],
          }),
        ),
        'POST /conv/call-controls/recordings': answer(makeSnapshot({ version: 4, recording: 'recording' })),
        'POST /conv/call-controls/hangup': answer(
          makeSnapshot({ version: 5, endedAt: new Date().toISOString(), participants: [] }),
        ),
      },
      { reservations: [accepted()] },
    );
    renderDesk();
    useVoiceStore.getState().applySnapshot(makeSnapshot());
    const panel = await screen.findByRole('region', { name: 'Call' });

    fireEvent.click(within(panel).getByRole('button', { name: 'Mute' }));
    expect(await within(panel).findByRole('button', { name: 'Unmute' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(callsTo(calls, 'POST', '/conv/call-controls/notify-mute')[0]?.body).toEqual({
      conferenceSid: 'CF1',
      participantSid: 'CPagent',
      muted: true,
    });

    fireEvent.click(within(panel).getByRole('button', { name: 'Hold' }));
    expect(await within(panel).findByRole('button', { name: 'Resume' })).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/conv/call-controls/hold')[0]?.body).toEqual({
      conferenceSid: 'CF1',
      participantSid: 'CPcontact',
      hold: true,
    });

    fireEvent.click(within(panel).getByRole('button', { name: 'Record' }));
    expect(await within(panel).findByRole('button', { name: 'Pause' })).toBeInTheDocument();
    expect(bodyField(callsTo(calls, 'POST', '/conv/call-controls/recordings')[0], 'action')).toBe('start');

    fireEvent.click(within(panel).getByRole('button', { name: 'Hang up' }));
    expect(await screen.findByText('Call ended')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/conv/call-controls/hangup')[0]?.body).toEqual({ conferenceSid: 'CF1' });
    // spec 001 §6: the embedding host hears that the call ended.
    expect(notifyParent).toHaveBeenCalledWith(
      'call-disconnected',
      { profileId: null, contactPhone: '+14155550101', name: 'Grace Hopper', email: null },
      { taskSid: 'WT1' },
    );
  });

  it('ignores a snapshot older than the one shown', async () => {
    callServer({}, { reservations: [accepted()] });
    const { emit } = renderDesk();
    emit('conference.snapshot', makeSnapshot({ version: 5, recording: 'recording' }));
    const panel = await screen.findByRole('region', { name: 'Call' });
    expect(within(panel).getByText('Recording')).toBeInTheDocument();
    emit('conference.snapshot', makeSnapshot({ version: 4, recording: 'none' }));
    expect(within(panel).getByText('Recording')).toBeInTheDocument();
  });

  it('sends the call statistics with the summary after the call', async () => {
    const { calls } = callServer(
      { 'POST /conv/tasks/summarize-task': () => jsonResponse(200, { success: true }) },
      { reservations: [incomingCall({ status: 'wrapping', taskStatus: 'wrapping' })] },
    );
    renderDesk();
    useVoiceStore
      .getState()
      .applySnapshot(makeSnapshot({ endedAt: new Date().toISOString(), participants: [] }));
    const statistics = addCallStatisticsSample(emptyCallStatistics(), {
      rtt: 4,
      jitter: 1,
      mos: 4.4,
      audioInputLevel: 0.2,
      audioOutputLevel: 0.3,
    });
    useVoiceStore.getState().setQuality('CF1', { statistics, warnings: [] });
    const form = await screen.findByRole('form', { name: 'Wrap-up' });
    fireEvent.click(await within(form).findByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(callsTo(calls, 'POST', '/conv/tasks/summarize-task')).toHaveLength(1));
    expect(bodyField(callsTo(calls, 'POST', '/conv/tasks/summarize-task')[0], 'audioStatistics')).toEqual(
      statistics,
    );
  });
});

describe('voice notifications (spec 001 §8, 7 s)', () => {
  it.each([
    [{ kind: 'contactHungUpIncoming', taskSid: 'WT1', name: null }, 'Contact hung up the incoming call'],
    [
      { kind: 'contactHungUpIncoming', taskSid: 'WT1', name: 'Grace Hopper' },
      'Grace Hopper hung up the incoming call',
    ],
    [
      { kind: 'answeredByAnother', taskSid: 'WT1', name: null },
      'The incoming call was answered by another agent.',
    ],
    [{ kind: 'contactHungUp', taskSid: 'WT1', name: null }, 'The contact hung up the call'],
    [{ kind: 'transferCanceled', taskSid: 'WT1', name: null }, 'Transfer was cancelled.'],
  ])('%o shows %s', async (notification, text) => {
    callServer();
    const { emit } = renderDesk();
    await screen.findByText('No tasks right now');
    emit('voice.notification', notification);
    await waitFor(() => expect(toastMessages()).toContain(text));
    expect(shownToasts().find((toast) => toast.message === text)?.autoClose).toBe(7_000);
  });
});
