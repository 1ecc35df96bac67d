import { MantineProvider } from '@mantine/core';
import type { SessionProfile } from '@parley/core/auth/session';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '../../../shared/api/query-client.ts';
import { type FetchScript, jsonResponse } from '../../../shared/api/testing/api-test-kit.ts';
import { authRoutes } from '../auth-routes.tsx';
import { RequireSession } from '../components/RequireSession.tsx';
import { SessionProvider } from '../components/SessionProvider.tsx';
import { testProfile } from './test-profile.ts';

/** The auth routes, a guarded /agent page and a home page, with the real session provider. */
export function renderAuthApp(path: string) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(
    [
      ...authRoutes,
      {
        element: <RequireSession />,
        children: [
          { path: '/', element: <p>Home page</p> },
          { path: '/agent', element: <p>Agent page</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const result = render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <RouterProvider router={router} />
        </SessionProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, router, queryClient };
}

/**
 * A server for the auth endpoints: the session exists once session/create was called (or from the
 * start with `signedIn`); `overrides` answer chosen endpoints instead.
 */
export function authServer(
  options: { signedIn?: boolean; profile?: SessionProfile; overrides?: Record<string, FetchScript> } = {},
): FetchScript {
  let signedIn = options.signedIn ?? false;
  const profile = options.profile ?? testProfile();
  return (call) => {
    const override = options.overrides?.[call.url];
    if (override) return override(call);
    switch (call.url) {
      case '/api/auth/csrf-token':
        return jsonResponse(200, { csrfToken: 'csrf-1' });
      case '/api/auth/session/check':
        return signedIn
          ? jsonResponse(200, profile)
          : jsonResponse(401, { code: 'unauthenticated', message: 'Not signed in' });
      case '/api/auth/sign-in':
        return jsonResponse(200, { sessionToken: 'token-1', brandSlug: profile.brandSlug });
      case '/api/auth/session/create':
        signedIn = true;
        return jsonResponse(200, { ok: true });
      case '/api/auth/session/destroy':
        signedIn = false;
        return jsonResponse(200, { ok: true });
      default:
        return jsonResponse(404, { code: 'not_found', message: 'Route not found' });
    }
  };
}
