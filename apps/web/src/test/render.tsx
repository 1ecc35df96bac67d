import { MantineProvider } from '@mantine/core';
import type { SessionProfile } from '@parley/core/auth/session';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type RenderResult, render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createAppRoutes } from '../app/router/app-routes.tsx';
import type { SessionState } from '../features/auth/hooks/session-context.ts';
import { theme } from '../shared/theme/theme.ts';
import { makeProfile, signedInSession, TestSession } from './session-fixtures.tsx';

export type TestProvidersProps = { session: SessionState; children: ReactNode };

export function TestProviders({ session, children }: TestProvidersProps) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <TestSession session={session}>{children}</TestSession>
      </QueryClientProvider>
    </MantineProvider>
  );
}

export function renderWithProviders(
  ui: ReactElement,
  session: SessionState = signedInSession(),
): RenderResult {
  return render(<TestProviders session={session}>{ui}</TestProviders>);
}

export type AppRender = RenderResult & {
  router: ReturnType<typeof createMemoryRouter>;
  session: SessionState;
};

/**
 * The whole app router in memory at `path`, signed in as `profile`. Test files that render the
 * shell mock shared/sse/EventStreamProvider.tsx (jsdom has no EventSource).
 */
export function renderApp(path: string, profile: SessionProfile = makeProfile()): AppRender {
  const router = createMemoryRouter(createAppRoutes(), { initialEntries: [path] });
  const session = signedInSession(profile);
  const result = renderWithProviders(<RouterProvider router={router} />, session);
  return { ...result, router, session };
}
