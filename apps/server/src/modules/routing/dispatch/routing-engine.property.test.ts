import { capacityChannelOf, type TaskChannel } from '@parley/core/common/channels';
import { and, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../../platform/db/database.ts';
import { createTestDatabase, testEngine } from '../../../platform/db/test-database.ts';
import type { EventBus } from '../../../platform/realtime/event-bus.ts';
import { createInProcessBus } from '../../../platform/realtime/in-process-bus.ts';
import { createTestBrand } from '../../../test/factories.ts';
import { createQueue } from '../queues/create-queue.ts';
import { acceptReservation } from '../reservations/accept-reservation.ts';
import { rejectReservation } from '../reservations/reject-reservation.ts';
import { timeoutReservation } from '../reservations/sweep-reservation-timeouts.ts';
import { reservations, tasks, workers } from '../routing.tables.ts';
import { createAgent, giveSkill, setAgentStatus, type TestAgent } from '../routing-test-kit.ts';
import { createTask } from '../tasks/create-task.ts';
import { updateTask } from '../tasks/update-task.ts';
import { wrapTask } from '../tasks/wrap-task.ts';
import { dispatch } from './dispatch.ts';

// Property test of the engine (issue 3 "Tests that must exist"): random agents, skills, capacities,
// tasks and operations; after every step no task has two live reservations, no agent is over
// capacity, every task waits, is reserved or is done consistently; every dispatch pass offers in
// priority-then-age order to the longest-idle eligible agent and leaves no offer it could have made.

let handle: DbHandle;
let bus: EventBus;
beforeAll(async () => {
  handle = await createTestDatabase();
  bus = createInProcessBus(handle.db);
});
afterAll(async () => {
  await handle.close();
});

const CHANNELS: TaskChannel[] = ['sms', 'custom-tasks', 'email'];
const SKILLS = ['a', 'b'] as const;
type QueueKey = 'default' | 'a' | 'ab';

const agentArb = fc.record({
  skills: fc.subarray([...SKILLS]),
  sms: fc.integer({ min: 0, max: 2 }),
  customTask: fc.integer({ min: 0, max: 2 }),
  email: fc.integer({ min: 0, max: 1 }),
  available: fc.boolean(),
});
const opArb = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('create' as const),
      channel: fc.constantFrom(...CHANNELS),
      priority: fc.integer({ min: 0, max: 2 }),
      queue: fc.constantFrom<QueueKey>('default', 'a', 'ab'),
    }),
  },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('dispatch' as const) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('accept' as const), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('reject' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('timeout' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('wrap' as const), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('complete' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('status' as const), pick: fc.nat(), available: fc.boolean() }),
  },
);

type Snapshot = Awaited<ReturnType<typeof snapshot>>;

async function snapshot(brandId: string) {
  const db = handle.db;
  const taskRows = await db.select().from(tasks).where(eq(tasks.brandId, brandId));
  const reservationRows = await db.select().from(reservations).where(eq(reservations.brandId, brandId));
  const workerRows = await db.select().from(workers).where(eq(workers.brandId, brandId));
  const live = reservationRows.filter((r) => ['pending', 'accepted', 'wrapping'].includes(r.status));
  const load = (userId: string, channel: string) =>
    live.filter((r) => r.userId === userId && r.capacityChannel === channel).length;
  return { taskRows, reservationRows, workerRows, live, load };
}

/** Same eligibility as docs/routing-contract.md, computed independently from the rows. */
function eligible(
  state: Snapshot,
  requiredSkills: Map<string, string[]>,
  worker: Snapshot['workerRows'][number],
  task: Snapshot['taskRows'][number],
  extraLoad = 0,
): boolean {
  if (!worker.available) return false;
  const capacity = (worker.channelCapacity as Record<string, number>)[task.capacityChannel] ?? 0;
  if (state.load(worker.userId, task.capacityChannel) + extraLoad >= capacity) return false;
  const rejected = state.reservationRows.some(
    (r) => r.taskSid === task.sid && r.userId === worker.userId && r.status === 'rejected',
  );
  if (rejected) return false;
  return (requiredSkills.get(task.queueSid) ?? []).every((skill) => worker.skills.includes(skill));
}

function rank(a: Snapshot['taskRows'][number], b: Snapshot['taskRows'][number]): number {
  return b.priority - a.priority || a.createdAt.getTime() - b.createdAt.getTime() || a.seq - b.seq;
}

