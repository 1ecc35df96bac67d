// Test support: the segments pages in a memory router as a signed-in admin, and a scripted server.
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
  ConditionEditableEventSchemaDocument,
  ConditionEventNamesDocument,
  ConditionEventSchemaDocument,
} from '../../condition-builder/api/event-schema.generated.ts';
import { SegmentContactsDocument, type SegmentFieldsFragment } from '../api/segments.generated.ts';
import { SegmentEditorPage } from '../pages/SegmentEditorPage.tsx';
import { SegmentsPage } from '../pages/SegmentsPage.tsx';

export function renderSegments(path: string, profile: ProfileOverrides = { roles: ['admin'] }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/segments', element: <SegmentsPage /> },
      { path: '/segments/new', element: <SegmentEditorPage /> },
      { path: '/segments/:segmentId', element: <SegmentEditorPage /> },
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
  return { ...result, router };
}

/** A segment as the server answers it (the generated fields of every segments operation). */
export function segmentOf(overrides: Partial<SegmentFieldsFragment>): SegmentFieldsFragment {
  return {
    id: 'seg-1',
    name: 'VIP',
    type: 'dynamic',
    conditions: { joinType: 'all', groups: [] },
    count: 0,
    createdById: 'user-1',
    createdAt: '2024-05-01T12:00:00.000Z',
    updatedAt: '2024-05-02T14:30:00.000Z',
    ...overrides,
  };
}

export type SegmentsServer = {
  /**
   * The answer to a GraphQL call (graphqlData or graphqlError; sentOperation tells which one it is),
   * or undefined for the builder's schema calls, no members for SegmentContacts and an error for
   * anything else.
   */
  graphql?: (call: FetchCall) => Response | undefined;
  /** The answer to POST /api/segments/{id}/uploadFile. */
  upload?: (call: FetchCall) => { status: number; body: unknown };
};

/** A scripted server: the segments GraphQL operations, the builder's schema calls, the upload. */
export function serveSegments(server: SegmentsServer) {
  return installFetch(
    withCsrf((call) => {
      const url = new URL(call.url, 'http://parley.test');
      if (url.pathname.endsWith('/uploadFile') && server.upload) {
        const answer = server.upload(call);
        return jsonResponse(answer.status, answer.body);
      }
      if (url.pathname !== '/api/graphql') return jsonResponse(404, { code: 'not_found', message: call.url });
      const answer = server.graphql?.(call);
      if (answer) return answer;
      // A saved segment's page reads its members: none unless the test scripts them.
      if (sentOperation(call, SegmentContactsDocument))
        return graphqlData(SegmentContactsDocument, {
          segmentContacts: { items: [], page: 0, size: 25, hasMore: false },
        });
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
