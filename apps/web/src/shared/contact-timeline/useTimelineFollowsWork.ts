import { useQueryClient } from '@tanstack/react-query';
import { useServerEvent } from '../sse/useServerEvent.ts';
import { contactTimelineKeys } from './contact-timeline-api.ts';

/**
 * The timeline re-reads when work the signed-in user holds moves on (a text or an email in or out:
 * `conversation.message`, `email.message`), so the desk's customer panel shows the exchange as it
 * happens. Only the user's own work reaches their stream; other changes show on the next read.
 */
export function useTimelineFollowsWork(profileId: string): void {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: contactTimelineKeys.timeline(profileId) });
  };
  useServerEvent('conversation.message', refresh);
  useServerEvent('email.message', refresh);
}
