import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  installFetch,
  jsonResponse,
  resetApiState,
  toastMessages,
  withCsrf,
} from '../../../shared/api/testing/api-test-kit.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ConnectMailboxProviders } from './ConnectMailboxProviders.tsx';

beforeEach(() => {
  resetApiState();
});

const GOOGLE = 'https://accounts.google.com/o/oauth2/v2/auth?client_id=c&state=s';

function serve(
  providers: { gmail: boolean; outlook: boolean },
  redirect = jsonResponse(200, { url: GOOGLE }),
) {
  return installFetch(
    withCsrf((call) => {
      const path = new URL(call.url, 'http://test').pathname;
      if (path === '/conv/email/providers') return jsonResponse(200, providers);
      if (path === '/conv/gmail-integration/oauth-redirect-url') return redirect;
      return jsonResponse(404, { code: 'not_found', message: 'Route not found' });
    }),
  );
}

describe('ConnectMailboxProviders', () => {
  it('offers Gmail when the server has its client and goes to Google’s sign-in', async () => {
    serve({ gmail: true, outlook: false });
    const navigate = vi.fn();
    renderWithProviders(<ConnectMailboxProviders onConnectImap={() => {}} navigate={navigate} />);
    const gmail = await screen.findByRole('article', { name: 'Gmail' });
    await waitFor(() => expect(within(gmail).getByRole('button', { name: 'Connect Gmail' })).toBeEnabled());
    expect(within(gmail).getByText('Sign in with Google.')).toBeInTheDocument();
    const outlook = screen.getByRole('article', { name: 'Outlook' });
    expect(within(outlook).getByText('Not available on this server yet')).toBeInTheDocument();
    expect(within(outlook).getByRole('button', { name: 'Connect Outlook' })).toBeDisabled();

    fireEvent.click(within(gmail).getByRole('button', { name: 'Connect Gmail' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(GOOGLE));
  });

  it('says why when the sign-in cannot start', async () => {
    serve(
      { gmail: true, outlook: true },
      jsonResponse(400, { code: 'validation_failed', message: 'Gmail is not configured on this server' }),
    );
    const navigate = vi.fn();
    renderWithProviders(<ConnectMailboxProviders onConnectImap={() => {}} navigate={navigate} />);
    const button = await screen.findByRole('button', { name: 'Connect Gmail' });
    await waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button);
    await waitFor(() => expect(toastMessages()).toContain('Gmail is not configured on this server'));
    expect(navigate).not.toHaveBeenCalled();
  });
});
