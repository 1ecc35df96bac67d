import { USERS_STREAM } from '@parley/core/users/stream-events';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useStreamEvent } from '../../../shared/sse/useServerEvent.ts';
import { type DeskAgent, fetchDeskAgent } from '../api/agent-api.ts';

export const DESK_AGENT_QUERY_KEY = ['agent-desktop', 'agent'] as const;

/** The signed-in agent (worker sid, status, the brand's statuses). */
export function useDeskAgent() {
  return useQuery({
    queryKey: DESK_AGENT_QUERY_KEY,
    queryFn: ({ signal }) => fetchDeskAgent(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * Keeps the agent's status current when it changes elsewhere: another tab, or the engine moving an
 * agent who let an offer time out to a non-available status (docs/routing-contract.md).
 */
export function useAgentStatusEvents(): void {
  const queryClient = useQueryClient();
  useStreamEvent(USERS_STREAM['agent.statusUpdated'], (event) => {
    queryClient.setQueryData<DeskAgent>(DESK_AGENT_QUERY_KEY, (agent) =>
      agent && agent.workerSid === event.workerSid
        ? { ...agent, status: event.status, statusChangedAt: event.statusChangedAt }
        : agent,
    );
  });
}
