import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type DbHandle, openDatabase, runMigrations } from '../../platform/db/database.ts';
import { testEngine } from '../../platform/db/test-database.ts';
import { createEventBus } from '../../platform/realtime/create-event-bus.ts';
import { streamEvents } from '../../platform/realtime/stream-events.tables.ts';
import { createTestBrand, createTestUser } from '../../test/factories.ts';
import { HttpClient } from '../../test/http-client.ts';
import { useRestartableDatabase } from '../../test/restartable-server.ts';
import { CRASH_TEST_TIMEOUT_MS, spawnServer } from '../../test/server-process.ts';
import { queues, reservations, tasks } from './routing.tables.ts';
import { createAgent, type TestAgent } from './routing-test-kit.ts';
import { createTask } from './tasks/create-task.ts';

// kill -9 of the server while it routes (issue 11, docs/security/reliability.md "Routing"): offers
// pending, tasks being created and offered. After a restart no task is lost, none has two offers,
// each offer was announced once, a pending offer made before the crash can still be accepted, and
// capacity freed afterwards is filled exactly once.

const location = useRestartableDatabase('routing_crash');
const AGENTS = 6;
const CAPACITY = 3;
const TASKS_BEFORE = 10;
const TASKS_DURING = 24;
const OFFER_TIMEOUT_SECONDS = 600;

type Seeded = { brandId: string; admin: { email: string; password: string }; agents: TestAgent[] };

async function seed(): Promise<{ seeded: Seeded; taskSids: string[] }> {
  const database = await openDatabase({ ...location(), poolSize: 2 });
  await runMigrations(database);
  const bus = createEventBus(database);
  await bus.start();
  const { db } = database;
  const brand = await createTestBrand(db);
  const admin = await createTestUser(db, { brandId: brand.id, roles: ['admin'] });
  const agents: TestAgent[] = [];
  for (let i = 0; i < AGENTS; i += 1)
    agents.push(
      await createAgent(db, { brandId: brand.id, status: 'Available', capacity: { customTask: CAPACITY } }),
    );
  // Created while no server runs: the next server's first sweep offers them.
  const taskSids: string[] = [];
  for (let i = 0; i < TASKS_BEFORE; i += 1) {
    const created = await createTask(db, bus, {
      brandId: brand.id,
      channel: 'custom-tasks',
      attributes: { title: `before ${i}` },
    });
    taskSids.push(created.taskSid);
  }
  // The default queue exists once a task was. Its offers must outlive two server starts on a slow
  // machine: no timeout may muddle the counts below (timeouts across a restart: routing-restart.test.ts).
  await db
    .update(queues)
    .set({ reservationTimeoutSeconds: OFFER_TIMEOUT_SECONDS })
    .where(eq(queues.brandId, brand.id));
  await bus.close();
  await database.close();
  return { seeded: { brandId: brand.id, admin, agents }, taskSids };
}

async function pendingOffers(client: HttpClient, email: string) {
  const response = await client.graphql(
    'query($email: String!) { getPendingReservationsByEmail(email: $email) { sid taskSid status } }',
    { email },
  );
  const body = response.body as {
    data?: { getPendingReservationsByEmail: { sid: string; taskSid: string }[] };
  };
  if (!body.data) throw new Error(`getPendingReservationsByEmail: ${response.text}`);
  return body.data.getPendingReservationsByEmail;
}

/** Map.groupBy is Node 21+. */
function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}

async function inspect(database: DbHandle, brandId: string) {
  const { db } = database;
  const taskRows = await db.select().from(tasks).where(eq(tasks.brandId, brandId));
  const reservationRows = await db.select().from(reservations).where(eq(reservations.brandId, brandId));
  const announced = await db
    .select({ sid: sql<string>`${streamEvents.data}->>'sid'`, count: sql<number>`count(*)::int` })
    .from(streamEvents)
    .where(and(eq(streamEvents.brandId, brandId), eq(streamEvents.name, 'reservation.created')))
    .groupBy(sql`1`);
  return { taskRows, reservationRows, announced };
}

