import { makeReservation } from '@parley/core/agent-desktop/fixtures';
import type { Reservation } from '@parley/core/agent-desktop/reservation';
import { addCallStatisticsSample, emptyCallStatistics } from '@parley/core/voice/call-statistics';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, resetApiState } from '../../../shared/api/testing/api-test-kit.ts';
import { installDeskServer } from '../../agent-desktop/testing/desk-server.ts';
import { renderDesk } from '../../agent-desktop/testing/render-desk.tsx';
import type { CallView } from '../api/voice-types.ts';
import { useVoiceStore } from '../state/voice-store.ts';
import { CONTACT_PARTICIPANT, makeParticipant, makeSnapshot } from '../testing/voice-fixtures.ts';

// The call card in the active call panel (issue 17 item 6): the quality indicator in place of the
// statistics table, and "Ringing…" instead of the talk timer while a placed call rings at the contact
// (the dial pad's call and a campaign's Progressive Dial call alike), the timer from the answer on.

vi.setConfig({ testTimeout: 20_000 });

const ACCEPTED = {
  status: 'accepted',
  taskStatus: 'assigned',
  reservationAcceptedAt: new Date().toISOString(),
  taskChannelUniqueName: 'voice',
  channelType: 'call',
} as const;

const dialPadCall = makeReservation({
  ...ACCEPTED,
  taskSid: 'WT1',
  attributes: {
    title: 'outbound call',
    taskType: 'Agent Call Task',
    direction: 'outbound',
    triggerCall: true,
    contactPhone: '+14155550100',
    name: 'Ada Lovelace',
    conferenceSid: 'CF1',
  },
});

const progressiveDialCall = makeReservation({
  ...ACCEPTED,
  taskSid: 'WT1',
  attributes: {
    taskType: 'Progressive Dial',
    title: 'Spring renewals',
    direction: 'outbound',
    triggerCall: true,
    contactPhone: '+14155550100',
    name: '+14155550100',
    campaignId: 'CMP1',
    conferenceSid: 'CF1',
  },
});

const inboundCall = makeReservation({
  ...ACCEPTED,
  taskSid: 'WT1',
  attributes: {
    title: 'Incoming Call',
    direction: 'inbound',
    contactPhone: '+14155550101',
    name: 'Grace Hopper',
  },
});

function contactLeg(overrides: Partial<CallView> = {}): CallView {
  return {
    callSid: 'CAcontact',
    direction: 'outbound',
    from: '+18005550100',
    to: '+14155550100',
    status: 'ringing',
    failureReason: null,
    taskSid: 'WT1',
    conferenceSid: 'CF1',
    contactName: 'Ada Lovelace',
    mediaUserId: null,
    createdAt: new Date().toISOString(),
    answeredAt: null,
    endedAt: null,
    ...overrides,
  };
}

/** The agent alone in the conference, joined 65 s ago (create-call starts it while the phone rings). */
const AGENT_ONLY = makeSnapshot({ participants: [makeParticipant()] });

function setup(reservation: Reservation) {
  installDeskServer({
    reservations: [reservation],
    rest: { 'GET /conv/conferences/active': () => jsonResponse(200, null) },
  });
  return renderDesk();
}

beforeEach(() => {
  resetApiState();
  useVoiceStore.getState().reset();
});

describe('Ringing… (issue 17 item 6)', () => {
  it.each([
    ['a dial pad call', dialPadCall, 'Ringing… Ada Lovelace +1 (415) 555-0100'],
    ["a campaign's Progressive Dial call", progressiveDialCall, 'Ringing… +1 (415) 555-0100'],
  ])('shows %s ringing at the contact, then the timer from the answer', async (_, reservation, text) => {
    const { emit } = setup(reservation);
    act(() => {
      useVoiceStore.getState().applySnapshot(AGENT_ONLY);
    });
    const panel = await screen.findByRole('region', { name: 'Call' });
    // Before call.updated arrives, and while it says ringing.
    expect(within(panel).getByRole('status')).toHaveTextContent(text);
    expect(within(panel).queryByRole('timer')).not.toBeInTheDocument();
    emit('call.updated', contactLeg({ status: 'queued' }));
    emit('call.updated', contactLeg());
    expect(within(panel).getByText(/^Ringing…/)).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Hang up' })).toBeInTheDocument();

    const answeredAt = new Date(Date.now() - 3_000).toISOString();
    emit('call.updated', contactLeg({ status: 'in-progress', answeredAt }));
    emit(
      'conference.snapshot',
      makeSnapshot({
        version: 2,
        participants: [makeParticipant(), { ...CONTACT_PARTICIPANT, joinedAt: answeredAt }],
      }),
    );
    // Counted from the answer (3 s ago; the ticker may be a second behind), not from the join (65 s ago).
    expect(await within(panel).findByRole('timer', { name: 'Call duration' })).toHaveTextContent(
      /^0:0[2-5]$/,
    );
    expect(within(panel).queryByText(/^Ringing…/)).not.toBeInTheDocument();
  });

  it('stops ringing once call.updated says the contact answered, before the snapshot', async () => {
    const { emit } = setup(dialPadCall);
    act(() => {
      useVoiceStore.getState().applySnapshot(AGENT_ONLY);
    });
    const panel = await screen.findByRole('region', { name: 'Call' });
    emit('call.updated', contactLeg({ status: 'in-progress', answeredAt: new Date().toISOString() }));
    expect(await within(panel).findByRole('timer', { name: 'Call duration' })).toHaveTextContent(/^0:0\d$/);
  });

  it('never says Ringing… on an inbound call, whoever is on it', async () => {
    setup(inboundCall);
    act(() => {
      useVoiceStore.getState().applySnapshot(AGENT_ONLY);
    });
    const panel = await screen.findByRole('region', { name: 'Call' });
    expect(within(panel).getByRole('timer', { name: 'Call duration' })).toHaveTextContent(/^1:\d\d$/);
    expect(within(panel).queryByText(/^Ringing…/)).not.toBeInTheDocument();
  });
});

describe('the quality indicator in the panel (issue 17 item 6)', () => {
  it('shows the level and the warnings, and the statistics only behind Details', async () => {
    setup(inboundCall);
    act(() => {
      useVoiceStore.getState().applySnapshot(makeSnapshot());
    });
    const panel = await screen.findByRole('region', { name: 'Call' });
    const statistics = addCallStatisticsSample(emptyCallStatistics(), { mos: 3.8, rtt: 120, jitter: 8 });
    act(() =>
      useVoiceStore.getState().setQuality('CF1', { statistics, warnings: ['high-packets-lost-fraction'] }),
    );
    expect(within(panel).getByRole('status', { name: 'Call quality: Fair' })).toBeInTheDocument();
    expect(within(panel).getByRole('status', { name: 'Network warnings' })).toHaveTextContent(
      'Packets are being lost',
    );
    expect(within(panel).queryByRole('table')).not.toBeInTheDocument();
    fireEvent.click(within(panel).getByRole('button', { name: 'Details' }));
    expect(await within(panel).findByRole('table', { name: 'Call statistics' })).toHaveTextContent('3.80');
  });
});
