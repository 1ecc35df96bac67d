import { graphqlRequest } from '../../../shared/api/graphql-request.ts';
import {
  type SettingsBrandStatusFragment,
  SettingsCreateStatusDocument,
  SettingsDeleteStatusDocument,
  SettingsReorderStatusesDocument,
  SettingsStatusesDocument,
  SettingsUpdateStatusDocument,
} from './statuses.generated.ts';

// The brand's agent statuses (apps/server/src/modules/brands/statuses.graphql.ts).

export type BrandStatus = SettingsBrandStatusFragment;

export async function fetchStatuses(signal?: AbortSignal): Promise<BrandStatus[]> {
  const data = await graphqlRequest(SettingsStatusesDocument, {}, { signal });
  return data.brandStatuses;
}

export async function createStatus(input: { name: string; available: boolean }): Promise<BrandStatus> {
  const data = await graphqlRequest(SettingsCreateStatusDocument, { input });
  return data.createBrandStatus;
}

export async function updateStatus(
  id: string,
  input: { name?: string; available?: boolean },
): Promise<BrandStatus> {
  const data = await graphqlRequest(SettingsUpdateStatusDocument, { id, input });
  return data.updateBrandStatus;
}

export async function deleteStatus(id: string): Promise<void> {
  await graphqlRequest(SettingsDeleteStatusDocument, { id });
}

export async function reorderStatuses(ids: string[]): Promise<BrandStatus[]> {
  const data = await graphqlRequest(SettingsReorderStatusesDocument, { ids });
  return data.reorderBrandStatuses;
}
