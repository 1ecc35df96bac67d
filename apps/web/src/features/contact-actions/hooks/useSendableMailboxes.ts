import { useQuery } from '@tanstack/react-query';
import { fetchSendableMailboxes } from '../api/contact-actions-api.ts';

/** The mailboxes the agent may send from (the email action needs a connected one). */
export function useSendableMailboxes() {
  return useQuery({
    queryKey: ['contact-actions', 'sendable-mailboxes'],
    queryFn: ({ signal }) => fetchSendableMailboxes(signal),
    staleTime: 30_000,
  });
}
