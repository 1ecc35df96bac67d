import { EMBEDDING_SETTINGS_KEY, readEmbeddingSettings } from '@parley/core/embedding/settings';
import type { DbExecutor } from '../../platform/db/database.ts';
import { listBrandAdminSettingValues } from '../brands/brand-admin-settings.ts';
import { readBrandEmbeddingSettings } from './embedding-settings.ts';

// Which pages may frame the web app's HTML (CSP frame-ancestors, docs/security/edge.md "Framing").
// One server serves every brand at the same address, so the page's brand comes from its session
// cookie: signed in, the brand's allowed parent origins; not signed in (the sign-in page, or a frame
// before its first sign-in), any brand's, since the brand is not known yet and the agent must be
// able to sign in inside an allowed host's frame (docs/embedding.md).

/** The parent origins allowed by some brand: the sign-in page may be framed by these. */
async function anyBrandAllowedOrigins(db: DbExecutor): Promise<string[]> {
  const origins = new Set<string>();
  for (const settings of await listBrandAdminSettingValues(db, EMBEDDING_SETTINGS_KEY)) {
    for (const origin of readEmbeddingSettings(settings).allowedParentOrigins) origins.add(origin);
  }
  return [...origins];
}

/**
 * The origins besides Parley's own that may frame a page loaded in a session of `brandId` (null: no
 * live session; the composition root resolves the cookie, app.ts).
 */
export async function frameAncestorOrigins(
  db: DbExecutor,
  options: { brandId: string | null },
): Promise<string[]> {
  if (!options.brandId) return anyBrandAllowedOrigins(db);
  return (await readBrandEmbeddingSettings(db, options.brandId)).allowedParentOrigins;
}
