import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render.tsx';
import { makeProfile } from '../../test/session-fixtures.tsx';

vi.mock('../../shared/sse/EventStreamProvider.tsx', () => ({
  EventStreamProvider: ({ children }: { children: ReactNode }) => children,
}));

const admin = makeProfile({ roles: ['admin'] });

describe('shell hotkeys (spec 001 §2, §9)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('moves through the side navigation with Alt+↓ and Alt+↑', async () => {
    const { router } = renderApp('/settings/general-settings', admin);
    await screen.findByRole('heading', { name: 'General Settings' });
    fireEvent.keyDown(document.documentElement, { key: 'ArrowDown', code: 'ArrowDown', altKey: true });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/settings/my-settings/agent-integrations'),
    );
    await screen.findByRole('heading', { name: 'Integrations' });
    fireEvent.keyDown(document.documentElement, { key: 'ArrowUp', code: 'ArrowUp', altKey: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/general-settings'));
  });

  it('collapses and expands the side navigation with Alt+B', async () => {
    renderApp('/agent');
    await screen.findByRole('heading', { name: 'Current Tasks' });
    fireEvent.keyDown(document.documentElement, { key: 'b', code: 'KeyB', altKey: true });
    expect(screen.getByRole('button', { name: 'Expand Agent Desktop navigation' })).toBeInTheDocument();
    fireEvent.keyDown(document.documentElement, { key: 'b', code: 'KeyB', altKey: true });
    expect(screen.getByRole('button', { name: 'Collapse Agent Desktop navigation' })).toBeInTheDocument();
  });

  it('shows the hotkey hints for 3 s after Alt is pressed', async () => {
    renderApp('/agent');
    await screen.findByRole('heading', { name: 'Current Tasks' });
    vi.useFakeTimers();
    const rail = screen.getByRole('navigation', { name: 'Main navigation' });
    const tasks = within(rail).getByRole('link', { name: 'Tasks' });
    expect(tasks).not.toHaveTextContent('3');

    fireEvent.keyDown(document.documentElement, { key: 'Alt', code: 'AltLeft', altKey: true });
    expect(tasks).toHaveTextContent('3');
    expect(screen.getByText('Alt+B')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(2_999));
    expect(tasks).toHaveTextContent('3');
    act(() => vi.advanceTimersByTime(1));
    expect(tasks).not.toHaveTextContent('3');
  });
});
