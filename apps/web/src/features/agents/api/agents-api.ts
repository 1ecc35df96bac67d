import { type Reservation, textAttribute } from '@parley/core/agent-desktop-reservation';
import { isCallChannel } from '@parley/core/channels';
import { graphqlRequest } from '../../../shared/api/graphql-request.ts';
import type { LiveCallTarget } from '../../voice/state/manager-actions.ts';

// /agents: the brand's agents as routing sees them (GraphQL findAllAgents, spec 001 §3 Agent), with
// their live reservations, so a supervisor sees who is on a call.

export type AgentReservation = Pick<
  Reservation,
  'sid' | 'taskSid' | 'status' | 'taskChannelUniqueName' | 'attributes' | 'reservationAcceptedAt'
>;

export type AgentRow = {
  id: string;
  name: string;
  email: string;
  status: string;
  isAvailable: boolean;
  conferenceStatus: string;
  workerSid: string;
  reservations: AgentReservation[];
};

export const AGENTS_QUERY_KEY = ['agents', 'list'] as const;

const AGENTS_QUERY = `query AgentsPage($queryParams: FindAllAgentsQueryParams) {
  findAllAgents(queryParams: $queryParams) {
    items {
      id name email status isAvailable conferenceStatus workerSid
      reservations { sid taskSid status taskChannelUniqueName attributes reservationAcceptedAt }
    }
  }
}`;

export async function fetchAgents(signal?: AbortSignal): Promise<AgentRow[]> {
  const data = await graphqlRequest<{ findAllAgents: { items: AgentRow[] } }>(
    AGENTS_QUERY,
    { queryParams: { page: 0, size: 1000, order: { field: 'name', direction: 'asc' } } },
    { signal },
  );
  return data.findAllAgents.items;
}

/** The agent's live call (an accepted call task), as a manager action's target, or null. */
export function liveCallOf(agent: AgentRow): (LiveCallTarget & { acceptedAt: string | null }) | null {
  const reservation = agent.reservations.find(
    (item) => item.status === 'accepted' && isCallChannel(item.taskChannelUniqueName),
  );
  if (!reservation) return null;
  return {
    taskSid: reservation.taskSid,
    callSid: textAttribute(reservation, 'callSid') ?? null,
    workerSid: agent.workerSid,
    status: reservation.status,
    acceptedAt: reservation.reservationAcceptedAt ?? null,
    contact: {
      name: textAttribute(reservation, 'name') ?? null,
      contactPhone: textAttribute(reservation, 'contactPhone') ?? null,
      profileId: textAttribute(reservation, 'profileId') ?? null,
    },
  };
}
