import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useRouteError } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazy-page.ts';
import { isChunkLoadError } from './load-with-retry.ts';

function Boundary() {
  const error = useRouteError();
  return <p>{isChunkLoadError(error) ? 'chunk load failed' : 'other error'}</p>;
}

describe('lazyPage', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("hands a chunk that never loads to the route's error boundary after the retries", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi.fn(async (): Promise<{ Page: () => null }> => {
      throw new TypeError('Importing a module script failed.');
    });
    const router = createMemoryRouter(
      [
        { path: '/', element: <p>home</p> },
        { path: '/reporting', lazy: lazyPage(load, (m) => m.Page), errorElement: <Boundary /> },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    void router.navigate('/reporting');
    await vi.advanceTimersByTimeAsync(128 + 256 + 512 + 1024 + 2048);
    vi.useRealTimers();
    expect(await screen.findByText('chunk load failed')).toBeInTheDocument();
    // Safari names no URL, so each retry calls the original import again: 1 + 5 tries.
    expect(load).toHaveBeenCalledTimes(6);
  });

  it('renders the page once its chunk loads', async () => {
    vi.useRealTimers();
    const router = createMemoryRouter(
      [
        { path: '/', element: <p>home</p> },
        {
          path: '/page',
          lazy: lazyPage(
            async () => ({ Page: () => <p>the page</p> }),
            (m) => m.Page,
          ),
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    await router.navigate('/page');
    expect(await screen.findByText('the page')).toBeInTheDocument();
  });
});
