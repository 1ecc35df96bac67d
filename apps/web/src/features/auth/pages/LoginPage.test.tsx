import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { installFetch, jsonResponse, resetApiState } from '../../../shared/api/testing/api-test-kit.ts';
import { authServer, renderAuthApp } from '../testing/render-auth.tsx';

beforeEach(() => {
  resetApiState();
});

async function fillAndSubmit(email: string, password: string) {
  fireEvent.change(await screen.findByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('LoginPage', () => {
  it('validates on submit and clears a field error when the field changes (spec 000 §5)', async () => {
    installFetch(authServer());
    renderAuthApp('/login');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'a' } });
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it('signs in, creates the session cookie and goes to the page asked for', async () => {
    const { calls } = installFetch(authServer());
    const { router } = renderAuthApp('/agent');
    await waitFor(() => expect(router.state.location.search).toBe('?next=%2Fagent'));
    await fillAndSubmit('ada@example.com', 'correct horse');
    expect(await screen.findByText('Agent page')).toBeInTheDocument();
    const signIn = calls.find((call) => call.url === '/api/auth/sign-in');
    expect(signIn?.body).toEqual({ username: 'ada@example.com', password: 'correct horse' });
    expect(signIn?.headers.get('x-csrf-token')).toBe('csrf-1');
    const create = calls.find((call) => call.url === '/api/auth/session/create');
    expect(create?.body).toEqual({ sessionToken: 'token-1' });
    expect(create?.headers.get('x-brand-slug')).toBe('acme');
  });

  it('names the brand of ?brand= when signing in', async () => {
    const { calls } = installFetch(authServer());
    renderAuthApp('/login?brand=globex');
    await fillAndSubmit('ada@example.com', 'correct horse');
    await screen.findByText('Home page');
    expect(calls.find((call) => call.url === '/api/auth/sign-in')?.headers.get('x-brand-slug')).toBe(
      'globex',
    );
  });

  it('goes home when there is no next page, and never off-site', async () => {
    installFetch(authServer());
    renderAuthApp('/login?next=//evil.example');
    await fillAndSubmit('ada@example.com', 'correct horse');
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  it("shows 'Failed to sign in' for wrong credentials", async () => {
    installFetch(
      authServer({
        overrides: {
          '/api/auth/sign-in': () =>
            jsonResponse(401, { code: 'invalid_credentials', message: 'Failed to sign in' }),
        },
      }),
    );
    renderAuthApp('/login');
    await fillAndSubmit('ada@example.com', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to sign in');
  });

  it('shows the rate-limit message of the server', async () => {
    installFetch(
      authServer({
        overrides: {
          '/api/auth/sign-in': () =>
            jsonResponse(429, {
              code: 'rate_limited',
              message: 'Too many sign-in attempts. Try again in 1 minute.',
            }),
        },
      }),
    );
    renderAuthApp('/login');
    await fillAndSubmit('ada@example.com', 'x');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to sign in');
    expect(alert).toHaveTextContent('Too many sign-in attempts. Try again in 1 minute.');
  });

  it("shows 'Failed to create session cookie' when the session cannot be created", async () => {
    installFetch(
      authServer({
        overrides: {
          '/api/auth/session/create': () =>
            jsonResponse(401, { code: 'unauthenticated', message: 'Failed to create session cookie' }),
        },
      }),
    );
    renderAuthApp('/login');
    await fillAndSubmit('ada@example.com', 'correct horse');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create session cookie');
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
  });

  it('says why the user is here after the session expired', async () => {
    installFetch(authServer());
    renderAuthApp('/login?expired=true');
    expect(await screen.findByText('Your session has expired. Please sign in again.')).toBeInTheDocument();
  });

  it('returns to the page the session expired on once signed in again', async () => {
    installFetch(authServer());
    renderAuthApp('/login?expired=true&next=%2Fagent');
    expect(await screen.findByText('Your session has expired. Please sign in again.')).toBeInTheDocument();
    await fillAndSubmit('ada@example.com', 'correct horse');
    expect(await screen.findByText('Agent page')).toBeInTheDocument();
  });

  it('links to the forgotten-password page', async () => {
    installFetch(authServer());
    const { router } = renderAuthApp('/login');
    fireEvent.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login/forgot'));
  });

  it('moves a signed-in user on', async () => {
    installFetch(authServer({ signedIn: true }));
    renderAuthApp('/login?next=%2Fagent');
    expect(await screen.findByText('Agent page')).toBeInTheDocument();
  });
});
