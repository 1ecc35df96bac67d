import type { EmbeddingSettingsInput } from '@parley/core/embedding/settings';
import { graphqlRequest } from '../../../shared/api/graphql-request.ts';
import {
  EmbeddingSettingsDocument,
  type EmbeddingSettingsQuery,
  SaveEmbeddingSettingsDocument,
} from './embedding-settings.generated.ts';

// Brand.adminSettings.embedding (apps/server/src/modules/embedding/embedding.graphql.ts): read by
// every user (the embedded desk), saved by admins and supervisors on General Settings.

/** The brand's embedding settings as the server answers them (allowed parent origins normalised). */
export type EmbeddingSettings = EmbeddingSettingsQuery['embeddingSettings'];

/** Under the settings root, so the settings pages' live refresh (useSettingsLiveRefresh) covers it. */
export const EMBEDDING_SETTINGS_QUERY_KEY = ['settings', 'embedding'] as const;

export async function fetchEmbeddingSettings(signal?: AbortSignal): Promise<EmbeddingSettings> {
  const data = await graphqlRequest(EmbeddingSettingsDocument, {}, { signal });
  return data.embeddingSettings;
}

export async function saveEmbeddingSettings(input: EmbeddingSettingsInput): Promise<EmbeddingSettings> {
  const data = await graphqlRequest(SaveEmbeddingSettingsDocument, { input });
  return data.saveEmbeddingSettings;
}
