import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError } from '../../shared/chunk-retry/load-with-retry.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { ErrorScreen } from './ErrorScreen.tsx';

function serveManifest(body: unknown, status = 200) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('ErrorScreen (spec 000 §2)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the stale-version message when the server deploys another build', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchMock = serveManifest({ version: 'a-newer-build' });
    renderWithProviders(<ErrorScreen error={new Error('boom')} />);
    expect(
      await screen.findByText(
        'The product has been updated! You are not on the latest version of the app. Please refresh the page to get the latest version.',
      ),
    ).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/asset-manifest.json',
      expect.objectContaining({ cache: 'no-store' }),
    );
  });

  it('shows the error screen with support contact and a copyable code when the build is current', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    serveManifest({ version: 'test-build' });
    renderWithProviders(<ErrorScreen error={new Error('boom')} />);
    expect(await screen.findByText('Oops! We encountered an error!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@parley.local' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:support@parley\.local/),
    );
    const code = screen.getByTestId('error-code').textContent ?? '';
    expect(code).toMatch(/^PRL-[0-9A-Z]+-[0-9A-Z]{4}$/);
    expect(screen.getByRole('button', { name: 'Copy error code' })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(`[Parley] error ${code}`, expect.any(Error));
  });

  it('counts an unreadable manifest as current, never as stale', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serveManifest('not json', 404);
    renderWithProviders(<ErrorScreen error={new Error('boom')} />);
    expect(await screen.findByText('Oops! We encountered an error!')).toBeInTheDocument();
  });

  it('shows the load-failure screen after the chunk retries, with Reload Now and technical details', async () => {
    vi.useFakeTimers();
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload, href: 'http://localhost/campaigns' });
    const cause = new TypeError(
      'Failed to fetch dynamically imported module: http://localhost/assets/Campaigns-1.js',
    );
    renderWithProviders(<ErrorScreen error={new ChunkLoadError(cause, 6)} />);

    expect(screen.getByText('Something went wrong while loading this page')).toBeInTheDocument();
    expect(screen.getByText('We are trying to reload the application...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload Now' })).toBeInTheDocument();
    expect(screen.getByText('Technical details')).toBeInTheDocument();

    // It reloads once by itself; a second failure within a minute waits for the user.
    vi.advanceTimersByTime(3_000);
    expect(reload).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it('shows the 404 text for a route error response', () => {
    renderWithProviders(
      <MemoryRouter>
        <ErrorScreen error={{ status: 404, statusText: 'Not Found', internal: true, data: '' }} />
      </MemoryRouter>,
    );
    expect(screen.getByText('404 - Page Not Found')).toBeInTheDocument();
  });
});
