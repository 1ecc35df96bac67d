import { describe, expect, it } from 'vitest';
import { AUTO_RELOAD_MIN_INTERVAL_MS, claimAutoReload, shouldAutoReload } from './auto-reload.ts';

describe('automatic reload after a chunk load failure', () => {
  it('reloads when it never did, or did more than a minute ago', () => {
    expect(shouldAutoReload(null, 1_000)).toBe(true);
    expect(shouldAutoReload(1_000, 1_000 + AUTO_RELOAD_MIN_INTERVAL_MS)).toBe(true);
    expect(shouldAutoReload(1_000, 1_000 + AUTO_RELOAD_MIN_INTERVAL_MS - 1)).toBe(false);
  });

  it('claims the reload once per minute in the tab', () => {
    expect(claimAutoReload(sessionStorage, 10_000)).toBe(true);
    expect(claimAutoReload(sessionStorage, 20_000)).toBe(false);
    expect(claimAutoReload(sessionStorage, 10_000 + AUTO_RELOAD_MIN_INTERVAL_MS)).toBe(true);
  });
});
