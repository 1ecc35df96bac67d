import {
  type EmbeddingSettings,
  type EmbeddingSettingsInput,
  embeddingSettingsInput,
} from '@parley/core/embedding/settings';
import type { DbExecutor } from '../../platform/db/database.ts';
import { writeBrandEmbeddingSettings } from './embedding-settings.ts';

/**
 * Replaces the allowed parent origins. Each must be an http(s) origin without a path; '*' is
 * refused (400 naming `allowedParentOrigins`). Stored normalised, without duplicates.
 */
export async function saveEmbeddingSettings(
  db: DbExecutor,
  options: { brandId: string; input: EmbeddingSettingsInput },
): Promise<EmbeddingSettings> {
  const input = embeddingSettingsInput.parse(options.input);
  return db.transaction((tx) => writeBrandEmbeddingSettings(tx, options.brandId, input));
}
