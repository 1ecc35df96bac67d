import { EMBEDDING_SETTINGS_KEY, readEmbeddingSettings } from '@parley/core/embedding/settings';
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { resolveSession } from '../auth/resolve-session.ts';
import { brands } from '../brands/brands.tables.ts';
import { readBrandEmbeddingSettings } from './embedding-settings.ts';

// Which pages may frame the web app's HTML (CSP frame-ancestors, docs/security/edge.md "Framing").
// One server serves every brand at the same address, so the page's brand comes from its session
// cookie: signed in, the brand's allowed parent origins; not signed in (the sign-in page, or a frame
// before its first sign-in), any brand's, since the brand is not known yet and the agent must be
// able to sign in inside an allowed host's frame (docs/embedding.md).

/** The parent origins allowed by some brand: the sign-in page may be framed by these. */
async function anyBrandAllowedOrigins(db: DbExecutor): Promise<string[]> {
  const rows = await db
    .select({ adminSettings: brands.adminSettings })
    .from(brands)
    .where(sql`${brands.adminSettings} -> ${EMBEDDING_SETTINGS_KEY} is not null`);
  const origins = new Set<string>();
  for (const row of rows) {
    const settings: unknown =
      typeof row.adminSettings === 'object' && row.adminSettings !== null
        ? Reflect.get(row.adminSettings, EMBEDDING_SETTINGS_KEY)
        : undefined;
    for (const origin of readEmbeddingSettings(settings).allowedParentOrigins) origins.add(origin);
  }
  return [...origins];
}

/** The origins besides Parley's own that may frame a page loaded with this session cookie. */
export async function frameAncestorOrigins(
  db: DbExecutor,
  options: { cookieToken: string | undefined },
): Promise<string[]> {
  const session = options.cookieToken ? await resolveSession(db, { cookieToken: options.cookieToken }) : null;
  if (!session) return anyBrandAllowedOrigins(db);
  return (await readBrandEmbeddingSettings(db, session.brandId)).allowedParentOrigins;
}
