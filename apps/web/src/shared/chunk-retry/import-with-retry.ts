import { loadWithRetry } from './load-with-retry.ts';

// Browsers remember a failed module URL: importing it again fails again without a request. So a
// retry imports the same chunk under a new URL (?t=<now>), which the server serves like the plain
// one. The failing URL is read from the error message:
//   Chrome  "Failed to fetch dynamically imported module: https://host/assets/Page-abc.js"
//   Firefox "error loading dynamically imported module: https://host/assets/Page-abc.js"
// Safari names no URL ("Importing a module script failed."); then the original import is retried.
// If the chunk itself loaded but one of its own imports failed, only a reload helps: the
// error screen offers it.

const MODULE_URL_PATTERN = /(https?:\/\/[^\s'"]+?\.(?:m?js|jsx|tsx?)(?:\?[^\s'"]*)?)(?=$|[\s'"])/;

export function failedModuleUrl(error: unknown): string | null {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const match = MODULE_URL_PATTERN.exec(message);
  return match?.[1] ?? null;
}

export function cacheBustedUrl(url: string, now: number = Date.now()): string {
  const busted = new URL(url);
  busted.searchParams.set('t', String(now));
  return busted.href;
}

/**
 * `load` is a literal `() => import('./Page.tsx')` so the bundler still splits and names the
 * chunk; retries re-import the failing chunk URL with cache-busting.
 */
export function importWithRetry<M>(load: () => Promise<M>): Promise<M> {
  return loadWithRetry(load, (lastError) => {
    const url = failedModuleUrl(lastError);
    if (!url) return load();
    // The re-imported URL is the very chunk `load` imports, so its namespace has the type M.
    return import(/* @vite-ignore */ cacheBustedUrl(url)) as Promise<M>;
  });
}
