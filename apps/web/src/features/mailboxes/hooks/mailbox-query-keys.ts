import type { QueryClient } from '@tanstack/react-query';
import type { MailboxView } from '../api/mailbox-types.ts';

/**
 * The same cache entry as the email desk's mailboxes (features/email/hooks/email-query-keys.ts,
 * myMailboxesKey): one GET, so a mailbox connected or signed out here is what the composer offers.
 */
export const myMailboxesKey = ['email', 'mailboxes', 'mine'] as const;

/** Puts the server's answer for one mailbox in the list (replacing it, or adding a new one last). */
export function putMailbox(queryClient: QueryClient, mailbox: MailboxView): void {
  queryClient.setQueryData<MailboxView[]>(myMailboxesKey, (list) => {
    if (!list) return list;
    const known = list.some((item) => item.id === mailbox.id);
    return known ? list.map((item) => (item.id === mailbox.id ? mailbox : item)) : [...list, mailbox];
  });
}
