import { makeReservation } from '@parley/core/agent-desktop/fixtures';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, resetApiState, toastMessages } from '../../../shared/api/testing/api-test-kit.ts';
import { callsTo, installDeskServer } from '../../agent-desktop/testing/desk-server.ts';
import { renderDesk } from '../../agent-desktop/testing/render-desk.tsx';
import { useVoiceStore } from '../state/voice-store.ts';

const notifyParent = vi.hoisted(() => vi.fn());
vi.mock('../../embedding/state/notify-parent.ts', () => ({ notifyParent }));

// Preview dialing (docs/campaigns.md "Preview"): an accepted preview task shows the contact and the
// campaign until the agent calls or skips; nothing is dialed before "Call".

vi.setConfig({ testTimeout: 20_000 });

const preview = () =>
  makeReservation({
    taskSid: 'WTpreview',
    status: 'accepted',
    taskChannelUniqueName: 'voice',
    channelType: 'call',
    attributes: {
      taskType: 'Progressive Dial',
      title: 'Renewals',
      direction: 'outbound',
      triggerCall: true,
      contactPhone: '+14155550142',
      name: 'Ada Lovelace',
      campaignId: 'c1',
      campaignInfo: {
        id: 'c1',
        name: 'Renewals',
        dialingMode: 'preview',
        scriptUrl: 'https://example.com/script',
        voicemailInstructions: 'Mention the renewal date.',
        eligibleOffer: '10 % off',
      },
    },
  });

function server() {
  return installDeskServer({
    rest: {
      'GET /conv/conferences/active': () => jsonResponse(200, null),
      'POST /api/campaigns/skip-contact': () => jsonResponse(200, { skipped: true }),
      'POST /conv/conferences/create-call': () =>
        jsonResponse(200, { success: true, canContact: true, callSid: 'CA1', conferenceSid: 'CF1' }),
    },
  });
}

beforeEach(() => {
  resetApiState();
  useVoiceStore.getState().reset();
});

describe('the preview card', () => {
  it('shows the contact and the campaign, and dials nothing until the agent calls', async () => {
    const { calls } = server();
    const { emit } = renderDesk();
    await screen.findByText('No tasks right now');
    emit('reservation.created', preview());
    const card = await screen.findByRole('region', { name: 'Preview' });
    expect(within(card).getByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(within(card).getByText('+1 (415) 555-0142')).toBeInTheDocument();
    expect(within(card).getByText('Mention the renewal date.')).toBeInTheDocument();
    expect(within(card).getByText('10 % off')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Open the call script' })).toHaveAttribute(
      'href',
      'https://example.com/script',
    );
    expect(callsTo(calls, 'POST', '/conv/conferences/create-call')).toHaveLength(0);

    fireEvent.click(within(card).getByRole('button', { name: 'Call Ada Lovelace' }));
    await waitFor(() =>
      expect(callsTo(calls, 'POST', '/conv/conferences/create-call')[0]?.body).toEqual({
        taskSid: 'WTpreview',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Preview' })).toBeNull());
  });

  it('skips the contact: the server is told, the task leaves the desk, the agent is told', async () => {
    const { calls } = server();
    const { emit } = renderDesk();
    await screen.findByText('No tasks right now');
    emit('reservation.created', preview());
    const card = await screen.findByRole('region', { name: 'Preview' });
    fireEvent.click(within(card).getByRole('button', { name: 'Skip contact' }));
    await waitFor(() =>
      expect(callsTo(calls, 'POST', '/api/campaigns/skip-contact')[0]?.body).toEqual({
        taskSid: 'WTpreview',
      }),
    );
    await screen.findByText('No tasks right now');
    expect(toastMessages()).toContain('Contact skipped.');
    expect(callsTo(calls, 'POST', '/conv/conferences/create-call')).toHaveLength(0);
  });
});
