import {
  EMBEDDING_SETTINGS_KEY,
  type EmbeddingSettings,
  readEmbeddingSettings,
} from '@parley/core/embedding/settings';
import type { DbExecutor } from '../../platform/db/database.ts';
import { getBrandAdminSettings, updateBrandAdminSetting } from '../brands/brand-admin-settings.ts';

// Brand.adminSettings.embedding (docs/embedding.md): the parent origins the embedded agent desktop
// exchanges messages with. Read through readEmbeddingSettings, so a bad stored entry is dropped.

export async function readBrandEmbeddingSettings(
  db: DbExecutor,
  brandId: string,
): Promise<EmbeddingSettings> {
  const settings = await getBrandAdminSettings(db, brandId);
  return readEmbeddingSettings(settings[EMBEDDING_SETTINGS_KEY]);
}

/**
 * Whether the brand lets the desk run in another site's frame: it lists at least one parent
 * origin. Only then does an embedded sign-in get a cookie a cross-site frame can use.
 */
export async function brandAllowsEmbedding(db: DbExecutor, brandId: string): Promise<boolean> {
  return (await readBrandEmbeddingSettings(db, brandId)).allowedParentOrigins.length > 0;
}

/** Replaces the settings with the brand row locked; the result is what a read gives back. */
export async function writeBrandEmbeddingSettings(
  tx: DbExecutor,
  brandId: string,
  next: EmbeddingSettings,
): Promise<EmbeddingSettings> {
  const stored = await updateBrandAdminSetting(tx, {
    brandId,
    key: EMBEDDING_SETTINGS_KEY,
    change: () => next,
  });
  return readEmbeddingSettings(stored);
}
