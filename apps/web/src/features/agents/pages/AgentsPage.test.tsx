import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { makeReservation } from '@parley/core/agent-desktop/fixtures';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type FetchCall,
  installFetch,
  jsonResponse,
  resetApiState,
  toastMessages,
  withCsrf,
} from '../../../shared/api/testing/api-test-kit.ts';
import { graphqlData, sentOperationName } from '../../../shared/api/testing/graphql-test-kit.ts';
import { EventStreamProvider } from '../../../shared/sse/EventStreamProvider.tsx';
import { fakeEventSources } from '../../../shared/sse/testing/fake-event-source.ts';
import { theme } from '../../../shared/theme/theme.ts';
import { makeProfile, signedInSession, TestSession } from '../../../test/session-fixtures.tsx';
import { DeskAgentDocument } from '../../agent-desktop/api/agent.generated.ts';
import { callsTo } from '../../agent-desktop/testing/desk-server.ts';
import { useVoiceStore } from '../../voice/state/voice-store.ts';
import { AgentsPageDocument, type AgentsPageQuery } from '../api/agents.generated.ts';
import { AgentsPage } from './AgentsPage.tsx';

const notifyParent = vi.hoisted(() => vi.fn());
vi.mock('../../embedding/state/notify-parent.ts', () => ({ notifyParent }));

// /agents for supervisors (spec 001 §4, §8): live calls offer Listen / Whisper / Barge and Stop,
// with the states none → starting → started-*, and the spec's failure texts.

vi.setConfig({ testTimeout: 20_000 });

const onCall = makeReservation({
  taskSid: 'WT1',
  status: 'accepted',
  taskChannelUniqueName: 'voice',
  reservationAcceptedAt: new Date(Date.now() - 30_000).toISOString(),
  attributes: {
    title: 'Incoming Call',
    direction: 'inbound',
    name: 'Grace Hopper',
    contactPhone: '+14155550101',
    callSid: 'CA1',
  },
});

const AGENTS: AgentsPageQuery['findAllAgents']['items'] = [
  {
    id: 'u-alex',
    name: 'Alex Agent',
    email: 'agent@example.com',
    status: 'Available',
    isAvailable: true,
    conferenceStatus: 'busy',
    workerSid: 'WKalex',
    reservations: [{ ...onCall, reservationAcceptedAt: onCall.reservationAcceptedAt ?? null }],
  },
  {
    id: 'u-sam',
    name: 'Sam Supervisor',
    email: 'sam@example.com',
    status: 'Available',
    isAvailable: true,
    conferenceStatus: 'available',
    workerSid: 'WKsam',
    reservations: [],
  },
];

type Handler = (call: FetchCall) => Response;

