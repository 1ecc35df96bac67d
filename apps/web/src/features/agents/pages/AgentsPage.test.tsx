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

type Day = AgentsPageQuery['agentsOverview']['agents'][number];
const statusSince = new Date(Date.now() - 65_000).toISOString();
const DAYS: Day[] = [
  {
    id: 'u-alex',
    status: 'Available',
    statusChangedAt: statusSince,
    teams: [{ id: 't-blue', name: 'Blue' }],
    skills: ['Spanish'],
    activityBreakdown: [
      { activityName: 'Available', duration: 7_200 },
      { activityName: 'Unavailable', duration: 3_600 },
    ],
    handledToday: 2,
    averageHandleSeconds: 1_800,
    occupancy: 0.5,
    currentTask: null,
  },
  {
    id: 'u-sam',
    status: 'Available',
    statusChangedAt: statusSince,
    teams: [],
    skills: [],
    activityBreakdown: [],
    handledToday: 0,
    averageHandleSeconds: null,
    occupancy: null,
    currentTask: {
      taskSid: 'WT2',
      channel: 'sms',
      status: 'accepted',
      title: 'Follow up',
      contact: 'Ada Lovelace',
      since: statusSince,
    },
  },
];

type Handler = (call: FetchCall) => Response;

function setup(
  rest: Record<string, Handler> = {},
  flags = { managerListen: true, managerWhisper: true, managerBarge: true },
  agents: { items: AgentsPageQuery['findAllAgents']['items']; days: Day[] } = { items: AGENTS, days: DAYS },
) {
  const { calls } = installFetch(
    withCsrf((call) => {
      if (call.url === '/api/graphql') {
        const name = sentOperationName(call);
        if (name === 'AgentsPage')
          return graphqlData(AgentsPageDocument, {
            findAllAgents: { items: agents.items },
            agentsOverview: { timeZone: 'UTC', agents: agents.days },
          });
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
    expect(within(samRow).queryByRole('button', { name: /Listen|Whisper|Barge/ })).not.toBeInTheDocument();

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

// Issue 15 "Agents": today's figures per agent, sorting, filters and the activity breakdown.
describe("each agent's day on /agents", () => {
  const CASEY = {
    id: 'u-casey',
    name: 'Casey New',
    email: 'casey@example.com',
    status: 'Offline',
    isAvailable: false,
    conferenceStatus: 'available',
    workerSid: 'WKcasey',
    reservations: [],
  };
  const figure = (row: HTMLElement, name: string) =>
    row.querySelector(`[data-figure="${name}"]`)?.textContent ?? null;
  const names = () =>
    screen
      .getAllByRole('row')
      .map((row) => row.getAttribute('data-agent'))
      .filter(Boolean);

  it('shows status time, current task, handled, handle time and occupancy, and dashes where nothing is known', async () => {
    setup({}, undefined, { items: [...AGENTS, CASEY], days: DAYS });
    const alex = await alexRow();
    expect(figure(alex, 'handled')).toBe('2');
    expect(figure(alex, 'aht')).toBe('30:00');
    expect(figure(alex, 'occupancy')).toBe('50 %');
    expect(figure(alex, 'time-in-status')).toMatch(/^1:0\d$/);

    const sam = (await screen.findByText('Sam Supervisor')).closest('tr') as HTMLElement;
    expect(within(sam).getByText('SMS · Follow up · Ada Lovelace')).toBeInTheDocument();
    // Nothing completed today: 0 handled is a fact; no handle time and no occupancy are not zeros.
    expect(figure(sam, 'handled')).toBe('0');
    expect(figure(sam, 'aht')).toBe('—');
    expect(figure(sam, 'occupancy')).toBe('—');

    // Not in the overview: nothing is made up.
    const casey = (await screen.findByText('Casey New')).closest('tr') as HTMLElement;
    for (const name of ['handled', 'aht', 'occupancy', 'time-in-status'])
      expect(figure(casey, name)).toBe('—');
    expect(within(casey).queryByRole('button')).not.toBeInTheDocument();
  });

  it('expands an agent to their time per status today', async () => {
    setup();
    const alex = await alexRow();
    fireEvent.click(within(alex).getByRole('button', { name: "Show Alex Agent's activity today" }));
    const breakdown = await screen.findByLabelText('Activity today');
    expect(within(breakdown).getByText('Available')).toBeInTheDocument();
    expect(within(breakdown).getByText('2:00:00')).toBeInTheDocument();
    expect(within(breakdown).getByText('1:00:00')).toBeInTheDocument();
    fireEvent.click(within(alex).getByRole('button', { name: "Hide Alex Agent's activity today" }));
    await waitFor(() => expect(screen.queryByLabelText('Activity today')).not.toBeInTheDocument());

    const sam = (await screen.findByText('Sam Supervisor')).closest('tr') as HTMLElement;
    fireEvent.click(within(sam).getByRole('button', { name: "Show Sam Supervisor's activity today" }));
    expect(await screen.findByText('No status time today.')).toBeInTheDocument();
  });

  it('sorts by a column, both ways, and filters by team', async () => {
    setup({}, undefined, { items: [...AGENTS, CASEY], days: DAYS });
    await alexRow();
    expect(names()).toEqual(['agent@example.com', 'casey@example.com', 'sam@example.com']);
    fireEvent.click(screen.getByRole('button', { name: 'Sort by Handled today' }));
    // Fewest first; an agent without a figure last either way.
    expect(names()).toEqual(['sam@example.com', 'agent@example.com', 'casey@example.com']);
    fireEvent.click(screen.getByRole('button', { name: 'Sort by Handled today' }));
    expect(names()).toEqual(['agent@example.com', 'sam@example.com', 'casey@example.com']);

    fireEvent.click(screen.getByRole('combobox', { name: 'Team' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Blue', hidden: true }));
    await waitFor(() => expect(names()).toEqual(['agent@example.com']));
  });
});
