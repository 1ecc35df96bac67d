// The id of the running build, injected by vite.config.ts (and vitest.config.ts for tests).
declare const __PARLEY_BUILD_VERSION__: string;

export const BUILD_VERSION: string = __PARLEY_BUILD_VERSION__;

const ASSET_MANIFEST_URL = '/asset-manifest.json';

/**
 * The version the server deploys now (spec 000 §7 "Version check"), or null when it cannot be
 * told (offline, no manifest, unexpected body): an unknown version never counts as stale.
 */
export async function fetchDeployedVersion(fetchImpl: typeof fetch = fetch): Promise<string | null> {
  try {
    const response = await fetchImpl(ASSET_MANIFEST_URL, { cache: 'no-store', credentials: 'same-origin' });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    if (typeof body === 'object' && body !== null && 'version' in body && typeof body.version === 'string') {
      return body.version;
    }
    return null;
  } catch {
    return null;
  }
}

export async function isRunningStaleVersion(fetchImpl: typeof fetch = fetch): Promise<boolean> {
  const deployed = await fetchDeployedVersion(fetchImpl);
  return deployed !== null && deployed !== BUILD_VERSION;
}
