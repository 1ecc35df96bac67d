import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { installFetch, jsonResponse, resetApiState } from '../../../shared/api/testing/api-test-kit.ts';
import { authServer, renderAuthApp } from '../testing/render-auth.tsx';

const VALID = { '/api/auth/verify/reset-token': () => jsonResponse(200, { email: 'ada@example.com' }) };

beforeEach(() => {
  resetApiState();
});

async function choose(password: string, confirmation: string) {
  fireEvent.change(await screen.findByLabelText('New password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: confirmation } });
  fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
}

describe('ResetPasswordPage', () => {
  it('checks the recovery token on load, then resets the password', async () => {
    const { calls } = installFetch(
      authServer({
        overrides: { ...VALID, '/api/auth/reset/password': () => jsonResponse(200, { ok: true }) },
      }),
    );
    renderAuthApp('/login/reset?recoveryToken=tok-1');
    expect(await screen.findByText('Choose a new password for ada@example.com.')).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/api/auth/verify/reset-token')?.body).toEqual({
      recoveryToken: 'tok-1',
    });
    await choose('a new secret', 'a new secret');
    expect(await screen.findByText('Your password has been reset.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(calls.find((call) => call.url === '/api/auth/reset/password')?.body).toEqual({
      newPassword: 'a new secret',
      recoveryToken: 'tok-1',
    });
  });

  it("says 'Failed to validate recovery token' for an invalid, used or expired token", async () => {
    installFetch(
      authServer({
        overrides: {
          '/api/auth/verify/reset-token': () =>
            jsonResponse(400, {
              code: 'bad_request',
              message: 'This recovery link is invalid, already used or expired.',
            }),
        },
      }),
    );
    renderAuthApp('/login/reset?recoveryToken=old');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to validate recovery token');
    expect(alert).toHaveTextContent('This recovery link is invalid, already used or expired.');
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/login/forgot');
  });

  it('says so at once when the link has no token', async () => {
    installFetch(authServer());
    renderAuthApp('/login/reset');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to validate recovery token');
  });

  it('checks the length rule of core and that both passwords match, on submit', async () => {
    installFetch(authServer({ overrides: VALID }));
    renderAuthApp('/login/reset?recoveryToken=tok-1');
    await choose('short', 'other');
    expect(await screen.findByText('New password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'short' } });
    expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument();
  });

  it("shows the server's message, else 'Failed to reset password'", async () => {
    let status = 400;
    installFetch(
      authServer({
        overrides: {
          ...VALID,
          '/api/auth/reset/password': () =>
            status === 400
              ? jsonResponse(400, {
                  code: 'validation_failed',
                  field: 'newPassword',
                  message: 'Choose a less common password',
                })
              : jsonResponse(500, { code: 'internal', message: 'There was an error' }),
        },
      }),
    );
    renderAuthApp('/login/reset?recoveryToken=tok-1');
    await choose('password1', 'password1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a less common password');
    status = 500;
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Failed to reset password')).toBeInTheDocument();
  });
});
