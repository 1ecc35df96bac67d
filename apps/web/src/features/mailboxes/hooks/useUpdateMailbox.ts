import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateMailboxBody } from '../api/mailbox-types.ts';
import { updateMailbox } from '../api/mailboxes-api.ts';
import { putMailbox } from './mailbox-query-keys.ts';

/** Changes a mailbox's display name or signature (PATCH /conv/email/mailboxes/:id). */
export function useUpdateMailbox() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateMailboxBody }) => updateMailbox(id, body),
    onSuccess: (mailbox) => putMailbox(queryClient, mailbox),
  });
}
