import { useQuery } from '@tanstack/react-query';
import { fetchSimulatorMessages } from '../api/simulator-api.ts';

/** How often the conversation is fetched again: the admin's stream carries no agent-private events. */
export const SIMULATOR_MESSAGES_POLL_MS = 2_000;

export function simulatorMessagesKey(contactPhone: string | null) {
  return ['simulator', 'messages', contactPhone] as const;
}

/** The texts between the brand and `contactPhone` (E.164), polled; idle without a number. */
export function useSimulatorMessages(contactPhone: string | null) {
  return useQuery({
    queryKey: simulatorMessagesKey(contactPhone),
    queryFn: ({ signal }) => fetchSimulatorMessages(contactPhone ?? '', signal),
    enabled: contactPhone !== null,
    refetchInterval: SIMULATOR_MESSAGES_POLL_MS,
    staleTime: 0,
  });
}
