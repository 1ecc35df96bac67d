import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConnectImapMailboxBody } from '../api/mailbox-types.ts';
import { connectImapMailbox } from '../api/mailboxes-api.ts';
import { myMailboxesKey, putMailbox } from './mailbox-query-keys.ts';

/** Connects (or reconnects) an IMAP + SMTP mailbox; the list shows the server's answer at once. */
export function useConnectImapMailbox() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConnectImapMailboxBody) => connectImapMailbox(body),
    onSuccess: (mailbox) => {
      putMailbox(queryClient, mailbox);
      void queryClient.invalidateQueries({ queryKey: myMailboxesKey });
    },
  });
}
