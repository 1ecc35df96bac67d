import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { FEATURE_FLAG_DEFAULTS, type FeatureFlags } from '@parley/core/users/feature-flags';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { EventStreamProvider } from '../../../shared/sse/EventStreamProvider.tsx';
import { fakeEventSources } from '../../../shared/sse/testing/fake-event-source.ts';
import { theme } from '../../../shared/theme/theme.ts';
import { makeProfile, signedInSession, TestSession } from '../../../test/session-fixtures.tsx';
import { AgentDeskChrome } from '../components/AgentDeskChrome.tsx';
import { AgentDeskRuntime } from '../components/AgentDeskRuntime.tsx';
import { CurrentTasksPage } from '../pages/CurrentTasksPage.tsx';
import { useDeskStore } from '../state/desk-store.ts';

// jsdom has no FontFaceSet; Mantine's autosize Textarea listens on document.fonts.
if (!('fonts' in document) || !document.fonts) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}

export type RenderDeskOptions = {
  featureFlags?: Partial<FeatureFlags>;
  /** Where the desk opens (a link into it, e.g. /agent?textPhoneNumber=…); /agent by default. */
  initialEntry?: string;
};

/**
 * The agent desk at /agent with its runtime (the shell's, mounted here directly, not lazily), a fake
 * event stream and a fresh query cache. Install the scripted server (installDeskServer) first.
 * test/render-shell.tsx renders the real shell instead.
 */
export function renderDesk(options: RenderDeskOptions = {}) {
  useDeskStore.getState().reset();
  const sources = fakeEventSources();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const session = signedInSession(
    makeProfile({ featureFlags: { ...FEATURE_FLAG_DEFAULTS, ...options.featureFlags } }),
  );
  const router = createMemoryRouter(
    [
      {
        path: '/agent',
        element: (
          <>
            <AgentDeskRuntime />
            <AgentDeskChrome />
            <Outlet />
          </>
        ),
        children: [{ index: true, element: <CurrentTasksPage /> }],
      },
    ],
    { initialEntries: [options.initialEntry ?? '/agent'] },
  );
  const result = render(
    <MantineProvider theme={theme}>
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <TestSession session={session}>
          <EventStreamProvider
            brandSlug={session.profile?.brandSlug ?? null}
            createEventSource={sources.create}
          >
            <RouterProvider router={router} />
          </EventStreamProvider>
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
  return { ...result, queryClient, sources, emit, session };
}
