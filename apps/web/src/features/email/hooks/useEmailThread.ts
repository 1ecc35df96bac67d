import { EMAIL_STREAM } from '@parley/core/email/stream-events';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useStreamEvent } from '../../../shared/sse/useServerEvent.ts';
import { fetchEmailThread } from '../api/email-api.ts';
import { emailThreadKey } from './email-query-keys.ts';

/**
 * The task's thread (GET …/thread), read again when the stream says a message joined it or one the
 * agent sent changed state (`email.message` naming this task, docs/email.md "Threading").
 */
export function useEmailThread(taskSid: string) {
  const queryClient = useQueryClient();
  useStreamEvent(EMAIL_STREAM['email.message'], (event) => {
    if (event.taskSid === taskSid) void queryClient.invalidateQueries({ queryKey: emailThreadKey(taskSid) });
  });
  return useQuery({
    queryKey: emailThreadKey(taskSid),
    queryFn: ({ signal }) => fetchEmailThread(taskSid, signal),
  });
}
