// Test support: the segments pages in a memory router as a signed-in admin, and a scripted server.
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { theme } from '../../../app/theme.ts';
import {
  type FetchCall,
  installFetch,
  jsonResponse,
  withCsrf,
} from '../../../shared/api/testing/api-test-kit.ts';
import { graphqlData } from '../../../shared/api/testing/graphql-test-kit.ts';
import type { ProfileOverrides } from '../../../test/session-fixtures.tsx';
import { makeProfile, signedInSession, TestSession } from '../../../test/session-fixtures.tsx';
import {
  ConditionEditableEventSchemaDocument,
  ConditionEventNamesDocument,
  ConditionEventSchemaDocument,
} from '../../condition-builder/api/event-schema.generated.ts';
import type { Segment } from '../api/segments-api.ts';
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

export function segmentOf(overrides: Partial<Segment>): Segment {
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

type GraphqlCall = { operation: string; variables: Record<string, unknown> };
export type SegmentsServer = {
  /** The answer (status and body) to a GraphQL operation, by operation name. */
  graphql?: (call: GraphqlCall) => { status?: number; body: unknown } | undefined;
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
      const { query, variables } = call.body as { query: string; variables: Record<string, unknown> };
      const operation = /^\s*(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? '';
      const answer = server.graphql?.({ operation, variables });
      if (answer) return jsonResponse(answer.status ?? 200, answer.body);
      if (query.includes('getEventNames'))
        return graphqlData(ConditionEventNamesDocument, { getEventNames: { items: [] } });
      if (query.includes('getEditableEventSchema'))
        return graphqlData(ConditionEditableEventSchemaDocument, { getEditableEventSchema: [] });
      if (query.includes('getEventSchema'))
        return graphqlData(ConditionEventSchemaDocument, { getEventSchema: [] });
      return jsonResponse(200, {
        errors: [{ message: `unscripted ${operation}`, extensions: { status: 500 } }],
      });
    }),
  );
}

/** The GraphQL calls of an operation, from the recorded fetch calls. */
export function callsOf(calls: FetchCall[], operation: string): Record<string, unknown>[] {
  return calls
    .filter((call) => call.url.endsWith('/api/graphql'))
    .map((call) => call.body as { query: string; variables: Record<string, unknown> })
    .filter((body) => new RegExp(`^\\s*(?:query|mutation)\\s+${operation}\\b`).test(body.query))
    .map((body) => body.variables);
}
