import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { installFetch, jsonResponse, resetApiState } from '../../../shared/api/testing/api-test-kit.ts';
import { authServer, renderAuthApp } from '../testing/render-auth.tsx';

beforeEach(() => {
  resetApiState();
});

async function requestLink(email: string) {
  fireEvent.change(await screen.findByLabelText('Email'), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
}

describe('ForgotPasswordPage', () => {
  it('sends the reset mail and answers the same whatever the address', async () => {
    const { calls } = installFetch(
      authServer({ overrides: { '/api/auth/send/reset-email': () => jsonResponse(200, { ok: true }) } }),
    );
    renderAuthApp('/login/forgot');
    await requestLink(' ada@example.com ');
    expect(
      await screen.findByText(
        "If an account exists for that address, we've sent a link to reset your password.",
      ),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/api/auth/send/reset-email')?.body).toEqual({
      email: 'ada@example.com',
    });
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  });

  it('requires an address', async () => {
    installFetch(authServer());
    renderAuthApp('/login/forgot');
    fireEvent.click(await screen.findByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
  });

  it("shows 'Failed to send reset email' when the server fails", async () => {
    installFetch(
      authServer({
        overrides: {
          '/api/auth/send/reset-email': () =>
            jsonResponse(500, { code: 'internal', message: 'There was an error' }),
        },
      }),
    );
    renderAuthApp('/login/forgot');
    await requestLink('ada@example.com');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to send reset email');
    expect(alert).not.toHaveTextContent('There was an error');
  });
});
