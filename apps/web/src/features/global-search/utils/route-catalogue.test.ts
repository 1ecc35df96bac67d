import type { RailAccess } from '@parley/core/shell/navigation';
import { FEATURE_FLAG_DEFAULTS } from '@parley/core/users/feature-flags';
import { describe, expect, it } from 'vitest';
import { isReachablePath, searchableRoutes } from './route-catalogue.ts';

function access(roles: string[], flags: Partial<RailAccess['featureFlags']> = {}): RailAccess {
  return { roles, featureFlags: { ...FEATURE_FLAG_DEFAULTS, ...flags } };
}

const paths = (value: RailAccess) => searchableRoutes(value).map((route) => route.path);

describe('searchableRoutes (spec 001 §2 "Routes reachable from global search")', () => {
  it('gives an agent the pages its flags show, and no settings', () => {
    const routes = searchableRoutes(access(['agent']));
    expect(routes).toContainEqual({ label: 'Agent Desktop', description: '', path: '/agent' });
    expect(routes).toContainEqual({ label: 'Current Tasks', description: 'Agent Desktop', path: '/agent' });
    expect(routes).toContainEqual({
      label: 'My Contacts',
      description: 'Agent Desktop',
      path: '/agent/contacts',
    });
    expect(routes).toContainEqual({ label: 'New Journey', description: 'Journeys', path: '/journeys/new' });
    expect(routes).toContainEqual({ label: 'Recent Tasks', description: 'Tasks', path: '/recent-tasks' });
    expect(paths(access(['agent'])).some((path) => path.startsWith('/settings'))).toBe(false);
    // Flags off by default (spec 000 §9): no campaigns, segments, audience.
    expect(paths(access(['agent']))).not.toContain('/segments');
    expect(paths(access(['agent']))).not.toContain('/audience');
  });

  it('follows the feature flags of each area', () => {
    const withFlags = paths(access(['agent'], { segments: true, aiAgents: true, audience: true }));
    expect(withFlags).toEqual(
      expect.arrayContaining([
        '/segments',
        '/segments/new',
        '/audience',
        '/ai-agents/custom-agents/edit/new?channel=voice',
        '/ai-agents/custom-agents/edit/new?channel=sms',
      ]),
    );
    expect(paths(access(['agent'], { email: true }))).toContain('/agent/my-settings');
    expect(paths(access(['agent']))).not.toContain('/agent/my-settings');
  });

  it('gives admins and supervisors the settings pages, with the navigation groups as description', () => {
    const routes = searchableRoutes(access(['supervisor']));
    expect(routes).toContainEqual({
      label: 'Rules',
      description: 'Settings › Task Routing',
      path: '/settings/routing-rules/rules',
    });
    expect(routes).toContainEqual({
      label: 'New Queue',
      description: 'Settings',
      path: '/settings/routing-rules/queues/new',
    });
    expect(routes.map((route) => route.path)).not.toContain('/settings/user-management/users');
    const withUsers = paths(access(['admin'], { userManagement: true }));
    expect(withUsers).toEqual(
      expect.arrayContaining(['/settings/user-management/users', '/settings/user-management/users/new']),
    );
    // Pages that need an id are not searchable.
    expect(withUsers.some((path) => path.includes(':'))).toBe(false);
  });
});

describe('isReachablePath', () => {
  it('allows a link when its area is visible', () => {
    expect(isReachablePath('/audience?profileId=pr1', access(['agent'], { audience: true }))).toBe(true);
    expect(isReachablePath('/audience?profileId=pr1', access(['agent']))).toBe(false);
    expect(isReachablePath('/agent?phoneNumber=%2B1&contactId=x', access(['agent']))).toBe(true);
    expect(isReachablePath('/nowhere', access(['admin']))).toBe(false);
  });

  it('needs the user-management flag for user pages (spec 000 §6)', () => {
    expect(isReachablePath('/settings/user-management/users/u1', access(['admin']))).toBe(false);
    expect(
      isReachablePath('/settings/user-management/users/u1', access(['admin'], { userManagement: true })),
    ).toBe(true);
    expect(
      isReachablePath('/settings/user-management/users/u1', access(['agent'], { userManagement: true })),
    ).toBe(false);
  });
});
