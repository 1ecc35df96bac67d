import { Notifications } from '@mantine/notifications';
import type { CallView } from '@parley/core/voice/voice-contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type FetchCall,
  installFetch,
  jsonResponse,
  resetApiState,
  withCsrf,
} from '../../../shared/api/testing/api-test-kit.ts';
import { graphqlData } from '../../../shared/api/testing/graphql-test-kit.ts';
import { EventStreamProvider } from '../../../shared/sse/EventStreamProvider.tsx';
import { fakeEventSources } from '../../../shared/sse/testing/fake-event-source.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { DeskAgentDocument } from '../../agent-desktop/api/agent.generated.ts';
import { TEST_AGENT } from '../../agent-desktop/testing/desk-server.ts';
import { useVoiceStore } from '../../voice/state/voice-store.ts';
import { SimulatorCalls } from './SimulatorCalls.tsx';

// The Contact Simulator's calls (docs/voice-contract.md "REST: the Contact Simulator").

vi.setConfig({ testTimeout: 20_000 });

function callView(overrides: Partial<CallView>): CallView {
  return {
    callSid: 'CA1',
    direction: 'inbound',
    from: '+14155550100',
    to: '+18005550100',
    status: 'ringing',
    failureReason: null,
    taskSid: 'WT1',
    conferenceSid: null,
    contactName: 'Olivia Smith',
    mediaUserId: 'user-admin',
    createdAt: new Date().toISOString(),
    answeredAt: null,
    endedAt: null,
    ...overrides,
  };
}

function setup(initial: CallView[], contactText = '+1 415 555 0100') {
  let items = initial;
  const { calls } = installFetch(
    withCsrf((call: FetchCall) => {
      if (call.url === '/api/simulator/calls') return jsonResponse(200, { items });
      if (call.url === '/api/simulator/inbound-call') {
        items = [callView({ callSid: 'CA9', from: '+14155550100' }), ...items];
        return jsonResponse(200, { callSid: 'CA9', taskSid: 'WT9' });
      }
      if (call.url.startsWith('/api/simulator/calls/')) return jsonResponse(200, { success: true });
      if (call.url === '/api/graphql') {
        return graphqlData(DeskAgentDocument, {
          getAuthenticatedUser: {
            ...TEST_AGENT,
            id: 'user-admin',
            workerSid: 'WKadmin',
            availableStatuses: [],
          },
        });
      }
      return jsonResponse(404, { code: 'not_found', message: 'Route not found' });
    }),
  );
  const sources = fakeEventSources();
  const onContactError = vi.fn();
  const view = (text: string) => (
    <EventStreamProvider brandSlug="acme" createEventSource={sources.create}>
      <Notifications />
      <SimulatorCalls contactText={text} onContactError={onContactError} />
    </EventStreamProvider>
  );
  renderWithProviders(view(contactText));
  // The stream opens as on the page (which reads the list again when it does).
  act(() => sources.latest().open());
  const emit = (name: string, data: unknown) =>
    act(() => {
      sources.latest().open();
      sources.latest().emit(name, data);
    });
  return { calls, emit, onContactError };
}

beforeEach(() => {
  resetApiState();
  useVoiceStore.getState().reset();
});

