import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../../shared/api/api-request.ts';
import { goTo } from '../../../shared/api/browser-location.ts';
import { createQueryClient } from '../../../shared/api/query-client.ts';
import { installFetch, jsonResponse, resetApiState } from '../../../shared/api/testing/api-test-kit.ts';
import { SessionProvider } from '../components/SessionProvider.tsx';
import type { SessionState } from '../hooks/session-context.ts';
import { useSession } from '../hooks/useSession.ts';
import { authServer } from '../testing/render-auth.tsx';

vi.mock('../../../shared/api/browser-location.ts', () => ({
  goTo: vi.fn(),
  currentPathname: () => '/agent',
}));

let session: SessionState | null = null;

function SessionProbe() {
  session = useSession();
  return <p>{session.status}</p>;
}

beforeEach(() => {
  resetApiState();
  vi.mocked(goTo).mockReset();
});

describe('signOut', () => {
  it('destroys the session, drops cached data and loads /login without the expired notice', async () => {
    const { calls } = installFetch(authServer({ signedIn: true }));
    const queryClient = createQueryClient();
    queryClient.setQueryData(['tasks'], ['T1']);
    render(
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <SessionProbe />
        </SessionProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('signedIn')).toBeInTheDocument();
    expect(session?.profile?.email).toBe('ada@example.com');
    await act(() => session?.signOut());
    expect(calls.some((call) => call.url === '/api/auth/session/destroy' && call.method === 'POST')).toBe(
      true,
    );
    expect(queryClient.getQueryData(['tasks'])).toBeUndefined();
    expect(goTo).toHaveBeenCalledWith('/login');
    // A request failing with 401 meanwhile does not send the user to /login?expired=true.
    installFetch(() => jsonResponse(401, { code: 'unauthenticated', message: 'Not signed in' }));
    await expect(apiRequest('/anything')).rejects.toMatchObject({ kind: 'expired' });
    expect(goTo).toHaveBeenCalledTimes(1);
  });

  it('signs out even when the server session is already gone', async () => {
    installFetch(
      authServer({
        signedIn: true,
        overrides: {
          '/api/auth/session/destroy': () => jsonResponse(500, { code: 'internal', message: 'x' }),
        },
      }),
    );
    render(
      <QueryClientProvider client={createQueryClient()}>
        <SessionProvider>
          <SessionProbe />
        </SessionProvider>
      </QueryClientProvider>,
    );
    await screen.findByText('signedIn');
    await act(() => session?.signOut());
    expect(goTo).toHaveBeenCalledWith('/login');
  });
});

describe('useSession', () => {
  it('needs a SessionProvider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<SessionProbe />)).toThrow('useSession must be used inside <SessionProvider>');
  });
});
