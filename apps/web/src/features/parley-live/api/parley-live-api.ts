import { graphqlRequest } from '../../../shared/api/graphql-request.ts';
import { ParleyLiveDocument, type ParleyLiveQuery } from './parley-live.generated.ts';

// Parley Live over GraphQL (apps/server/src/modules/reporting/live.graphql.ts, docs/reporting.md).

export type LiveSnapshot = ParleyLiveQuery['parleyLive'];
export type LiveAgent = LiveSnapshot['agents'][number];
export type LiveQueue = LiveSnapshot['queues'][number];
export type LiveCampaign = LiveSnapshot['campaigns'][number];

export const parleyLiveKeys = {
  snapshot: (timeZone: string) => ['parley-live', 'snapshot', timeZone] as const,
};

export async function fetchParleyLive(timeZone: string, signal?: AbortSignal): Promise<LiveSnapshot> {
  const data = await graphqlRequest(ParleyLiveDocument, { timeZone }, { signal, skipDefault: true });
  return data.parleyLive;
}