describe(`kill -9 while routing on ${testEngine()}`, () => {
  it(
    'loses no task, offers none twice, and honours the offers pending at the crash',
    async () => {
      const { seeded, taskSids } = await seed();
      let server = await spawnServer(location());
      const admin = new HttpClient(server.url);
      await admin.signIn(seeded.admin.email, seeded.admin.password);
      const firstAgent = seeded.agents[0] as TestAgent;
      let agent = new HttpClient(server.url);
      await agent.signIn(firstAgent.email, firstAgent.password);

      // The first sweep offers what waited (10 tasks over 18 places).
      let offers = await pendingOffers(agent, firstAgent.email);
      const deadline = Date.now() + 10_000;
      while (offers.length === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        offers = await pendingOffers(agent, firstAgent.email);
      }
      expect(offers.length).toBeGreaterThan(0);
      const offerBeforeCrash = offers[0] as { sid: string; taskSid: string };

      // Tasks keep arriving (each creation dispatches at once); the server dies in the middle of them.
      const confirmed: string[] = [];
      let attempted = 0;
      const creations = Array.from({ length: 4 }, async () => {
        while (attempted < TASKS_DURING) {
          attempted += 1;
          try {
            const response = await admin.request('POST', '/api/simulator/custom-task', {
              json: { title: `during ${attempted}` },
            });
            if (response.status === 200) confirmed.push((response.body as { taskSid: string }).taskSid);
          } catch {
            // The connection died with the server: this task may or may not exist.
          }
        }
      });
      while (confirmed.length < TASKS_DURING / 2) await new Promise((resolve) => setTimeout(resolve, 5));
      await server.kill9();
      await Promise.all(creations);
      expect(confirmed.length).toBeLessThan(TASKS_DURING);

      server = await spawnServer(location());
      agent = new HttpClient(server.url);
      await agent.signIn(firstAgent.email, firstAgent.password);
      // The offer made before the crash is still the agent's, and can be accepted (docs/routing.md "Restarts").
      const accepted = await agent.request('POST', '/conv/tasks/accept', {
        json: { taskSid: offerBeforeCrash.taskSid, reservationSid: offerBeforeCrash.sid },
      });
      expect(accepted.status, accepted.text).toBe(200);
      // Completing it frees a place: the next waiting task is offered, once.
      const completed = await agent.request('POST', `/conv/tasks/${offerBeforeCrash.taskSid}/update`, {
        json: { status: 'completed' },
      });
      expect(completed.status, completed.text).toBe(200);
      // Several sweeps (one a second) go by.
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      await server.stop();

      const database = await openDatabase({ ...location(), poolSize: 2 });
      try {
        const { taskRows, reservationRows, announced } = await inspect(database, seeded.brandId);
        const known = new Set(taskRows.map((task) => task.sid));
        // Nothing lost: every task created before the crash, and every creation the client saw succeed.
        for (const sid of [...taskSids, ...confirmed]) expect(known.has(sid), sid).toBe(true);
        // No crash leftovers: every task either waits or holds exactly its one offer.
        const byTask = groupBy(reservationRows, (row) => row.taskSid);
        for (const task of taskRows) {
          const own = byTask.get(task.sid) ?? [];
          expect(own.length, `reservations of ${task.sid}`).toBeLessThanOrEqual(1);
          const live = own.filter((row) => ['pending', 'accepted', 'wrapping'].includes(row.status));
          expect(task.liveReservationSid ?? null).toBe(live[0]?.sid ?? null);
        }
        // Each offer was announced to its agent exactly once, and no announcement lacks its offer.
        expect(announced.map((row) => row.count).every((count) => count === 1)).toBe(true);
        expect(new Set(announced.map((row) => row.sid))).toEqual(
          new Set(reservationRows.map((row) => row.sid)),
        );
        // Every place is filled again (18 of them, with more tasks than that), none twice.
        const live = reservationRows.filter((row) => row.status === 'pending');
        expect(live.length).toBe(Math.min(AGENTS * CAPACITY, taskRows.length - 1));
        const perAgent = groupBy(live, (row) => row.workerSid);
        for (const rows of perAgent.values()) expect(rows.length).toBeLessThanOrEqual(CAPACITY);
        expect(
          reservationRows.find((row) => row.sid === offerBeforeCrash.sid)?.status,
          'the offer accepted after the restart',
        ).toBe('completed');
      } finally {
        await database.close();
      }
    },
    CRASH_TEST_TIMEOUT_MS,
  );
});
