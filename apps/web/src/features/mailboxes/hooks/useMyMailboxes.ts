import { useQuery } from '@tanstack/react-query';
import { fetchMyMailboxes } from '../api/mailboxes-api.ts';
import { myMailboxesKey } from './mailbox-query-keys.ts';

/** The brand mailboxes the signed-in agent answers from and their own (GET /conv/email/mailboxes/mine). */
export function useMyMailboxes() {
  return useQuery({ queryKey: myMailboxesKey, queryFn: ({ signal }) => fetchMyMailboxes(signal) });
}
