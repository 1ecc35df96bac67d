import type { PublishInput } from '../../platform/realtime/event-bus.ts';

// An agent's status changed (docs/routing-contract.md "Events on the stream"): the users module owns
// the status; routing's timeout sweep and deactivation publish it after their transaction commits.

export type AgentStatusUpdatedData = {
  userId: string;
  workerSid: string;
  status: string;
  available: boolean;
  statusChangedAt: string;
};

export function agentStatusEvent(brandId: string, data: AgentStatusUpdatedData): PublishInput {
  return { brandId, name: 'agent.statusUpdated', data };
}
