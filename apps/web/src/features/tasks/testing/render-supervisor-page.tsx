import { MantineProvider } from '@mantine/core';
import type { Role } from '@parley/core/auth/roles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { EventStreamProvider } from '../../../shared/sse/EventStreamProvider.tsx';
import { fakeEventSources } from '../../../shared/sse/testing/fake-event-source.ts';
import { theme } from '../../../shared/theme/theme.ts';
import { makeProfile, signedInSession, TestSession } from '../../../test/session-fixtures.tsx';

/**
 * One supervisor page at `path` with a fake event stream (`emit`) and a fresh query cache; `roles`
 * signs in someone else (an agent on /tasks).
 */
export function renderSupervisorPage(path: string, Page: ComponentType, roles: Role[] = ['supervisor']) {
  const sources = fakeEventSources();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path, element: <Page /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  const result = render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <TestSession session={signedInSession(makeProfile({ roles }))}>
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
  return { ...result, router, emit };
}
