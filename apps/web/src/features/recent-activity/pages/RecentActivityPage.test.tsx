// The Recent Activity page (issue 15): the feed newest first, its filters, paging and states.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiState } from '../../../shared/api/testing/api-test-kit.ts';
import {
  callsOf,
  graphqlData,
  graphqlError,
  sentOperation,
  sentVariablesOf,
} from '../../../shared/api/testing/graphql-test-kit.ts';
import { RecentActivityDocument } from '../api/recent-activity.generated.ts';
import type { ActivityItem } from '../api/recent-activity-api.ts';
import { activityOf, renderRecentActivity, serveRecentActivity } from '../testing/render-recent-activity.tsx';

beforeEach(() => {
  resetApiState();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const feedPage = (items: ActivityItem[], nextCursor: string | null = null, lookbackDays = 2) =>
  graphqlData(RecentActivityDocument, { recentActivity: { items, nextCursor, lookbackDays } });

/** The feed answers `pages` in order of the cursor asked for (null first). */
function serveFeed(pages: Record<string, Response | (() => Response)>) {
  return serveRecentActivity({
    graphql: (call) => {
      if (!sentOperation(call, RecentActivityDocument)) return undefined;
      const [variables] = sentVariablesOf([call], RecentActivityDocument);
      const answer = pages[variables?.after ?? 'first'];
      if (!answer) return graphqlError('no such page', { code: 'internal', status: 500 });
      return typeof answer === 'function' ? answer() : answer.clone();
    },
  });
}

const rows = () => screen.getAllByTestId('activity-row');

describe('/recent-activity', () => {
  it('lists what happened newest first: channel, summary, contact, agent, time; a row opens the profile', async () => {
    serveFeed({
      first: feedPage([
        activityOf({ summary: 'Text sent: On my way', agent: { id: 'agent-1', name: 'Grace Hopper' } }, 5),
        activityOf(
          {
            type: 'call.completed',
            channel: 'call',
            summary: 'Call completed · 3 min 12 s · answered',
            recordingUrl: '/api/call-recordings/r1/audio',
            contact: { id: 'c2', profileId: 'prBo', name: null, phone: '+14155550102' },
          },
          90,
        ),
      ]),
    });
    const { router } = renderRecentActivity();
    expect(await screen.findByText('Text sent: On my way')).toBeInTheDocument();
    const [first, second] = rows();
    if (!first || !second) throw new Error('two rows expected');
    expect(within(first).getByText('Ada Lovelace · Grace Hopper')).toBeInTheDocument();
    expect(within(first).getByText('5 min ago')).toBeInTheDocument();
    expect(within(first).getByLabelText('Text')).toBeInTheDocument();
    expect(within(second).getByText('Call completed · 3 min 12 s · answered')).toBeInTheDocument();
    expect(within(second).getByText('+14155550102')).toBeInTheDocument();
    expect(within(second).getByText('1 h ago')).toBeInTheDocument();
    expect(within(second).getByLabelText('Call')).toBeInTheDocument();
    expect(within(second).getByRole('link', { name: /Recording/ })).toHaveAttribute(
      'href',
      '/api/call-recordings/r1/audio',
    );
    expect(screen.getByText('Showing the last 2 days')).toBeInTheDocument();
    expect(screen.getByText('That is everything in the window.')).toBeInTheDocument();

    fireEvent.click(within(first).getByRole('link', { name: 'Open the profile of Ada Lovelace' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/audience'));
    expect(router.state.location.search).toBe('?profileId=prAda000000000000000001');
  });

  it('shows the window of the flag when there is no activity', async () => {
    serveFeed({ first: feedPage([], null, 2) });
    renderRecentActivity();
    expect(await screen.findByText('No activity in the last 2 days')).toBeInTheDocument();
  });

  it('says the filters match nothing when filtered, within the window the server read', async () => {
    serveFeed({ first: feedPage([], null, 5) });
    renderRecentActivity('/recent-activity?channel=call');
    expect(
      await screen.findByText('No activity matches these filters in the last 5 days'),
    ).toBeInTheDocument();
  });

  it('pages on with Load more, appending the next page after the cursor', async () => {
    const { calls } = serveFeed({
      first: feedPage([activityOf({ summary: 'Newest' }, 1)], 'cursor-1'),
      'cursor-1': feedPage([activityOf({ summary: 'Older' }, 30)], 'cursor-2'),
      'cursor-2': feedPage([activityOf({ summary: 'Oldest' }, 60)]),
    });
    renderRecentActivity();
    expect(await screen.findByText('Newest')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Older')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Oldest')).toBeInTheDocument();
    expect(rows().map((row) => row.textContent)).toEqual([
      expect.stringContaining('Newest'),
      expect.stringContaining('Older'),
      expect.stringContaining('Oldest'),
    ]);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(sentVariablesOf(calls, RecentActivityDocument).map((variables) => variables.after)).toEqual([
      null,
      'cursor-1',
      'cursor-2',
    ]);
  });

  it('loads the next page by itself when the end of the list scrolls into view', async () => {
    const observers: { callback: IntersectionObserverCallback }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          observers.push({ callback });
        }
        observe() {}
        disconnect() {}
      },
    );
    serveFeed({
      first: feedPage([activityOf({ summary: 'Newest' }, 1)], 'cursor-1'),
      'cursor-1': feedPage([activityOf({ summary: 'Older' }, 30)]),
    });
    renderRecentActivity();
    expect(await screen.findByText('Newest')).toBeInTheDocument();
    await waitFor(() => expect(observers.length).toBeGreaterThan(0));
    act(() => {
      // The observer only reads isIntersecting.
      observers
        .at(-1)
        ?.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
    });
    expect(await screen.findByText('Older')).toBeInTheDocument();
  });

  it('filters by the contact the URL names, and by agent, channel and type as chosen', async () => {
    const { calls } = serveFeed({ first: () => feedPage([activityOf()]) });
    renderRecentActivity('/recent-activity?profileId=prAda000000000000000001');
    expect(await screen.findByText('Text received: Hello there')).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Ada Lovelace · +14155550101')).toBeInTheDocument();

    const choose = async (label: string, option: string) => {
      const input = screen.getByRole('combobox', { name: label });
      fireEvent.focus(input);
      fireEvent.click(input);
      fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
    };
    await choose('Agent', 'Grace Hopper');
    await choose('Channel', 'Call');
    await choose('Type', 'call.completed');
    await waitFor(() =>
      expect(sentVariablesOf(calls, RecentActivityDocument).at(-1)?.filter).toEqual({
        profileId: 'prAda000000000000000001',
        agentId: 'agent-1',
        channel: 'call',
        type: 'call.completed',
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(sentVariablesOf(calls, RecentActivityDocument).at(-1)?.filter).toEqual({}));
    expect(callsOf(calls, RecentActivityDocument).length).toBeGreaterThanOrEqual(5);
  });

  it('shows an error with a retry when the feed cannot be read', async () => {
    let fail = true;
    serveFeed({
      first: () =>
        fail
          ? graphqlError('You do not have permission to do this', { code: 'forbidden', status: 403 })
          : feedPage([activityOf({ summary: 'Back again' })]),
    });
    renderRecentActivity();
    expect(await screen.findByText('Could not load activity.')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Back again')).toBeInTheDocument();
  });
});
