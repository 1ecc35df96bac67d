import { screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render.tsx';
import { makeProfile } from '../../test/session-fixtures.tsx';

// jsdom has no EventSource; the event stream is not what these tests are about.
vi.mock('../../shared/sse/EventStreamProvider.tsx', () => ({
  EventStreamProvider: ({ children }: { children: ReactNode }) => children,
}));

const admin = makeProfile({ roles: ['admin'] });

describe('app routes', () => {
  it("shows '404 - Page Not Found' for a missing route, inside the shell", async () => {
    renderApp('/no-such-page');
    expect(await screen.findByText('404 - Page Not Found')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page Not Found | Acme'));
  });

  it('redirects / to the agent desktop when the user may use it', async () => {
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/agent'));
    expect(await screen.findByRole('heading', { name: 'Current Tasks' })).toBeInTheDocument();
  });

  it('redirects / to the first visible rail entry otherwise', async () => {
    const { router } = renderApp(
      '/',
      makeProfile({ featureFlags: { agentDesktop: false, campaigns: true } }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/campaigns'));
  });

  it("sets the title to '{page} | {brand}'", async () => {
    renderApp('/journeys', makeProfile({ brandName: 'Globex Support' }));
    expect(await screen.findByRole('heading', { name: 'Journeys' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Journeys | Globex Support'));
  });

  it('names nested pages in the title', async () => {
    renderApp(
      '/settings/user-management/users/new',
      makeProfile({ roles: ['admin'], featureFlags: { userManagement: true } }),
    );
    expect(await screen.findByRole('heading', { name: 'New User' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('New User | Acme'));
  });

  it('shows the not-built-yet state of an area, without invented data', async () => {
    renderApp('/ai-agents', makeProfile({ roles: ['admin'], featureFlags: { aiAgents: true } }));
    expect(await screen.findByRole('heading', { name: 'AI Agents' })).toBeInTheDocument();
    expect(screen.getByText('This area is not built yet.')).toBeInTheDocument();
  });

  it('answers 404 for an area the rail hides (Settings for an agent, Campaigns without its flag)', async () => {
    renderApp('/settings/general-settings');
    expect(await screen.findByText('404 - Page Not Found')).toBeInTheDocument();
  });

  it('answers 404 for /admin to a supervisor', async () => {
    renderApp('/admin', makeProfile({ roles: ['supervisor'] }));
    expect(await screen.findByText('404 - Page Not Found')).toBeInTheDocument();
  });

  it('opens Settings on General Settings with its side navigation', async () => {
    const { router } = renderApp('/settings', admin);
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/general-settings'));
    const nav = await screen.findByRole('navigation', { name: 'Settings' });
    expect(nav).toHaveTextContent('Agent Desktop');
    expect(nav).toHaveTextContent('Call Restrictions');
    expect(nav).toHaveTextContent('Data Management');
    // User Management is behind its flag (spec 000 §6), off by default.
    expect(nav).not.toHaveTextContent('User Management');
  });

  it('redirects a settings group to its first page', async () => {
    const { router } = renderApp('/settings/call-restrictions', admin);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/settings/call-restrictions/contact-restrictions'),
    );
    expect(await screen.findByRole('heading', { name: 'Daily Available Hours' })).toBeInTheDocument();
  });

  it('shows the Conversation Intelligence pages under /transcripts', async () => {
    renderApp('/transcripts/trackers', makeProfile({ featureFlags: { transcripts: true } }));
    expect(await screen.findByRole('heading', { name: 'Moments' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Moments' })).toHaveAttribute('aria-current', 'page');
  });
});
