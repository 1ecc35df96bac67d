import { REST_ERROR_TEXTS } from '@parley/core/common/texts';
import type { SpotlightItem } from '@parley/core/global-search/ranking';
import { apiRequest } from '../../../shared/api/api-request.ts';

/** spec 001 §7: 5 retries. */
const SPOTLIGHT_RETRIES = 5;

/** spec 001 §7 GET /profile-feeds/spotlight-search: contacts (Audience) and users (Users). */
export async function fetchSpotlightItems(query: string, signal?: AbortSignal): Promise<SpotlightItem[]> {
  const answer = await apiRequest<{ items: SpotlightItem[] }>(
    `/profile-feeds/spotlight-search?${new URLSearchParams({ query }).toString()}`,
    { signal, retries: SPOTLIGHT_RETRIES, failureMessage: REST_ERROR_TEXTS.spotlightData },
  );
  return answer.items;
}
