import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { installFetch, resetApiState } from '../../../shared/api/testing/api-test-kit.ts';
import { authServer, renderAuthApp } from '../testing/render-auth.tsx';

beforeEach(() => {
  resetApiState();
});

describe('RequireSession', () => {
  it('shows a loader while the session loads, then the page when signed in', async () => {
    installFetch(authServer({ signedIn: true }));
    renderAuthApp('/agent');
    expect(screen.getByLabelText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Agent page')).toBeInTheDocument();
  });

  it('sends a signed-out visitor to /login, keeping the page asked for', async () => {
    installFetch(authServer());
    const { router } = renderAuthApp('/agent?tab=contacts');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/agent?tab=contacts')}`);
  });

  it('sends a signed-out visitor of the home page to plain /login', async () => {
    installFetch(authServer());
    const { router } = renderAuthApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('');
  });
});
