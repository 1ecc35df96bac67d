import { screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render.tsx';
import { makeProfile } from '../../test/session-fixtures.tsx';

vi.mock('../../shared/sse/EventStreamProvider.tsx', () => ({
  EventStreamProvider: ({ children }: { children: ReactNode }) => children,
}));

describe('embedded and minimal layouts (spec 001 §6, spec 002 §2)', () => {
  it('shows the rail with its logo and the agent side navigation by default', async () => {
    renderApp('/agent');
    expect(await screen.findByRole('heading', { name: 'Current Tasks' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Parley home' })).toBeInTheDocument();
    const agentNav = screen.getByRole('navigation', { name: 'Agent Desktop' });
    expect(agentNav).toHaveTextContent('Private lists');
    expect(agentNav).toHaveTextContent('Shared lists');
    // The lists load from the server (none answers here): the sections end empty.
    await waitFor(() => expect(agentNav).toHaveTextContent('No contact lists yet'));
    expect(screen.getByRole('link', { name: 'New Contact List' })).toHaveAttribute(
      'href',
      '/agent/contacts/new',
    );
  });

  it('hides the rail and the side navigations with ?layout=minimal', async () => {
    renderApp('/agent?layout=minimal');
    expect(await screen.findByRole('heading', { name: 'Current Tasks' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Agent Desktop' })).not.toBeInTheDocument();
  });

  it('hides the rail for an embedding host, keeping what the host does not hide', async () => {
    renderApp('/agent?embed=generic');
    expect(await screen.findByRole('heading', { name: 'Current Tasks' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Agent Desktop' })).toBeInTheDocument();
  });

  it('hides only the agent side navigation with ?hideNavigation=true, and keeps it hidden after navigating', async () => {
    const { router } = renderApp('/agent?hideNavigation=true');
    expect(await screen.findByRole('heading', { name: 'Current Tasks' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Agent Desktop' })).not.toBeInTheDocument();

    await router.navigate('/agent/contacts');
    expect(await screen.findByRole('heading', { name: 'My Contacts' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Agent Desktop' })).not.toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem('parley-layout-params') ?? '{}')).toMatchObject({
      state: { hideNavigation: true },
      version: 1,
    });
  });

  it('collapses the side navigation to 64 px and remembers it under parley-toggleable-panels', async () => {
    renderApp('/settings/general-settings', makeProfile({ roles: ['admin'] }));
    const collapse = await screen.findByRole('button', { name: 'Collapse Settings navigation' });
    collapse.click();
    const nav = await screen.findByRole('navigation', { name: 'Settings' });
    expect(nav).toHaveStyle({ width: '64px' });
    expect(screen.getByRole('button', { name: 'Expand Settings navigation' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('parley-toggleable-panels') ?? '{}')).toMatchObject({
      state: { expanded: { sideNavigation: false } },
      version: 1,
    });
  });
});
