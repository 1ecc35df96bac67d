import { useQuery } from '@tanstack/react-query';
import { fetchMailboxQueueOptions } from '../api/mailbox-queues-api.ts';

export const mailboxQueueOptionsKey = ['email', 'mailboxes', 'queue-options'] as const;

/** The brand's queues, for a brand mailbox's queue picker (fetched once per page visit). */
export function useMailboxQueueOptions() {
  return useQuery({
    queryKey: mailboxQueueOptionsKey,
    queryFn: ({ signal }) => fetchMailboxQueueOptions(signal),
    staleTime: 60_000,
  });
}