function checkInvariants(state: Snapshot): void {
  const liveByTask = new Map<string, number>();
  for (const r of state.live) liveByTask.set(r.taskSid, (liveByTask.get(r.taskSid) ?? 0) + 1);
  for (const count of liveByTask.values())
    expect(count, 'live reservations of one task').toBeLessThanOrEqual(1);
  for (const worker of state.workerRows) {
    for (const [channel, capacity] of Object.entries(worker.channelCapacity as Record<string, number>)) {
      expect(
        state.load(worker.userId, channel),
        `load of ${worker.userId} on ${channel}`,
      ).toBeLessThanOrEqual(capacity);
    }
  }
  for (const task of state.taskRows) {
    const live = state.live.find((r) => r.taskSid === task.sid);
    if (task.status === 'pending' && task.liveReservationSid === null) expect(live).toBeUndefined();
    else if (task.status === 'pending')
      expect(live).toMatchObject({ sid: task.liveReservationSid, status: 'pending' });
    else if (task.status === 'accepted' || task.status === 'wrapping') {
      expect(live).toMatchObject({
        sid: task.liveReservationSid,
        status: task.status,
        userId: task.assignedUserId,
      });
    } else {
      expect(['completed', 'canceled']).toContain(task.status);
      expect(live).toBeUndefined();
      expect(task.liveReservationSid).toBeNull();
    }
  }
}

function checkDispatch(before: Snapshot, after: Snapshot, requiredSkills: Map<string, string[]>): void {
  const known = new Set(before.reservationRows.map((r) => r.sid));
  const offers = after.reservationRows.filter((r) => !known.has(r.sid));
  const taskBySid = new Map(before.taskRows.map((task) => [task.sid, task]));
  const workerById = new Map(before.workerRows.map((worker) => [worker.userId, worker]));
  const offeredTasks = offers.map((r) => taskBySid.get(r.taskSid)).filter((task) => task !== undefined);
  const given = new Map<string, number>();
  for (const offer of [...offers].sort((x, y) =>
    rank(taskBySid.get(x.taskSid)!, taskBySid.get(y.taskSid)!),
  )) {
    const task = taskBySid.get(offer.taskSid);
    const worker = workerById.get(offer.userId);
    expect(task?.status === 'pending' && task.liveReservationSid === null, 'offered task was waiting').toBe(
      true,
    );
    if (!task || !worker) continue;
    const key = `${worker.userId}|${task.capacityChannel}`;
    // Eligible before the pass, counting what the pass already gave this agent.
    expect(
      eligible(before, requiredSkills, worker, task, given.get(key) ?? 0),
      'offer to an eligible agent',
    ).toBe(true);
    given.set(key, (given.get(key) ?? 0) + 1);
  }
  // Longest idle: the best-ranked offered task went to the longest-idle agent eligible for it.
  const best = [...offeredTasks].sort(rank)[0];
  if (best) {
    const chosen = offers.find((r) => r.taskSid === best.sid);
    const candidates = before.workerRows
      .filter((worker) => eligible(before, requiredSkills, worker, best))
      .sort((x, y) => x.idleSince.getTime() - y.idleSince.getTime() || x.userId.localeCompare(y.userId));
    expect(chosen?.userId, 'longest idle first').toBe(candidates[0]?.userId);
  }
  // Order: no task ranked ahead of an offered one, on the same channel and eligible for the same agent,
  // was left waiting.
  const waitingAfter = after.taskRows.filter(
    (task) => task.status === 'pending' && task.liveReservationSid === null,
  );
  for (const offer of offers) {
    const task = taskBySid.get(offer.taskSid);
    const worker = workerById.get(offer.userId);
    if (!task || !worker) continue;
    for (const ahead of waitingAfter) {
      if (rank(ahead, task) >= 0 || ahead.capacityChannel !== task.capacityChannel) continue;
      const couldTake = eligible(
        before,
        requiredSkills,
        worker,
        { ...ahead, capacityChannel: task.capacityChannel },
        -1_000,
      );
      expect(couldTake, `task ${ahead.sid} ranked ahead of ${task.sid} was skipped`).toBe(false);
    }
  }
  // Nothing left that could be offered: no waiting task has an eligible available agent.
  for (const task of waitingAfter) {
    for (const worker of after.workerRows) {
      expect(eligible(after, requiredSkills, worker, task), `waiting ${task.sid} had an eligible agent`).toBe(
        false,
      );
    }
  }
}

