import { useQuery } from '@tanstack/react-query';
import { fetchMyMailboxes } from '../api/email-api.ts';
import { myMailboxesKey } from './email-query-keys.ts';

/** The mailboxes the signed-in agent may send from (GET /conv/email/mailboxes/mine). */
export function useMyMailboxes() {
  return useQuery({ queryKey: myMailboxesKey, queryFn: ({ signal }) => fetchMyMailboxes(signal) });
}
