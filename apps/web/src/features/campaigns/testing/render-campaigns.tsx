// Test support: the campaigns pages in a memory router as a signed-in admin, and a scripted server
// answering the pickers' queries (segments, contact lists, queues, numbers) unless a test does.
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
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
import { EventStreamProvider } from '../../../shared/sse/EventStreamProvider.tsx';
import { fakeEventSources } from '../../../shared/sse/testing/fake-event-source.ts';
import { theme } from '../../../shared/theme/theme.ts';
import type { ProfileOverrides } from '../../../test/session-fixtures.tsx';
import { makeProfile, signedInSession, TestSession } from '../../../test/session-fixtures.tsx';
import { SegmentsDocument } from '../../segments/api/segments.generated.ts';
import {
  CampaignContactListOptionsDocument,
  CampaignNumberOptionsDocument,
  CampaignQueueOptionsDocument,
} from '../api/campaign-options.generated.ts';
import type {
  CampaignDetailFieldsFragment,
  CampaignSummaryFieldsFragment,
} from '../api/campaigns.generated.ts';
import { CampaignEditorPage } from '../pages/CampaignEditorPage.tsx';
import { CampaignPage } from '../pages/CampaignPage.tsx';
import { CampaignsPage } from '../pages/CampaignsPage.tsx';

export function renderCampaigns(path: string, profile: ProfileOverrides = { roles: ['admin'] }) {
  const sources = fakeEventSources();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/campaigns', element: <CampaignsPage /> },
      { path: '/campaigns/new', element: <CampaignEditorPage /> },
      { path: '/campaigns/:campaignId', element: <CampaignPage /> },
      { path: '/campaigns/:campaignId/edit', element: <CampaignEditorPage /> },
    ],
    { initialEntries: [path] },
  );
  const result = render(
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
  /** The server publishes `name` on the live stream. */
  const emit = (name: string, data: unknown) =>
    act(() => {
      sources.latest().open();
      sources.latest().emit(name, data);
    });
  return { ...result, router, queryClient, emit };
}

const STATS = {
  targets: 0,
  pending: 0,
  dialing: 0,
  reached: 0,
  answered: 0,
  voicemail: 0,
  abandoned: 0,
  delivered: 0,
  failed: 0,
  skipped: 0,
  replied: 0,
  converted: 0,
  skippedByReason: [],
};

/** A draft SMS campaign as the server answers it (every field of the detail fragment). */
export function campaignOf(
  overrides: Partial<CampaignDetailFieldsFragment> = {},
): CampaignDetailFieldsFragment {
  return {
    id: 'camp-1',
    friendlyId: 'CMP-1001',
    name: 'Spring sale',
    description: null,
    state: 'draft',
    stateNote: null,
    dialer: null,
    live: null,
    messageType: 'sms',
    type: 'oneTime',
    conversionEvent: null,
    bypassOptIn: false,
    tasksBacklogLimit: null,
    startAt: null,
    startedAt: null,
    completedAt: null,
    segments: [{ id: 'seg-1', name: 'VIP', count: 120 }],
    contactLists: [],
    smsCampaign: {
      content: 'Hi {{ contact.firstName }}, 20% off today.',
      mediaURL: null,
      fromNumber: '+14155550100',
      sendRatePerSecond: 10,
    },
    phoneCallCampaign: null,
    stats: STATS,
    createdAt: '2026-05-01T12:00:00.000Z',
    updatedAt: '2026-05-02T14:30:00.000Z',
    ...overrides,
  };
}

/** A row of the list. */
export function summaryOf(
  overrides: Partial<CampaignSummaryFieldsFragment> = {},
): CampaignSummaryFieldsFragment {
  return {
    id: 'camp-1',
    friendlyId: 'CMP-1001',
    name: 'Spring sale',
    state: 'draft',
    messageType: 'sms',
    segments: [{ id: 'seg-1', name: 'VIP' }],
    contactLists: [],
    stats: { targets: 0, reached: 0 },
    updatedAt: '2026-05-02T14:30:00.000Z',
    ...overrides,
  };
}

export type CampaignsServer = {
  /** The answer to a GraphQL call, or undefined for the pickers' defaults and an error for anything else. */
  graphql?: (call: FetchCall) => Response | undefined;
};

/** A scripted server: the campaigns operations as the test says, the pickers with one option each. */
export function serveCampaigns(server: CampaignsServer) {
  return installFetch(
    withCsrf((call) => {
      const url = new URL(call.url, 'http://parley.test');
      if (url.pathname !== '/api/graphql') return jsonResponse(404, { code: 'not_found', message: call.url });
      const answer = server.graphql?.(call);
      if (answer) return answer;
      if (sentOperation(call, SegmentsDocument))
        return graphqlData(SegmentsDocument, {
          segments: [
            {
              id: 'seg-1',
              name: 'VIP',
              type: 'dynamic',
              conditions: { joinType: 'all', groups: [] },
              count: 120,
              createdById: 'user-1',
              createdAt: '2026-05-01T12:00:00.000Z',
              updatedAt: '2026-05-01T12:00:00.000Z',
            },
          ],
        });
      if (sentOperation(call, CampaignContactListOptionsDocument))
        return graphqlData(CampaignContactListOptionsDocument, {
          brandContactLists: { items: [{ id: 'list-1', name: 'Leads' }] },
        });
      if (sentOperation(call, CampaignQueueOptionsDocument))
        return graphqlData(CampaignQueueOptionsDocument, { queues: [{ sid: 'WQ1', friendlyName: 'Sales' }] });
      if (sentOperation(call, CampaignNumberOptionsDocument))
        return graphqlData(CampaignNumberOptionsDocument, {
          getCommunicationSources: [{ source: '+14155550100', internalDisplayName: 'Main line' }],
        });
      return graphqlError(`unscripted ${sentOperationName(call)}`, { code: 'internal', status: 500 });
    }),
  );
}