describe(`routing engine properties on ${testEngine()}`, () => {
  it('keeps its invariants under random operations', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(agentArb, { minLength: 1, maxLength: 4 }),
        fc.array(opArb, { minLength: 4, maxLength: 24 }),
        async (agentSpecs, ops) => {
          const db = handle.db;
          const brand = await createTestBrand(db);
          const brandId = brand.id;
          let clock = Date.now();
          const now = () => {
            clock += 1_000;
            return new Date(clock);
          };
          const agents: TestAgent[] = [];
          for (const spec of agentSpecs) {
            agents.push(
              await createAgent(db, {
                brandId,
                capacity: { sms: spec.sms, customTask: spec.customTask, email: spec.email },
                status: spec.available ? 'Available' : 'Break',
              }),
            );
          }
          for (const skill of SKILLS) {
            await giveSkill(
              db,
              brandId,
              skill,
              agents.filter((_, i) => agentSpecs[i]?.skills.includes(skill)),
            );
          }
          const queueA = await createQueue(db, {
            brandId,
            input: { friendlyName: 'A', requiredSkills: ['a'] },
          });
          const queueAB = await createQueue(db, {
            brandId,
            input: { friendlyName: 'AB', requiredSkills: ['a', 'b'] },
          });
          const requiredSkills = new Map<string, string[]>([
            [queueA.sid, ['a']],
            [queueAB.sid, ['a', 'b']],
          ]);
          const pick = <T>(list: T[], index: number): T | undefined => list[index % Math.max(1, list.length)];

          for (const op of ops) {
            const state = await snapshot(brandId);
            const pending = state.live
              .filter((r) => r.status === 'pending')
              .sort((x, y) => x.sid.localeCompare(y.sid));
            const open = state.taskRows
              .filter((task) => !['completed', 'canceled'].includes(task.status))
              .sort((x, y) => x.sid.localeCompare(y.sid));
            switch (op.kind) {
              case 'create': {
                const queueSid = op.queue === 'a' ? queueA.sid : op.queue === 'ab' ? queueAB.sid : undefined;
                await createTask(db, bus, {
                  brandId,
                  channel: op.channel,
                  priority: op.priority,
                  attributes: {},
                  queueSid,
                  now: now(),
                });
                expect(capacityChannelOf(op.channel)).toBeTruthy();
                break;
              }
              case 'dispatch': {
                await dispatch(db, bus, { brandId, now: now() });
                checkDispatch(state, await snapshot(brandId), requiredSkills);
                break;
              }
              case 'accept': {
                const r = pick(pending, op.pick);
                if (r)
                  await acceptReservation(db, bus, {
                    brandId,
                    userId: r.userId,
                    taskSid: r.taskSid,
                    reservationSid: r.sid,
                    now: now(),
                  });
                break;
              }
              case 'reject': {
                const r = pick(pending, op.pick);
                if (r)
                  await rejectReservation(db, bus, {
                    brandId,
                    userId: r.userId,
                    taskSid: r.taskSid,
                    reservationSid: r.sid,
                    now: now(),
                  });
                break;
              }
              case 'timeout': {
                const r = pick(pending, op.pick);
                if (r?.timeoutAt) {
                  const done = await timeoutReservation(db, bus, {
                    brandId,
                    taskSid: r.taskSid,
                    reservationSid: r.sid,
                    now: new Date(r.timeoutAt.getTime() + 1),
                  });
                  expect(done).toBe(true);
                }
                break;
              }
              case 'wrap': {
                const task = pick(
                  open.filter((candidate) => candidate.status === 'accepted'),
                  op.pick,
                );
                if (task) await wrapTask(db, bus, { brandId, taskSid: task.sid, now: now() });
                break;
              }
              case 'complete':
              case 'cancel': {
                const task = pick(open, op.pick);
                if (task)
                  await updateTask(db, bus, {
                    brandId,
                    taskSid: task.sid,
                    status: op.kind === 'complete' ? 'completed' : 'canceled',
                    now: now(),
                  });
                break;
              }
              case 'status': {
                const agent = pick(agents, op.pick);
                if (agent) await setAgentStatus(db, brandId, agent.id, op.available ? 'Available' : 'Break');
                break;
              }
            }
            checkInvariants(await snapshot(brandId));
          }
          // The reservations of a finished brand never exceed one live per task (the index holds it too).
          const liveRows = await db
            .select()
            .from(reservations)
            .where(
              and(
                eq(reservations.brandId, brandId),
                inArray(reservations.status, ['pending', 'accepted', 'wrapping']),
              ),
            );
          expect(new Set(liveRows.map((r) => r.taskSid)).size).toBe(liveRows.length);
        },
      ),
      { numRuns: Number(process.env.ROUTING_PROPERTY_RUNS ?? 25) },
    );
  }, 120_000);
});
