import { WRITE_KEYS_PAGE_SIZE, type WriteKey, type WriteKeyPage } from '@parley/core/write-keys';
import { graphqlRequest } from '../../../shared/api/graphql-request.ts';

// Settings › Integrations › API keys (apps/server/src/modules/events/write-keys.graphql.ts).

const FIELDS = 'id name lastFour status createdAt createdBy { id name } lastUsedAt revokedAt';

export async function fetchWriteKeys(page: number, signal?: AbortSignal): Promise<WriteKeyPage> {
  const data = await graphqlRequest<{ writeKeys: WriteKeyPage }>(
    `query WriteKeys($page: Int, $size: Int) {
      writeKeys(page: $page, size: $size) { items { ${FIELDS} } total page size }
    }`,
    { page, size: WRITE_KEYS_PAGE_SIZE },
    { signal },
  );
  return data.writeKeys;
}

/** A new key and its secret, which the server shows this once. */
export type CreatedWriteKey = { key: string; writeKey: WriteKey };

export async function createWriteKey(name: string): Promise<CreatedWriteKey> {
  const data = await graphqlRequest<{ createWriteKey: CreatedWriteKey }>(
    `mutation CreateWriteKey($input: CreateWriteKeyInput!) {
      createWriteKey(input: $input) { key writeKey { ${FIELDS} } }
    }`,
    { input: { name: name.trim() } },
  );
  return data.createWriteKey;
}

export async function revokeWriteKey(id: string): Promise<WriteKey> {
  const data = await graphqlRequest<{ revokeWriteKey: WriteKey }>(
    `mutation RevokeWriteKey($id: ID!) { revokeWriteKey(id: $id) { ${FIELDS} } }`,
    { id },
  );
  return data.revokeWriteKey;
}