describe('the Contact Simulator calls', () => {
  it('calls the brand from the contact and lists the call', async () => {
    const { calls } = setup([]);
    expect(await screen.findByText('No calls with the brand yet.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Call the brand' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.url === '/api/simulator/inbound-call')).toHaveLength(1),
    );
    expect(calls.find((call) => call.url === '/api/simulator/inbound-call')?.body).toEqual({
      from: '+14155550100',
    });
    const list = await screen.findByRole('list', { name: 'Calls' });
    expect(within(list).getByRole('listitem', { name: 'Olivia Smith ringing' })).toBeInTheDocument();
  });

  it('refuses a number that does not parse', async () => {
    const { calls, onContactError } = setup([], '12');
    fireEvent.click(await screen.findByRole('button', { name: 'Call the brand' }));
    expect(onContactError).toHaveBeenCalledWith('Invalid phone number');
    expect(calls.filter((call) => call.url === '/api/simulator/inbound-call')).toHaveLength(0);
  });

  it('answers a call of the brand ringing at the contact, hangs up, and follows call.updated', async () => {
    const ringing = callView({
      callSid: 'CA5',
      direction: 'outbound',
      from: '+18005550100',
      to: '+14155550100',
      mediaUserId: null,
    });
    const { calls, emit } = setup([ringing]);
    const item = await screen.findByRole('listitem', { name: 'Olivia Smith ringing' });
    fireEvent.click(within(item).getByRole('button', { name: 'Answer' }));
    await waitFor(() =>
      expect(calls.some((call) => call.url === '/api/simulator/calls/CA5/answer')).toBe(true),
    );

    emit('call.updated', {
      ...ringing,
      status: 'in-progress',
      conferenceSid: 'CF5',
      answeredAt: new Date().toISOString(),
    });
    const live = await screen.findByRole('listitem', { name: 'Olivia Smith in-progress' });
    // The contact's audio meters.
    expect(within(live).getByRole('progressbar', { name: 'Input level' })).toBeInTheDocument();
    expect(within(live).getByRole('progressbar', { name: 'Output level' })).toBeInTheDocument();
    fireEvent.click(within(live).getByRole('button', { name: 'Hang up' }));
    await waitFor(() =>
      expect(calls.some((call) => call.url === '/api/simulator/calls/CA5/hangup')).toBe(true),
    );

    emit('call.updated', { ...ringing, status: 'completed', endedAt: new Date().toISOString() });
    const ended = await screen.findByRole('listitem', { name: 'Olivia Smith completed' });
    expect(within(ended).queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('a voicemail drop left on a call this page carries (voice.voicemailDrop)', () => {
  it('plays the stored audio to the contact until the call ends', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
    try {
      const live = callView({ callSid: 'CA7', status: 'in-progress', conferenceSid: 'CF7' });
      const { emit } = setup([live]);
      const item = await screen.findByRole('listitem', { name: 'Olivia Smith in-progress' });
      emit('voice.voicemailDrop', {
        conferenceSid: 'CF7',
        callSid: 'CA7',
        recordingId: 'rec-1',
        audioUrl: '/api/voicemail-drops/rec-1/audio',
        durationSeconds: 4,
      });
      const player = await within(item).findByLabelText('Voicemail drop');
      expect(player.tagName).toBe('AUDIO');
      expect(player).toHaveAttribute('src', '/api/voicemail-drops/rec-1/audio');
      expect(play).toHaveBeenCalled();
      expect(within(item).getByRole('status')).toHaveTextContent('Fetching the voicemail drop…');
      fireEvent.playing(player);
      expect(within(item).getByRole('status')).toHaveTextContent(
        'The agent left a voicemail drop: playing it (4 s).',
      );
      fireEvent.ended(player);
      expect(within(item).getByRole('status')).toHaveTextContent('The voicemail drop has played.');

      // The server ends the call once it has played: the player goes with it.
      emit('call.updated', { ...live, status: 'completed', endedAt: new Date().toISOString() });
      const ended = await screen.findByRole('listitem', { name: 'Olivia Smith completed' });
      expect(within(ended).queryByLabelText('Voicemail drop')).not.toBeInTheDocument();
      expect(pause).toHaveBeenCalled();
    } finally {
      play.mockRestore();
      pause.mockRestore();
    }
  });

  it('says so when the audio cannot be played, and ignores drops of other calls or odd URLs', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockRejectedValue(new Error('NotAllowedError'));
    try {
      const live = callView({ callSid: 'CA8', status: 'in-progress', conferenceSid: 'CF8' });
      const { emit } = setup([live]);
      const item = await screen.findByRole('listitem', { name: 'Olivia Smith in-progress' });
      emit('voice.voicemailDrop', {
        conferenceSid: 'CF8',
        callSid: 'CA8',
        recordingId: 'rec-2',
        audioUrl: 'https://evil.example/audio',
      });
      emit('voice.voicemailDrop', {
        conferenceSid: 'CF9',
        callSid: 'CA9',
        recordingId: 'rec-3',
        audioUrl: '/api/voicemail-drops/rec-3/audio',
      });
      expect(within(item).queryByLabelText('Voicemail drop')).not.toBeInTheDocument();
      emit('voice.voicemailDrop', {
        conferenceSid: 'CF8',
        callSid: 'CA8',
        recordingId: 'rec-2',
        audioUrl: '/api/voicemail-drops/rec-2/audio',
      });
      await within(item).findByLabelText('Voicemail drop');
      await waitFor(() =>
        expect(within(item).getByRole('status')).toHaveTextContent('The voicemail drop could not be played.'),
      );
    } finally {
      play.mockRestore();
    }
  });
});
