// After every chunk retry failed, the app reloads itself once (the screen says 'We are trying to
// reload the application...'). A reload within the last minute means reloading did not help, so it
// is not repeated: the screen then waits for the user's 'Reload Now'.

export const AUTO_RELOAD_DELAY_MS = 3_000;
export const AUTO_RELOAD_MIN_INTERVAL_MS = 60_000;
const LAST_AUTO_RELOAD_KEY = 'parley-chunk-auto-reload-at';

export function shouldAutoReload(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt >= AUTO_RELOAD_MIN_INTERVAL_MS;
}

/** Records and returns whether this tab may reload itself now. */
export function claimAutoReload(storage: Storage = sessionStorage, now: number = Date.now()): boolean {
  const stored = Number(storage.getItem(LAST_AUTO_RELOAD_KEY));
  const lastReloadAt = Number.isFinite(stored) && stored > 0 ? stored : null;
  if (!shouldAutoReload(lastReloadAt, now)) return false;
  storage.setItem(LAST_AUTO_RELOAD_KEY, String(now));
  return true;
}
