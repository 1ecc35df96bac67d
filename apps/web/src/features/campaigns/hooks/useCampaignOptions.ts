// The campaign editor's picker queries: contact lists, queues, numbers (issue 14 editor).
import { useQuery } from '@tanstack/react-query';
import {
  fetchContactListOptions,
  fetchNumberOptions,
  fetchQueueOptions,
} from '../api/campaign-options-api.ts';
import { campaignKeys } from '../api/campaigns-keys.ts';

export function useContactListOptions() {
  return useQuery({
    queryKey: campaignKeys.contactLists(),
    queryFn: ({ signal }) => fetchContactListOptions(signal),
  });
}

/** Asked only for a call campaign. */
export function useQueueOptions(enabled: boolean) {
  return useQuery({
    queryKey: campaignKeys.queues(),
    queryFn: ({ signal }) => fetchQueueOptions(signal),
    enabled,
  });
}

export function useNumberOptions(channel: 'sms' | 'voice') {
  return useQuery({
    queryKey: campaignKeys.numbers(channel),
    queryFn: ({ signal }) => fetchNumberOptions(channel, signal),
  });
}
