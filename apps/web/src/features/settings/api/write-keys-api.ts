import { WRITE_KEYS_PAGE_SIZE } from '@parley/core/events/write-keys';
import { graphqlRequest } from '../../../shared/api/graphql-request.ts';
import {
  CreateWriteKeyDocument,
  RevokeWriteKeyDocument,
  type SettingsWriteKeyFragment,
  WriteKeysDocument,
  type WriteKeysQuery,
} from './write-keys.generated.ts';

// Settings › Integrations › API keys (apps/server/src/modules/events/write-keys.graphql.ts).

export type WriteKey = SettingsWriteKeyFragment;
export type WriteKeyPage = WriteKeysQuery['writeKeys'];

export async function fetchWriteKeys(page: number, signal?: AbortSignal): Promise<WriteKeyPage> {
  const data = await graphqlRequest(WriteKeysDocument, { page, size: WRITE_KEYS_PAGE_SIZE }, { signal });
  return data.writeKeys;
}

/** A new key and its secret, which the server shows this once. */
export type CreatedWriteKey = { key: string; writeKey: WriteKey };

export async function createWriteKey(name: string): Promise<CreatedWriteKey> {
  const data = await graphqlRequest(CreateWriteKeyDocument, { input: { name: name.trim() } });
  return data.createWriteKey;
}

export async function revokeWriteKey(id: string): Promise<WriteKey> {
  const data = await graphqlRequest(RevokeWriteKeyDocument, { id });
  return data.revokeWriteKey;
}
