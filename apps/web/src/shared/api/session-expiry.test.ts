import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { goTo } from './browser-location.ts';
import { setManualLogout } from './request-context.ts';
import { expiredLoginUrl, redirectToExpiredLogin } from './session-expiry.ts';
import { resetApiState } from './testing/api-test-kit.ts';

// jsdom cannot load another page: goTo is recorded; the current address is jsdom's own.
vi.mock('./browser-location.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./browser-location.ts')>()),
  goTo: vi.fn(),
}));

function visit(path: string): void {
  window.history.replaceState(null, '', path);
}

beforeEach(() => {
  resetApiState();
  vi.mocked(goTo).mockReset();
});

afterEach(() => {
  visit('/');
});

describe('expiredLoginUrl', () => {
  it('keeps the page in next=, after expired=true', () => {
    expect(expiredLoginUrl('/admin')).toBe('/login?expired=true&next=%2Fadmin');
    expect(expiredLoginUrl('/agent/contacts?list=7&sort=name')).toBe(
      '/login?expired=true&next=%2Fagent%2Fcontacts%3Flist%3D7%26sort%3Dname',
    );
  });

  it('adds no next for home or for an address that could leave the app', () => {
    for (const path of ['/', '', 'admin', '//evil.example/x', '/\\evil.example']) {
      expect(expiredLoginUrl(path)).toBe('/login?expired=true');
    }
  });
});

describe('redirectToExpiredLogin', () => {
  it('goes to the login page once, naming the page the user was on', () => {
    visit('/settings/general-settings?tab=hours#top');
    redirectToExpiredLogin();
    redirectToExpiredLogin();
    expect(goTo).toHaveBeenCalledTimes(1);
    expect(goTo).toHaveBeenCalledWith(
      `/login?expired=true&next=${encodeURIComponent('/settings/general-settings?tab=hours')}`,
    );
  });

  it('stays put on the login pages and during a manual logout', () => {
    visit('/login/forgot');
    redirectToExpiredLogin();
    visit('/agent');
    setManualLogout(true);
    redirectToExpiredLogin();
    expect(goTo).not.toHaveBeenCalled();
  });
});
