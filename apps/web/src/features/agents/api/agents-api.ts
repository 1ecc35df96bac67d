import { textAttribute } from '@parley/core/agent-desktop/reservation-attributes';
import { isCallChannel } from '@parley/core/common/channels';
import { localTimeZone } from '@parley/core/common/date-format';
import { graphqlRequest } from '../../../shared/api/graphql-request.ts';
import { jsonObject } from '../../../shared/graphql/json-scalar.ts';
import type { LiveCallTarget } from '../../voice/state/manager-actions.ts';
import { AgentsPageDocument, type AgentsPageQuery } from './agents.generated.ts';

// /agents: the brand's agents as routing sees them (GraphQL findAllAgents, spec 001 §3 Agent), with
// their live reservations, so a supervisor sees who is on a call; and, in the same request, each one's
// day in the viewer's zone (agentsOverview: activity, handled, occupancy, current task; issue 15).

type AgentFields = AgentsPageQuery['findAllAgents']['items'][number];

/** A live reservation of the agent, its task attributes an object (spec 001 §3). */
export type AgentReservation = Omit<AgentFields['reservations'][number], 'attributes'> & {
  attributes: Record<string, unknown>;
};

/** The agent's day (docs/reporting.md "Agents"); null when the overview does not list them. */
export type AgentDay = AgentsPageQuery['agentsOverview']['agents'][number];

export type AgentRow = Omit<AgentFields, 'reservations'> & {
  reservations: AgentReservation[];
  day: AgentDay | null;
};

export const AGENTS_QUERY_KEY = ['agents', 'list'] as const;

export async function fetchAgents(signal?: AbortSignal): Promise<AgentRow[]> {
  const data = await graphqlRequest(
    AgentsPageDocument,
    {
      queryParams: { page: 0, size: 1000, order: { field: 'name', direction: 'asc' } },
      timeZone: localTimeZone(),
    },
    { signal },
  );
  const days = new Map(data.agentsOverview.agents.map((day) => [day.id, day]));
  return data.findAllAgents.items.map((agent) => ({
    ...agent,
    day: days.get(agent.id) ?? null,
    reservations: agent.reservations.map((reservation) => ({
      ...reservation,
      attributes: jsonObject(reservation.attributes),
    })),
  }));
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
