import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { AdminPage } from './AdminPage.tsx';

function serveOutbox(body: unknown, status = 200) {
  const fetchMock = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('AdminPage mail outbox', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("says 'No mail sent yet.' when the outbox is empty", async () => {
    const fetchMock = serveOutbox({ items: [] });
    renderWithProviders(<AdminPage />);
    expect(await screen.findByText('No mail sent yet.')).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/admin/mail-outbox');
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ credentials: 'include' });
  });

  it('lists the mails and opens one with its links', async () => {
    serveOutbox({
      items: [
        {
          id: 'm1',
          to: 'ada@example.com',
          subject: 'Reset your Parley password',
          text: 'Open http://localhost:3000/login/reset?token=abc to choose a new password.',
          createdAt: '2026-01-02T10:00:00.000Z',
          sentAt: null,
          transport: 'outbox',
          error: null,
        },
      ],
    });
    renderWithProviders(<AdminPage />);
    const row = (await screen.findByText('ada@example.com')).closest('tr');
    expect(row).not.toBeNull();
    expect(within(row as HTMLElement).getByText('Reset your Parley password')).toBeInTheDocument();
    expect(within(row as HTMLElement).getByText('Not sent')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Read mail to ada@example.com' }));
    expect(
      await screen.findByRole('link', { name: 'http://localhost:3000/login/reset?token=abc' }),
    ).toHaveAttribute('href', 'http://localhost:3000/login/reset?token=abc');
  });

  it('shows a failure in place', async () => {
    serveOutbox({ code: 'forbidden', message: 'Only admins may do this.' }, 500);
    renderWithProviders(<AdminPage />);
    expect(await screen.findByText('Only admins may do this.')).toBeInTheDocument();
  });
});
