import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type DeskAgent, updateAgentStatus } from '../api/agent-api.ts';
import { DESK_AGENT_QUERY_KEY } from './useDeskAgent.ts';

/** updateAgent(updateUserData: { status, twilioSid }) (spec 001 §4, §7); the answer is the new status. */
export function useChangeStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ status, workerSid }: { status: string; workerSid: string }) =>
      updateAgentStatus(status, workerSid),
    onSuccess: (updated) => {
      queryClient.setQueryData<DeskAgent>(DESK_AGENT_QUERY_KEY, (agent) =>
        agent ? { ...agent, status: updated.status, statusChangedAt: updated.twilioStatusChangedAt } : agent,
      );
    },
  });
}
