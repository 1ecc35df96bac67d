import { AGENT_DESKTOP_TEXTS } from '@parley/core/agent-desktop-texts';
import type { AvailableStatus } from '@parley/core/agent-status';
import { graphqlRequest } from '../../../shared/api/graphql-request.ts';

// The signed-in agent as the desk needs it: worker sid (reservations are asked by it), status and
// when it changed (the status timer), and the brand's statuses (the dropdown). spec 001 §7.

export type DeskAgent = {
  id: string;
  email: string;
  name: string;
  workerSid: string;
  status: string;
  statusChangedAt: string;
  availableStatuses: AvailableStatus[];
};

const AUTHENTICATED_AGENT_QUERY = `query DeskAgent {
  getAuthenticatedUser {
    id email name workerSid status statusChangedAt
    availableStatuses { name available activitySid }
  }
}`;

export async function fetchDeskAgent(signal?: AbortSignal): Promise<DeskAgent> {
  const data = await graphqlRequest<{ getAuthenticatedUser: DeskAgent }>(
    AUTHENTICATED_AGENT_QUERY,
    {},
    { signal },
  );
  return data.getAuthenticatedUser;
}

const UPDATE_AGENT_MUTATION = `mutation UpdateAgentStatus($updateUserData: UpdateUserDataInput!) {
  updateAgent(updateUserData: $updateUserData) { name status twilioStatusChangedAt email twilioSid }
}`;

export type UpdatedAgent = {
  name: string;
  status: string;
  twilioStatusChangedAt: string;
  email: string;
  twilioSid: string;
};

/** spec 001 §4: "Status changes are sent through a mutation with the status name and the worker SID." */
export async function updateAgentStatus(status: string, workerSid: string): Promise<UpdatedAgent> {
  const data = await graphqlRequest<{ updateAgent: UpdatedAgent }>(
    UPDATE_AGENT_MUTATION,
    { updateUserData: { status, twilioSid: workerSid } },
    { failureMessage: AGENT_DESKTOP_TEXTS.statusChangeFailed },
  );
  return data.updateAgent;
}
