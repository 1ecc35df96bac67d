// The contact lists a scheduled trigger may run over (brandContactLists: every list of the brand).
import { graphqlRequest } from '../../../shared/api/graphql-request.ts';
import {
  JourneyAudienceContactListsDocument,
  type JourneyAudienceContactListsQuery,
} from './journey-audiences.generated.ts';

export type AudienceContactList = JourneyAudienceContactListsQuery['brandContactLists']['items'][number];

export async function fetchAudienceContactLists(signal?: AbortSignal): Promise<AudienceContactList[]> {
  const data = await graphqlRequest(JourneyAudienceContactListsDocument, { name: null }, { signal });
  return data.brandContactLists.items;
}
