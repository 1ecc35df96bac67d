// Test support: the journeys pages in a memory router as a signed-in admin, a scripted GraphQL server
// and journeys as the server answers them.
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { newJourney } from '@parley/core/journeys/new-journey';
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
  ConditionEditableEventSchemaDocument,
  ConditionEventNamesDocument,
  ConditionEventSchemaDocument,
} from '../../condition-builder/api/event-schema.generated.ts';
import type { JourneyFieldsFragment, JourneyListingFieldsFragment } from '../api/journeys.generated.ts';
import { JourneysPage } from '../pages/JourneysPage.tsx';
import { JourneyUsersPage } from '../pages/JourneyUsersPage.tsx';

export function renderJourneys(path: string, profile: ProfileOverrides = { roles: ['admin'] }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/journeys', element: <JourneysPage /> },
      { path: '/journeys/new', element: <JourneysPage /> },
      { path: '/journeys/:journeyId', element: <JourneysPage /> },
      { path: '/journeys-users/:journeyId', element: <JourneyUsersPage /> },
      { path: '/journeys-users/:journeyId/:nodeId', element: <JourneyUsersPage /> },
    ],
    { initialEntries: [path] },
  );
  const result = render(
    <MantineProvider theme={theme}>
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <TestSession session={signedInSession(makeProfile(profile))}>
          <RouterProvider router={router} />
        </TestSession>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, router };
}

const AUDIT = {
  createdAt: '2026-05-01T12:00:00.000Z',
  updatedAt: '2026-05-02T14:30:00.000Z',
  createdBy: { id: 'u1', name: 'Ada Admin' },
  updatedBy: { id: 'u2', name: 'Sam Super' },
};

/** A listing as getJourneys answers it. */
export function listingOf(
  overrides: Partial<JourneyListingFieldsFragment> = {},
): JourneyListingFieldsFragment {
  return {
    id: 'j1',
    friendlyId: 'J-1',
    name: 'Welcome',
    state: 'draft',
    triggerType: null,
    version: null,
    hidden: false,
    tags: [],
    counts: { entered: 0, active: 0, completed: 0, exited: 0, failed: 0 },
    ...AUDIT,
    ...overrides,
  };
}

/** A journey as `journey` / the mutations answer it: by default a new draft (one trigger). */
export function journeyOf(overrides: Partial<JourneyFieldsFragment> = {}): JourneyFieldsFragment {
  return {
    id: 'j1',
    friendlyId: 'J-1',
    name: 'New Journey',
    description: null,
    state: 'draft',
    triggerType: null,
    version: null,
    hidden: false,
    tags: [],
    originalCreatedAt: AUDIT.createdAt,
    ...AUDIT,
    draft: newJourney('trigger').definition,
    draftChanged: true,
    liveDefinition: null,
    problems: [],
    ...overrides,
  };
}

/** A scripted server: the journeys operations the test answers, the condition builder's schema calls. */
export function serveJourneys(graphql: (call: FetchCall) => Response | undefined) {
  return installFetch(
    withCsrf((call) => {
      const url = new URL(call.url, 'http://parley.test');
      if (url.pathname !== '/api/graphql') return jsonResponse(404, { code: 'not_found', message: call.url });
      const answer = graphql(call);
      if (answer) return answer;
      if (sentOperation(call, ConditionEventNamesDocument))
        return graphqlData(ConditionEventNamesDocument, { getEventNames: { items: [] } });
      if (sentOperation(call, ConditionEditableEventSchemaDocument))
        return graphqlData(ConditionEditableEventSchemaDocument, { getEditableEventSchema: [] });
      if (sentOperation(call, ConditionEventSchemaDocument))
        return graphqlData(ConditionEventSchemaDocument, { getEventSchema: [] });
      return graphqlError(`unscripted ${sentOperationName(call)}`, { code: 'internal', status: 500 });
    }),
  );
}
