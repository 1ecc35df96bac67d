import type { Role } from '@parley/core/auth/roles';
import type { StreamEvent } from '../../platform/realtime/event-bus.ts';
import { collect, waitFor } from '../../platform/realtime/events-test-support.ts';
import { signedInAs } from '../../test/settings-factories.ts';
import type { TestApp, TestClient } from '../../test/test-app.ts';
import { syncWorker } from '../routing/workers/sync-worker.ts';
import { updateAgentStatus } from '../users/update-agent-status.ts';

// Test helpers for the conversations and simulator tests (imported by *.test.ts only).

export type SignedIn = Awaited<ReturnType<typeof signedInAs>> & {
  /** Everything the bus delivered to this user's stream so far. */
  events: StreamEvent[];
};

/** A signed-in user of the brand whose stream is recorded. */
export async function signIn(t: TestApp, roles: Role[], brandId?: string): Promise<SignedIn> {
  const signed = await signedInAs(t, roles, brandId);
  const { events } = collect(t.bus, { brandId: signed.brandId, userId: signed.user.id });
  return { ...signed, events };
}

/** Puts the agent in the brand's available status, so the engine offers them work. */
export async function makeAvailable(t: TestApp, agent: SignedIn): Promise<void> {
  const db = t.database.db;
  await db.transaction(async (tx) => {
    await updateAgentStatus(tx, {
      session: {
        sessionId: 'test',
        brandId: agent.brandId,
        brandSlug: '',
        userId: agent.user.id,
        email: agent.user.email,
        roles: ['agent'],
      },
      input: { status: 'Available' },
    });
    await syncWorker(tx, { brandId: agent.brandId, userId: agent.user.id });
  });
}

/** The parts of routing's `Reservation` event data these tests read. */
export type ReservationData = {
  sid: string;
  taskSid: string;
  status: string;
  priority: number;
  attributes: Record<string, unknown>;
};

/** The event's data as a reservation: routing publishes its `Reservation` under this name. */
function reservationOf(event: StreamEvent): ReservationData | null {
  return event.name === 'reservation.created' ? (event.data as ReservationData) : null;
}

/** Waits for the reservation of `taskSid` offered to the agent. */
export async function offerOf(agent: SignedIn, taskSid: string): Promise<ReservationData> {
  const find = () => agent.events.map(reservationOf).find((offer) => offer?.taskSid === taskSid);
  await waitFor(() => find() !== undefined, 10_000, `the offer of ${taskSid}`);
  const offer = find();
  if (!offer) throw new Error(`no offer of ${taskSid}`);
  return offer;
}

export async function accept(agent: SignedIn, reservation: ReservationData): Promise<void> {
  const response = await agent.client.request({
    method: 'POST',
    url: '/conv/tasks/accept',
    payload: { taskSid: reservation.taskSid, reservationSid: reservation.sid },
  });
  if (response.statusCode !== 200) throw new Error(`accept failed: ${response.body}`);
}

export function post(client: TestClient, url: string, payload: Record<string, unknown>) {
  return client.request({ method: 'POST', url, payload });
}

export function get(client: TestClient, url: string) {
  return client.request({ method: 'GET', url });
}
