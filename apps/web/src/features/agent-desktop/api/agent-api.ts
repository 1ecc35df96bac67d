import { AGENT_DESKTOP_TEXTS } from '@parley/core/agent-desktop/texts';
import { graphqlRequest } from '../../../shared/api/graphql-request.ts';
import {
  DeskAgentDocument,
  type DeskAgentQuery,
  UpdateAgentStatusDocument,
  type UpdateAgentStatusMutation,
} from './agent.generated.ts';

// The signed-in agent as the desk needs it: worker sid (reservations are asked by it), status and
// when it changed (the status timer), and the brand's statuses (the dropdown). spec 001 §7.

export type DeskAgent = DeskAgentQuery['getAuthenticatedUser'];

export async function fetchDeskAgent(signal?: AbortSignal): Promise<DeskAgent> {
  const data = await graphqlRequest(DeskAgentDocument, {}, { signal });
  return data.getAuthenticatedUser;
}

export type UpdatedAgent = UpdateAgentStatusMutation['updateAgent'];

/** spec 001 §4: "Status changes are sent through a mutation with the status name and the worker SID." */
export async function updateAgentStatus(status: string, workerSid: string): Promise<UpdatedAgent> {
  const data = await graphqlRequest(
    UpdateAgentStatusDocument,
    { updateUserData: { status, twilioSid: workerSid } },
    { failureMessage: AGENT_DESKTOP_TEXTS.statusChangeFailed },
  );
  return data.updateAgent;
}
