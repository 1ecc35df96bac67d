import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { createAppRoutes } from '../app/router/app-routes.tsx';
import { useDeskStore } from '../features/agent-desktop/state/desk-store.ts';
import type { EventSourceLike } from '../shared/sse/event-stream-types.ts';
import { fakeEventSources } from '../shared/sse/testing/fake-event-source.ts';
import { theme } from '../shared/theme/theme.ts';
import { makeProfile, type ProfileOverrides, signedInSession, TestSession } from './session-fixtures.tsx';

/**
 * The whole signed-in app (the real shell and routes) at `path`, with notifications, a fake event
 * stream in place of the browser's EventSource and a fresh query cache. Install the scripted server
 * (installDeskServer) first; call vi.unstubAllGlobals() after the test.
 */
export function renderShell(path: string, profile: ProfileOverrides = {}) {
  useDeskStore.getState().reset();
  const sources = fakeEventSources();
  // The shell opens the stream with `new EventSource(url)`: a plain function used with `new` returns
  // the fake it made.
  vi.stubGlobal('EventSource', function FakeEventSourceConstructor(url: string): EventSourceLike {
    return sources.create(url);
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(createAppRoutes(), { initialEntries: [path] });
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
  /** Sends a named event down the stream, as the server would. */
  const emit = (name: string, data: unknown) => {
    act(() => {
      sources.latest().emit(name, data);
    });
  };
  return { ...result, router, sources, emit };
}
