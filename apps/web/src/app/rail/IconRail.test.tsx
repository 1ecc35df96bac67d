import { RAIL_ENTRIES } from '@parley/core/shell/navigation';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { makeProfile, type ProfileOverrides, signedInSession } from '../../test/session-fixtures.tsx';
import { IconRail } from './IconRail.tsx';

function renderRail(overrides: ProfileOverrides, path = '/agent') {
  const router = createMemoryRouter([{ path: '*', element: <IconRail hideLogo={false} /> }], {
    initialEntries: [path],
  });
  renderWithProviders(<RouterProvider router={router} />, signedInSession(makeProfile(overrides)));
  return router;
}

function railLabels(): string[] {
  const rail = screen.getByRole('navigation', { name: 'Main navigation' });
  return within(rail)
    .queryAllByRole('link')
    .map((link) => link.getAttribute('aria-label') ?? '')
    .filter((label) => label !== 'Parley home');
}

const ALL_RAIL_FLAGS_ON = Object.fromEntries(RAIL_ENTRIES.map((entry) => [entry.flag, true]));
const ALL_RAIL_FLAGS_OFF = Object.fromEntries(RAIL_ENTRIES.map((entry) => [entry.flag, false]));

describe('IconRail (spec 002 §2)', () => {
  it('shows every entry, in the spec order, when every flag is on and the user is an admin', () => {
    renderRail({ roles: ['admin'], featureFlags: ALL_RAIL_FLAGS_ON });
    expect(railLabels()).toEqual([
      'Parley Live',
      'Agent Desktop',
      'Campaigns',
      'Journeys',
      'Audience',
      'Segments',
      'Agents',
      'Queues',
      'Tasks',
      'Phone Numbers',
      'Conversation Intelligence',
      'Recent Activity',
      'AI Agents',
      'Reporting',
      'Settings',
    ]);
  });

  it('shows an entry only when its own flag is on', () => {
    for (const entry of RAIL_ENTRIES) {
      renderRail({ roles: ['admin'], featureFlags: { ...ALL_RAIL_FLAGS_OFF, [entry.flag]: true } });
      expect(railLabels()).toEqual([entry.label]);
      cleanup();
    }
  });

  it('shows the default entries to an agent: Agent Desktop, Journeys, Tasks, and no Settings', () => {
    renderRail({ roles: ['agent'] });
    expect(railLabels()).toEqual(['Agent Desktop', 'Journeys', 'Tasks']);
  });

  it.each([
    [['admin'], true],
    [['supervisor'], true],
    [['SUPERVISOR'], true],
    [['agent'], false],
    [[], false],
  ])('shows Settings to roles %j: %s', (roles, shown) => {
    renderRail({ roles, featureFlags: { settings: true } });
    expect(railLabels().includes('Settings')).toBe(shown);
  });

  it('hides Settings from an admin whose settings flag is off', () => {
    renderRail({ roles: ['admin'], featureFlags: { settings: false } });
    expect(railLabels()).not.toContain('Settings');
  });

  it('marks the entry of the current page, including related areas', () => {
    renderRail({ roles: ['agent'] }, '/recent-tasks');
    expect(screen.getByRole('link', { name: 'Tasks' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Agent Desktop' })).not.toHaveAttribute('aria-current');
  });

  it('opens the n-th visible entry with Alt+n', () => {
    const router = renderRail({ roles: ['agent'] });
    fireEvent.keyDown(document.documentElement, { key: '3', code: 'Digit3', altKey: true });
    expect(router.state.location.pathname).toBe('/tasks');
    fireEvent.keyDown(document.documentElement, { key: '2', code: 'Digit2', altKey: true });
    expect(router.state.location.pathname).toBe('/journeys');
  });

  it('links each entry to its area', () => {
    renderRail({ roles: ['admin'], featureFlags: ALL_RAIL_FLAGS_ON });
    expect(screen.getByRole('link', { name: 'Parley Live' })).toHaveAttribute('href', '/parley-live');
    expect(screen.getByRole('link', { name: 'Conversation Intelligence' })).toHaveAttribute(
      'href',
      '/transcripts',
    );
    expect(screen.getByRole('link', { name: 'Reporting' })).toHaveAttribute('href', '/reporting');
  });
});
