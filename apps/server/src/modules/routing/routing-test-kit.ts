import { randomBytes } from 'node:crypto';
import { type ChannelCapacity, DEFAULT_CHANNEL_CAPACITY } from '@parley/core/common/channels';
import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import type { EventBus, StreamEvent } from '../../platform/realtime/event-bus.ts';
import { TEST_PASSWORD } from '../../test/factories.ts';
import { createSkill } from '../users/create-skill.ts';
import { createUser } from '../users/create-user.ts';
import { updateAgentStatus } from '../users/update-agent-status.ts';
import { reservations, tasks } from './routing.tables.ts';
import { syncWorker } from './workers/sync-worker.ts';

// Helpers for the routing tests only (not imported by the app).

export type TestAgent = { id: string; email: string; workerSid: string; password: string };

export async function setAgentStatus(db: DbExecutor, brandId: string, userId: string, status: string) {
  return updateAgentStatus(db, {
    session: { sessionId: 'test', brandId, brandSlug: '', userId, email: '', roles: ['agent'] },
    input: { status },
  });
}

let agentCount = 0;

/** An agent (a user of the brand) with per-channel capacities and an initial status. */
export async function createAgent(
  db: DbExecutor,
  options: {
    brandId: string;
    capacity?: Partial<ChannelCapacity>;
    status?: string;
    roles?: ('admin' | 'supervisor' | 'agent')[];
  },
): Promise<TestAgent> {
  agentCount += 1;
  const email = `agent-${agentCount}-${randomBytes(3).toString('hex')}@example.test`;
  const user = await createUser(db, {
    brandId: options.brandId,
    input: {
      email,
      firstName: 'Test',
      lastName: `Agent ${agentCount}`,
      roles: options.roles ?? ['agent'],
      password: TEST_PASSWORD,
      channelCapacity: { ...DEFAULT_CHANNEL_CAPACITY, ...options.capacity },
    },
  });
  await syncWorker(db, { brandId: options.brandId, userId: user.id });
  if (options.status) await setAgentStatus(db, options.brandId, user.id, options.status);
  return { ...user, password: TEST_PASSWORD };
}

/** Gives existing agents a new skill (skills are created with their members). */
export async function giveSkill(db: DbExecutor, brandId: string, name: string, agents: TestAgent[]) {
  await createSkill(db, { brandId, name, userIds: agents.map((agent) => agent.id) });
  for (const agent of agents) await syncWorker(db, { brandId, userId: agent.id });
}

export function collectEvents(bus: EventBus, brandId: string, userId: string) {
  const events: StreamEvent[] = [];
  const unsubscribe = bus.subscribe({ brandId, userId }, (event) => events.push(event));
  return {
    events,
    named: (name: string) => events.filter((event) => event.name === name),
    unsubscribe,
  };
}

export async function reservationsOfTask(db: DbExecutor, brandId: string, taskSid: string) {
  return db
    .select()
    .from(reservations)
    .where(and(eq(reservations.brandId, brandId), eq(reservations.taskSid, taskSid)))
    .orderBy(reservations.createdAt);
}

export async function taskRow(db: DbExecutor, brandId: string, taskSid: string) {
  const [row] = await db
    .select()
    .from(tasks)
    .where(and(eq(tasks.brandId, brandId), eq(tasks.sid, taskSid)));
  if (!row) throw new Error(`no task ${taskSid}`);
  return row;
}

/** The live reservation of a task once the dispatcher made it (polls). */
export async function waitForOffer(db: DbExecutor, brandId: string, taskSid: string, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const live = (await reservationsOfTask(db, brandId, taskSid)).find((row) => row.status === 'pending');
    if (live) return live;
    if (Date.now() > deadline) throw new Error(`task ${taskSid} was not offered within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
