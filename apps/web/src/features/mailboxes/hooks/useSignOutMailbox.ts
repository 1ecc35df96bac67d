import { useMutation, useQueryClient } from '@tanstack/react-query';
import { signOutMailbox } from '../api/mailboxes-api.ts';
import { putMailbox } from './mailbox-query-keys.ts';

/** Signs the agent out of one of their mailboxes (it becomes SIGNED_OUT). */
export function useSignOutMailbox() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => signOutMailbox(id),
    onSuccess: (mailbox) => putMailbox(queryClient, mailbox),
  });
}
