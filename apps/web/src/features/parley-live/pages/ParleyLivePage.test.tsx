import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { installFetch, resetApiState, withCsrf } from '../../../shared/api/testing/api-test-kit.ts';
import { callsOf, graphqlData } from '../../../shared/api/testing/graphql-test-kit.ts';
import { EventStreamProvider } from '../../../shared/sse/EventStreamProvider.tsx';
import { fakeEventSources } from '../../../shared/sse/testing/fake-event-source.ts';
import { theme } from '../../../shared/theme/theme.ts';
import type { ProfileOverrides } from '../../../test/session-fixtures.tsx';
import { makeProfile, signedInSession, TestSession } from '../../../test/session-fixtures.tsx';
import { ParleyLiveDocument, type ParleyLiveQuery } from '../api/parley-live.generated.ts';
import { LIVE_THRESHOLDS_STORAGE_KEY, useLiveThresholdsStore } from '../state/live-thresholds-store.ts';
import { ParleyLivePage } from './ParleyLivePage.tsx';

// Parley Live (issue 15): the snapshot is read again when the stream says something changed (no
// timer), coalesced to one read a second; a queue past a supervisor's threshold is highlighted.

type Snapshot = ParleyLiveQuery['parleyLive'];

function snapshotOf(waiting: number, overrides: Partial<Snapshot> = {}): Snapshot {
  return {
    at: new Date().toISOString(),
    timeZone: 'UTC',
    serviceLevelSeconds: 20,
    callsInProgress: 1,
    agents: [
      {
        id: 'u-1',
        name: 'Alex Agent',
        status: 'Available',
        available: true,
        since: new Date(Date.now() - 65_000).toISOString(),
        taskCount: 1,
        taskChannel: 'voice',
      },
      {
        id: 'u-2',
        name: 'Bea Break',
        status: 'Break',
        available: false,
        since: new Date(Date.now() - 5_000).toISOString(),
        taskCount: 0,
        taskChannel: null,
      },
    ],
    queues: [
      {
        sid: 'WQ1',
        name: 'Sales',
        waiting,
        offered: 0,
        inProgress: 1,
        longestWaitSince: waiting > 0 ? new Date(Date.now() - 90_000).toISOString() : null,
        today: { created: 10, handled: 8, abandoned: 2, serviceLevel: 0.7, averageSpeedOfAnswerSeconds: 12 },
      },
    ],
    campaigns: [],
    ...overrides,
  };
}

function renderLive(answers: Snapshot[], profile: ProfileOverrides = { roles: ['supervisor'] }) {
  const sources = fakeEventSources();
  let served = 0;
  const fetched = installFetch(
    withCsrf(() => {
      const answer = answers[Math.min(served, answers.length - 1)] ?? snapshotOf(0);
      served += 1;
      return graphqlData(ParleyLiveDocument, { parleyLive: answer });
    }),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/parley-live', element: <ParleyLivePage /> }], {
    initialEntries: ['/parley-live'],
  });
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <TestSession session={signedInSession(makeProfile(profile))}>
          <EventStreamProvider brandSlug="acme" createEventSource={sources.create}>
            <RouterProvider router={router} />
          </EventStreamProvider>
        </TestSession>
      </QueryClientProvider>
    </MantineProvider>,
  );
  const emit = (name: string, data: unknown) =>
    act(() => {
      sources.latest().open();
      sources.latest().emit(name, data);
    });
  const reads = () => callsOf(fetched.calls, ParleyLiveDocument).length;
  return { emit, reads };
}

const taskUpdated = { taskSid: 'WT1', status: 'pending', channel: 'sms', queueSid: 'WQ1', updatedAt: 'x' };
const statusUpdated = {
  userId: 'u-2',
  workerSid: 'WK2',
  status: 'Available',
  available: true,
  statusChangedAt: new Date().toISOString(),
};

beforeEach(() => {
  resetApiState();
  localStorage.clear();
  useLiveThresholdsStore.setState({ byUser: {} });
});

describe('Parley Live', () => {
  it('shows agents by state, queues, calls in progress and empty campaigns', async () => {
    renderLive([snapshotOf(3)]);
    const sales = await screen.findByRole('generic', { name: 'Sales' });
    expect(within(sales).getByText('3')).toBeInTheDocument();
    expect(within(sales).getByText('1:30')).toBeInTheDocument();
    expect(within(sales).getByText('70%')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Available' })).getByText('Alex Agent'),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Break' })).getByText('Bea Break')).toBeInTheDocument();
    expect(screen.getByText('On Call')).toBeInTheDocument();
    expect(screen.getByText('No campaign is running.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Full screen' })).toBeInTheDocument();
  });

  it('reads the snapshot again on a stream event, once for a burst, and never on its own', async () => {
    const { emit, reads } = renderLive([snapshotOf(0), snapshotOf(4)]);
    await screen.findByRole('generic', { name: 'Sales' });
    expect(reads()).toBe(1);
    // No timer polls: a quiet stream reads nothing more.
    await new Promise((resolve) => setTimeout(resolve, 1_300));
    expect(reads()).toBe(1);

    emit('task.updated', taskUpdated);
    emit('agent.statusUpdated', statusUpdated);
    emit('task.updated', { ...taskUpdated, taskSid: 'WT2' });
    await waitFor(() => expect(reads()).toBe(2));
    const sales = screen.getByRole('generic', { name: 'Sales' });
    await waitFor(() => expect(within(sales).getByText('4')).toBeInTheDocument());
    // The burst was one read: nothing more follows within the window.
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(reads()).toBe(2);

    emit('campaign.updated', { campaignId: 'c1', state: 'active', updatedAt: 'x' });
    await waitFor(() => expect(reads()).toBe(3), { timeout: 2_000 });
  });

  it('highlights a queue past the thresholds the supervisor sets, with the reasons, kept in the browser', async () => {
    renderLive([snapshotOf(5)]);
    const sales = await screen.findByRole('generic', { name: 'Sales' });
    expect(sales).toHaveAttribute('data-alert', 'false');

    fireEvent.click(within(sales).getByRole('button', { name: 'Alert thresholds of Sales' }));
    fireEvent.change(await screen.findByLabelText('Waiting above (tasks)'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Longest wait above (seconds)'), { target: { value: '60' } });
    fireEvent.change(screen.getByLabelText('Service level below (%)'), { target: { value: '80' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(sales).toHaveAttribute('data-alert', 'true'));
    expect(within(sales).getByText('5 waiting (over 3)')).toBeInTheDocument();
    expect(within(sales).getByText(/Longest wait 1:3\d \(over 60 s\)/)).toBeInTheDocument();
    expect(within(sales).getByText('Service level 70% (under 80%)')).toBeInTheDocument();
    const stored = JSON.parse(localStorage.getItem(LIVE_THRESHOLDS_STORAGE_KEY) ?? '{}');
    expect(stored.state.byUser['acme:user-1'].WQ1).toEqual({
      waitingAbove: 3,
      longestWaitAboveSeconds: 60,
      serviceLevelBelowPercent: 80,
    });
  });

  it('is for admins and supervisors only', () => {
    const { reads } = renderLive([snapshotOf(0)], { roles: ['agent'] });
    expect(screen.getByText('Parley Live is for admins and supervisors.')).toBeInTheDocument();
    expect(reads()).toBe(0);
  });
});
