import { makeReservation } from '@parley/core/agent-desktop/fixtures';
import type { VoicemailDrop } from '@parley/core/voice/voicemail-drops';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, resetApiState, toastMessages } from '../../../shared/api/testing/api-test-kit.ts';
import { callsTo, installDeskServer, type RestHandler } from '../../agent-desktop/testing/desk-server.ts';
import { renderDesk } from '../../agent-desktop/testing/render-desk.tsx';
import { useVoiceStore } from '../state/voice-store.ts';
import { CONTACT_PARTICIPANT, makeParticipant, makeSnapshot } from '../testing/voice-fixtures.ts';

// The voicemail drop of the active call panel (spec 000 §7, spec 001 §6 hasPreRecordedVmDrops):
// the agent's own drops, the call control, and what the panel says while and after it plays.

vi.setConfig({ testTimeout: 20_000 });

const drop = (id: string, name: string, durationSeconds: number | null = 4): VoicemailDrop => ({
  id,
  name,
  mimeType: 'audio/wav',
  sizeBytes: 1000,
  durationSeconds,
  audioUrl: `/api/voicemail-drops/${id}/audio`,
  createdAt: '2025-03-04T15:05:00.000Z',
});

const DROPS = [
  drop('11111111-1111-4111-8111-111111111111', 'Friendly greeting'),
  drop('d2', 'After hours', null),
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
    callSid: 'CAcontact',
    campaignId: 'CMP1',
  },
});

/** The agent left: the snapshot the server sends them after the drop. */
const AGENT_LEFT = makeSnapshot({ version: 2, participants: [CONTACT_PARTICIPANT] });

function setup(options: { flag?: boolean; drops?: VoicemailDrop[]; dropAnswer?: RestHandler } = {}) {
  const server = installDeskServer({
    reservations: [call],
    rest: {
      'GET /conv/conferences/active': () => jsonResponse(200, null),
      'GET /api/voicemail-drops': () => jsonResponse(200, { items: options.drops ?? DROPS }),
      'POST /conv/call-controls/voicemail-drop':
        options.dropAnswer ??
        (() => {
          useVoiceStore.getState().applySnapshot(AGENT_LEFT);
          return jsonResponse(200, { success: true, conferenceSid: 'CF1', durationSeconds: 4 });
        }),
    },
  });
  renderDesk({ featureFlags: { hasPreRecordedVmDrops: options.flag ?? true } });
  useVoiceStore.getState().applySnapshot(makeSnapshot());
  return server;
}

beforeEach(() => {
  resetApiState();
  useVoiceStore.getState().reset();
});

describe('the voicemail drop on the active call panel', () => {
  it('lists the agent’s drops, drops one, and says it plays while the agent is off the call', async () => {
    const { calls } = setup();
    const panel = await screen.findByRole('region', { name: 'Call' });
    fireEvent.click(await within(panel).findByRole('button', { name: 'Voicemail drop' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Friendly greeting0:04', 'After hours—']);
    fireEvent.click(items[0] as HTMLElement);
    const left =
      '“Friendly greeting” is playing on the contact’s voicemail. You have left the call; it ends when the recording has played (4 s).';
    expect(await within(panel).findByText(left)).toBeInTheDocument();
    expect(within(panel).getByText('Call ended')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/conv/call-controls/voicemail-drop')[0]?.body).toEqual({
      customerCallSid: 'CAcontact',
      recordingId: '11111111-1111-4111-8111-111111111111',
      campaignId: 'CMP1',
    });
    await waitFor(() => expect(toastMessages()).toContain(left));
  });

  it('shows the progress, then the server’s refusal, and the call goes on', async () => {
    let answer: (response: Response) => void = () => {};
    setup({
      dropAnswer: () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    const panel = await screen.findByRole('region', { name: 'Call' });
    fireEvent.click(await within(panel).findByRole('button', { name: 'Voicemail drop' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: /After hours/ }));
    expect(
      await within(panel).findByText('Dropping “After hours” on the contact’s voicemail…'),
    ).toBeInTheDocument();
    act(() =>
      answer(
        jsonResponse(403, { code: 'forbidden', message: 'Only the agent on this call can drop a voicemail' }),
      ),
    );
    expect(
      await within(panel).findByText(
        'The voicemail drop failed: Only the agent on this call can drop a voicemail',
      ),
    ).toBeInTheDocument();
    // A refusal is the call's news, not an expired session: the agent stays on the desk and the call.
    expect(within(panel).getByRole('button', { name: 'Hang up' })).toBeInTheDocument();
    expect(window.location.pathname).not.toContain('login');
  });

  it('is disabled unless the contact is alone with the agent', async () => {
    setup();
    const panel = await screen.findByRole('region', { name: 'Call' });
    await within(panel).findByRole('button', { name: 'Voicemail drop' });
    act(() =>
      useVoiceStore.getState().applySnapshot(
        makeSnapshot({
          version: 3,
          participants: [
            makeParticipant(),
            CONTACT_PARTICIPANT,
            makeParticipant({ participantSid: 'CPext', kind: 'external', userId: null, mediaUserId: null }),
          ],
        }),
      ),
    );
    await waitFor(() => expect(within(panel).getByRole('button', { name: 'Voicemail drop' })).toBeDisabled());
  });

  it('is not offered without the hasPreRecordedVmDrops flag, nor without drops', async () => {
    const { calls } = setup({ flag: false });
    const panel = await screen.findByRole('region', { name: 'Call' });
    expect(within(panel).getByRole('button', { name: 'Hang up' })).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Voicemail drop' })).not.toBeInTheDocument();
    expect(callsTo(calls, 'GET', '/api/voicemail-drops')).toHaveLength(0);
  });

  it('is not offered to an agent with no drops', async () => {
    const { calls } = setup({ drops: [] });
    const panel = await screen.findByRole('region', { name: 'Call' });
    await waitFor(() => expect(callsTo(calls, 'GET', '/api/voicemail-drops')).toHaveLength(1));
    expect(within(panel).queryByRole('button', { name: 'Voicemail drop' })).not.toBeInTheDocument();
  });
});
