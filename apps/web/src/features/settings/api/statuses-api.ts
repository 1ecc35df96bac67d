import { graphqlRequest } from '../../../shared/api/graphql-request.ts';

// The brand's agent statuses (apps/server/src/modules/brands/statuses.graphql.ts).

export type BrandStatus = { id: string; name: string; available: boolean; position: number };
const FIELDS = 'id name available position';

export async function fetchStatuses(signal?: AbortSignal): Promise<BrandStatus[]> {
  const data = await graphqlRequest<{ brandStatuses: BrandStatus[] }>(
    `query SettingsStatuses { brandStatuses { ${FIELDS} } }`,
    {},
    { signal },
  );
  return data.brandStatuses;
}

export async function createStatus(input: { name: string; available: boolean }): Promise<BrandStatus> {
  const data = await graphqlRequest<{ createBrandStatus: BrandStatus }>(
    `mutation SettingsCreateStatus($input: BrandStatusInput!) { createBrandStatus(input: $input) { ${FIELDS} } }`,
    { input },
  );
  return data.createBrandStatus;
}

export async function updateStatus(
  id: string,
  input: { name?: string; available?: boolean },
): Promise<BrandStatus> {
  const data = await graphqlRequest<{ updateBrandStatus: BrandStatus }>(
    `mutation SettingsUpdateStatus($id: ID!, $input: UpdateBrandStatusInput!) {
      updateBrandStatus(id: $id, input: $input) { ${FIELDS} }
    }`,
    { id, input },
  );
  return data.updateBrandStatus;
}

export async function deleteStatus(id: string): Promise<void> {
  await graphqlRequest('mutation SettingsDeleteStatus($id: ID!) { deleteBrandStatus(id: $id) }', { id });
}

export async function reorderStatuses(ids: string[]): Promise<BrandStatus[]> {
  const data = await graphqlRequest<{ reorderBrandStatuses: BrandStatus[] }>(
    `mutation SettingsReorderStatuses($ids: [ID!]!) { reorderBrandStatuses(ids: $ids) { ${FIELDS} } }`,
    { ids },
  );
  return data.reorderBrandStatuses;
}
