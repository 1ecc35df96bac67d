import { type Reservation, reservationSchema } from '@parley/core/agent-desktop-reservation';
import { graphqlRequest } from '../../../shared/api/graphql-request.ts';
import { RESERVATION_FIELDS } from '../../agent-desktop/api/reservations-api.ts';

/** A task an agent holds (offered, accepted or wrapping) with the agent's name. */
export type HeldTask = { reservation: Reservation; agentName: string; agentStatus: string };

const HELD_TASKS_QUERY = `query HeldTasks {
  agents { name status workerSid reservations { ${RESERVATION_FIELDS} } }
}`;

type AgentReservations = { name: string; status: string; workerSid: string; reservations: unknown[] };

/**
 * GraphQL agents { reservations }: every live reservation of the brand, with its agent. Waiting
 * tasks (no reservation yet) are counted per queue by taskCounts; the API lists no waiting task.
 */
export async function fetchHeldTasks(signal?: AbortSignal): Promise<HeldTask[]> {
  const data = await graphqlRequest<{ agents: AgentReservations[] }>(HELD_TASKS_QUERY, {}, { signal });
  const held: HeldTask[] = [];
  for (const agent of data.agents) {
    for (const value of agent.reservations) {
      const parsed = reservationSchema.safeParse(value);
      if (parsed.success)
        held.push({ reservation: parsed.data, agentName: agent.name, agentStatus: agent.status });
      else console.error('A reservation has unexpected data', parsed.error);
    }
  }
  return held.sort((a, b) => Date.parse(b.reservation.createdDate) - Date.parse(a.reservation.createdDate));
}
