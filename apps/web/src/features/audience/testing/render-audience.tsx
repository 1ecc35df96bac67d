// Test support: the audience page in a memory router, and a scripted server for its calls.
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
import { graphqlData } from '../../../shared/api/testing/graphql-test-kit.ts';
import { ContactTimelineDocument } from '../../../shared/contact-timeline/contact-timeline.generated.ts';
import type {
  ContactTimelineItem,
  ContactTimelinePage,
} from '../../../shared/contact-timeline/contact-timeline-api.ts';
import { theme } from '../../../shared/theme/theme.ts';
import { makeProfile, signedInSession, TestSession } from '../../../test/session-fixtures.tsx';
import {
  AudienceContactsDocument,
  AudienceProfileDocument,
  AudienceSearchDocument,
  AudienceTotalDocument,
} from '../api/audience.generated.ts';
import type { AudienceContact, AudienceProfile, AudienceTotal } from '../api/audience-api.ts';
import { AudiencePage } from '../pages/AudiencePage.tsx';

export function renderAudience(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/audience', element: <AudiencePage /> }], {
    initialEntries: [path],
  });
  const result = render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <TestSession session={signedInSession(makeProfile({ roles: ['supervisor'] }))}>
          <RouterProvider router={router} />
        </TestSession>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, router };
}

export function contactOf(overrides: Partial<AudienceContact>): AudienceContact {
  return {
    profileId: 'pr0123456789abcdef01231a',
    name: 'Ada Lovelace',
    contactPhone: '+14155550100',
    email: 'ada@example.com',
    externalId: null,
    updatedAt: '2024-05-02T14:30:00.000Z',
    ...overrides,
  };
}

export function profileOf(overrides: Partial<AudienceProfile>): AudienceProfile {
  return {
    profileId: 'pr0123456789abcdef01231a',
    name: 'Ada Lovelace',
    firstName: 'Ada',
    lastName: 'Lovelace',
    contactPhone: '+14155550100',
    email: 'ada@example.com',
    externalId: 'ext-1',
    optIn: true,
    customProperties: {},
    rvProperties: {},
    createdAt: '2024-05-01T12:00:00.000Z',
    updatedAt: '2024-05-02T14:30:00.000Z',
    phones: [],
    emails: [],
    ...overrides,
  };
}

type ContactsAnswer = { items: AudienceContact[]; hasMore: boolean };

export type AudienceServer = {
  contacts?: (variables: Record<string, unknown>) => ContactsAnswer;
  /** A promise holds the answer back (the loading state shows meanwhile). */
  search?: (variables: Record<string, unknown>) => ContactsAnswer | Promise<ContactsAnswer>;
  /** countContacts; 0 when not scripted. A promise holds the answer back. */
  total?: (variables: Record<string, unknown>) => AudienceTotal | Promise<AudienceTotal>;
  profile?: AudienceProfile | null;
  /** contactTimeline: a page, or a Response (an error); an empty page when not scripted. */
  timeline?: (variables: Record<string, unknown>) => ContactTimelinePage | Response;
};

type GraphqlBody = { query: string; variables: Record<string, unknown> };

export function serveAudience(server: AudienceServer) {
  return installFetch(
    withCsrf(async (call) => {
      const url = new URL(call.url, 'http://parley.test');
      if (url.pathname !== '/api/graphql') return jsonResponse(404, { code: 'not_found', message: call.url });
      const { query, variables } = call.body as GraphqlBody;
      if (query.includes('contactTimeline')) {
        const answer = server.timeline?.(variables) ?? { items: [], nextCursor: null };
        return answer instanceof Response
          ? answer
          : graphqlData(ContactTimelineDocument, { contactTimeline: answer });
      }
      const page = { page: Number(variables.page ?? 0), size: 25 };
      if (query.includes('getPhonesEmails'))
        return graphqlData(AudienceContactsDocument, {
          getPhonesEmails: { ...page, ...(server.contacts?.(variables) ?? { items: [], hasMore: false }) },
        });
      if (query.includes('searchContacts'))
        return graphqlData(AudienceSearchDocument, {
          searchContacts: {
            ...page,
            ...((await server.search?.(variables)) ?? { items: [], hasMore: false }),
          },
        });
      if (query.includes('countContacts'))
        return graphqlData(AudienceTotalDocument, {
          countContacts: (await server.total?.(variables)) ?? { count: 0, capped: false },
        });
      if (query.includes('getProfile')) {
        if (!server.profile)
          return jsonResponse(200, {
            data: null,
            errors: [{ message: 'Contact not found', extensions: { code: 'not_found', status: 404 } }],
          });
        return graphqlData(AudienceProfileDocument, { getProfile: server.profile });
      }
      return jsonResponse(404, { code: 'not_found', message: call.url });
    }),
  );
}

/** The GraphQL calls whose document names `field`. */
export function graphqlCalls(calls: FetchCall[], field: string): Record<string, unknown>[] {
  return calls
    .filter((call) => call.url.endsWith('/api/graphql'))
    .map((call) => call.body as GraphqlBody)
    .filter((body) => body.query.includes(field))
    .map((body) => body.variables);
}

export function timelineItem(overrides: Partial<ContactTimelineItem>): ContactTimelineItem {
  return {
    id: 'e1',
    occurredAt: '2024-05-01T12:00:00.000Z',
    type: 'Order Placed',
    eventType: 'track',
    channel: 'custom',
    summary: 'Order Placed',
    recordingUrl: null,
    properties: {},
    agent: null,
    ...overrides,
  };
}