function setup(
  rest: Record<string, Handler> = {},
  flags = { managerListen: true, managerWhisper: true, managerBarge: true },
) {
  const { calls } = installFetch(
    withCsrf((call) => {
      if (call.url === '/api/graphql') {
        const name = sentOperationName(call);
        if (name === 'AgentsPage')
          return graphqlData(AgentsPageDocument, { findAllAgents: { items: AGENTS } });
        if (name === 'DeskAgent') {
          return graphqlData(DeskAgentDocument, {
            getAuthenticatedUser: {
              id: 'u-sam',
              email: 'sam@example.com',
              name: 'Sam Supervisor',
              workerSid: 'WKsam',
              status: 'Available',
              statusChangedAt: new Date().toISOString(),
              availableStatuses: [],
            },
          });
        }
        return jsonResponse(200, {
          errors: [{ message: `unscripted ${name}`, extensions: { status: 500 } }],
        });
      }
      const handler = rest[`${call.method} ${call.url}`];
      return handler ? handler(call) : jsonResponse(404, { code: 'not_found', message: 'unscripted' });
    }),
  );
  const sources = fakeEventSources();
  const router = createMemoryRouter([{ path: '/agents', element: <AgentsPage /> }], {
    initialEntries: ['/agents'],
  });
  render(
    <MantineProvider theme={theme}>
      <Notifications />
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <TestSession session={signedInSession(makeProfile({ roles: ['supervisor'], featureFlags: flags }))}>
          <EventStreamProvider brandSlug="acme" createEventSource={sources.create}>
            <RouterProvider router={router} />
          </EventStreamProvider>
        </TestSession>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { calls };
}

const started =
  (action: string, id = 'CPsup') =>
  () =>
    jsonResponse(200, { id, conferenceSid: 'CF1', action });

async function alexRow() {
  const name = await screen.findByText('Alex Agent');
  return name.closest('tr') as HTMLElement;
}

beforeEach(() => {
  resetApiState();
  useVoiceStore.getState().reset();
  notifyParent.mockClear();
});

describe('manager actions on /agents', () => {
  it('listens, then whispers, then barges, and stops', async () => {
    const { calls } = setup({
      'POST /conv/conferences/manager-action': (call) =>
        started(String((call.body as { action: string }).action))(),
      'DELETE /conv/conferences/manager-action/CF1/CPsup': () => new Response(null, { status: 204 }),
    });
    const row = await alexRow();
    expect(within(row).getByText('Live call: Grace Hopper')).toBeInTheDocument();
    // Sam's own row (no call) offers nothing.
    const samRow = (await screen.findByText('Sam Supervisor')).closest('tr') as HTMLElement;
    expect(within(samRow).queryByRole('button')).not.toBeInTheDocument();

    fireEvent.click(within(row).getByRole('button', { name: 'Listen Alex Agent' }));
    expect(await within(row).findByText('Listening')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/conv/conferences/manager-action')[0]?.body).toEqual({
      taskSid: 'WT1',
      managerContactUri: 'client:WKsam',
      action: 'listen',
      twilioWorkerSid: 'WKalex',
      status: 'accepted',
      callSid: 'CA1',
    });
    expect(useVoiceStore.getState().managerAction).toMatchObject({
      status: 'started-listening',
      participantSid: 'CPsup',
    });

    fireEvent.click(within(row).getByRole('button', { name: 'Whisper Alex Agent' }));
    expect(await within(row).findByText('Whispering')).toBeInTheDocument();
    fireEvent.click(within(row).getByRole('button', { name: 'Barge Alex Agent' }));
    expect(await within(row).findByText('Barging')).toBeInTheDocument();
    expect(useVoiceStore.getState().managerAction.status).toBe('started-barging');
    expect(notifyParent.mock.calls.map((call) => call[0])).toEqual([
      'started-listening',
      'started-whispering',
      'started-barging',
    ]);

    fireEvent.click(within(row).getByRole('button', { name: 'Stop Alex Agent' }));
    await waitFor(() => expect(useVoiceStore.getState().managerAction.status).toBe('none'));
    expect(callsTo(calls, 'DELETE', '/conv/conferences/manager-action/CF1/CPsup')).toHaveLength(1);
    expect(within(row).queryByText('Barging')).not.toBeInTheDocument();
  });

  it("shows 'starting' until the server answers", async () => {
    let answer: (response: Response) => void = () => {};
    setup({
      'POST /conv/conferences/manager-action': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }) as unknown as Response,
    });
    const row = await alexRow();
    fireEvent.click(within(row).getByRole('button', { name: 'Listen Alex Agent' }));
    expect(await within(row).findByText('Starting…')).toBeInTheDocument();
    expect(useVoiceStore.getState().managerAction.status).toBe('starting');
    answer(jsonResponse(200, { id: 'CPsup', conferenceSid: 'CF1', action: 'listen' }));
    expect(await within(row).findByText('Listening')).toBeInTheDocument();
  });

  it.each([
    [404, 'Call not found'],
    [400, 'Failed to start whisper call'],
  ])('a %i says %s and goes back to none', async (status, text) => {
    setup({
      'POST /conv/conferences/manager-action': () => jsonResponse(status, { code: 'x', message: 'refused' }),
    });
    const row = await alexRow();
    fireEvent.click(within(row).getByRole('button', { name: 'Whisper Alex Agent' }));
    await waitFor(() => expect(toastMessages()).toContain(text));
    expect(useVoiceStore.getState().managerAction.status).toBe('none');
  });

  it("says 'Unable to stop to {action}' when stopping fails", async () => {
    setup({
      'POST /conv/conferences/manager-action': started('barge'),
      'DELETE /conv/conferences/manager-action/CF1/CPsup': () =>
        jsonResponse(500, { code: 'x', message: 'no' }),
    });
    const row = await alexRow();
    fireEvent.click(within(row).getByRole('button', { name: 'Barge Alex Agent' }));
    expect(await within(row).findByText('Barging')).toBeInTheDocument();
    fireEvent.click(within(row).getByRole('button', { name: 'Stop Alex Agent' }));
    await waitFor(() => expect(toastMessages()).toContain('Unable to stop to barge'));
    expect(useVoiceStore.getState().managerAction.status).toBe('started-barging');
  });

  it('offers only the actions the supervisor’s flags allow', async () => {
    setup({}, { managerListen: true, managerWhisper: false, managerBarge: false });
    const row = await alexRow();
    expect(within(row).getByRole('button', { name: 'Listen Alex Agent' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Whisper Alex Agent' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Barge Alex Agent' })).not.toBeInTheDocument();
  });
});
