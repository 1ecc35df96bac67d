import { graphqlRequest } from '../../../shared/api/graphql-request.ts';
import {
  CampaignContactListOptionsDocument,
  type CampaignContactListOptionsQuery,
  CampaignNumberOptionsDocument,
  type CampaignNumberOptionsQuery,
  CampaignQueueOptionsDocument,
  type CampaignQueueOptionsQuery,
} from './campaign-options.generated.ts';

// What the campaign editor's pickers offer: the brand's contact lists, queues and numbers (the
// segments come from the segments feature's own query). A failure leaves the picker empty.

export type ContactListOption = CampaignContactListOptionsQuery['brandContactLists']['items'][number];
export type QueueOption = CampaignQueueOptionsQuery['queues'][number];
export type NumberOption = CampaignNumberOptionsQuery['getCommunicationSources'][number];

/** The first 100 lists by name: an audience holds at most 50 items. */
export async function fetchContactListOptions(signal?: AbortSignal): Promise<ContactListOption[]> {
  const data = await graphqlRequest(CampaignContactListOptionsDocument, {}, { signal, skipDefault: true });
  return data.brandContactLists.items;
}

export async function fetchQueueOptions(signal?: AbortSignal): Promise<QueueOption[]> {
  const data = await graphqlRequest(CampaignQueueOptionsDocument, {}, { signal, skipDefault: true });
  return data.queues;
}

/** spec 001 §7 getCommunicationSources: the brand's numbers that text (sms) or call (voice). */
export async function fetchNumberOptions(
  channel: 'sms' | 'voice',
  signal?: AbortSignal,
): Promise<NumberOption[]> {
  const data = await graphqlRequest(
    CampaignNumberOptionsDocument,
    { channel },
    { signal, skipDefault: true },
  );
  return data.getCommunicationSources;
}
