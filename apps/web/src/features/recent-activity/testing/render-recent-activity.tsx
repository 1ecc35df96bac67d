// Test support: the Recent Activity page in a memory router as a signed-in supervisor, and a scripted
// server answering the filters' queries (agents, contacts, event names) unless a test does.
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import {
  type FetchCall,
  installFetch,
  jsonResponse,
  withCsrf,
} from '../../../shared/api/testing/api-test-kit.ts';
import {
  graphqlData,
  graphqlError,
  sentOperation,
  sentOperationName,
} from '../../../shared/api/testing/graphql-test-kit.ts';
import { theme } from '../../../shared/theme/theme.ts';
import type { ProfileOverrides } from '../../../test/session-fixtures.tsx';
import { makeProfile, signedInSession, TestSession } from '../../../test/session-fixtures.tsx';
import {
  RecentActivityAgentsDocument,
  RecentActivityContactDocument,
  RecentActivityContactsDocument,
  RecentActivityEventNamesDocument,
} from '../api/recent-activity.generated.ts';
import type { ActivityItem } from '../api/recent-activity-api.ts';
import { RecentActivityPage } from '../pages/RecentActivityPage.tsx';

export function renderRecentActivity(
  path = '/recent-activity',
  profile: ProfileOverrides = { roles: ['supervisor'] },
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/recent-activity', element: <RecentActivityPage /> },
      { path: '/audience', element: <p>Audience page</p> },
    ],
    { initialEntries: [path] },
  );
  const result = render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <TestSession session={signedInSession(makeProfile(profile))}>
          <RouterProvider router={router} />
        </TestSession>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, router, queryClient };
}

let counter = 0;

/** An item as the server answers it: a text Ada sent `minutesAgo` minutes ago. */
export function activityOf(overrides: Partial<ActivityItem> = {}, minutesAgo = 5): ActivityItem {
  counter += 1;
  return {
    id: `event-${counter}`,
    occurredAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
    type: 'sms.received',
    eventType: 'parley_voice_event',
    channel: 'sms',
    summary: 'Text received: Hello there',
    recordingUrl: null,
    contact: {
      id: 'contact-1',
      profileId: 'prAda000000000000000001',
      name: 'Ada Lovelace',
      phone: '+14155550101',
    },
    agent: null,
    ...overrides,
  };
}

export type ActivityServer = {
  /** The answer to a GraphQL call, or undefined for the filters' defaults and an error for anything else. */
  graphql?: (call: FetchCall) => Response | undefined;
};

/** A scripted server: the feed as the test says; one agent, one contact and two event names for the filters. */
export function serveRecentActivity(server: ActivityServer) {
  return installFetch(
    withCsrf((call) => {
      const url = new URL(call.url, 'http://parley.test');
      if (url.pathname !== '/api/graphql') return jsonResponse(404, { code: 'not_found', message: call.url });
      const answer = server.graphql?.(call);
      if (answer) return answer;
      if (sentOperation(call, RecentActivityAgentsDocument))
        return graphqlData(RecentActivityAgentsDocument, {
          agents: [{ id: 'agent-1', name: 'Grace Hopper' }],
        });
      if (sentOperation(call, RecentActivityContactsDocument))
        return graphqlData(RecentActivityContactsDocument, {
          searchContacts: {
            items: [
              { profileId: 'prAda000000000000000001', name: 'Ada Lovelace', contactPhone: '+14155550101' },
            ],
          },
        });
      if (sentOperation(call, RecentActivityContactDocument))
        return graphqlData(RecentActivityContactDocument, {
          getProfile: {
            profileId: 'prAda000000000000000001',
            name: 'Ada Lovelace',
            contactPhone: '+14155550101',
          },
        });
      if (sentOperation(call, RecentActivityEventNamesDocument))
        return graphqlData(RecentActivityEventNamesDocument, {
          getEventNames: { items: ['call.completed', 'sms.received'] },
        });
      return graphqlError(`unscripted ${sentOperationName(call)}`, { code: 'internal', status: 500 });
    }),
  );
}
