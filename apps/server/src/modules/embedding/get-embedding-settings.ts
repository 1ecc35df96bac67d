import type { EmbeddingSettings } from '@parley/core/embedding/settings';
import type { DbExecutor } from '../../platform/db/database.ts';
import { readBrandEmbeddingSettings } from './embedding-settings.ts';

/** The brand's embedding settings: every signed-in user reads them (the embedded desk needs them). */
export async function getEmbeddingSettings(
  db: DbExecutor,
  options: { brandId: string },
): Promise<EmbeddingSettings> {
  return readBrandEmbeddingSettings(db, options.brandId);
}
