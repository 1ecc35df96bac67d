import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { simulatorSms } from '../../platform/carrier/simulator-carrier.tables.ts';
import { openDatabase, runMigrations } from '../../platform/db/database.ts';
import { testEngine } from '../../platform/db/test-database.ts';
import { createTestBrand } from '../../test/factories.ts';
import { HttpClient } from '../../test/http-client.ts';
import { useRestartableDatabase } from '../../test/restartable-server.ts';
import { CRASH_TEST_TIMEOUT_MS, spawnServer } from '../../test/server-process.ts';
import { reservations, tasks } from '../routing/routing.tables.ts';
import { createAgent } from '../routing/routing-test-kit.ts';
import { calls, conferences } from './voice.tables.ts';

// kill -9 of the server during a call (issue 11, docs/security/reliability.md "Calls"): the call,
// its conference and its task are rows, so after a restart the call is still live and recoverable
// (the agent's desk finds it with GET /conv/conferences/active and can hang up, which ends it as
// usual); the task was offered once; the carrier placed each call once, also when the server died
// in the middle of placing one and the agent retried.

const location = useRestartableDatabase('voice_crash');
// The simulator's silent contact: answered at once, no media needed (docs/voice-contract.md).
const SILENT_CONTACT = '+14155550007';

type Snapshot = { conferenceSid: string; endedAt: string | null; participants: { kind: string }[] };

async function acceptedCallTask(agent: HttpClient, email: string): Promise<string> {
  const created = await agent.request('POST', '/conv/tasks/manual-outbound-call-task', {
    json: { contactPhone: SILENT_CONTACT, parleyVoicePhone: '+18005550100', channel: 'voice' },
  });
  expect(created.status, created.text).toBe(200);
  const { taskSid } = created.body as { taskSid: string };
  const deadline = Date.now() + 10_000;
  for (;;) {
    const response = await agent.graphql(
      'query($email: String!) { getPendingReservationsByEmail(email: $email) { sid taskSid } }',
      { email },
    );
    const offers =
      (response.body as { data?: { getPendingReservationsByEmail: { sid: string; taskSid: string }[] } }).data
        ?.getPendingReservationsByEmail ?? [];
    const offer = offers.find((row) => row.taskSid === taskSid);
    if (offer) {
      const accepted = await agent.request('POST', '/conv/tasks/accept', {
        json: { taskSid, reservationSid: offer.sid },
      });
      expect(accepted.status, accepted.text).toBe(200);
      return taskSid;
    }
    if (Date.now() > deadline) throw new Error(`no offer of ${taskSid}: ${response.text}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe(`kill -9 during a call on ${testEngine()}`, () => {
  it(
    'keeps the live call recoverable, offers nothing twice, and places each call once',
    async () => {
      let database = await openDatabase({ ...location(), poolSize: 2 });
      await runMigrations(database);
      const brand = await createTestBrand(database.db);
      const seededAgent = await createAgent(database.db, { brandId: brand.id, status: 'Available' });
      await database.close();

      let server = await spawnServer(location());
      let agent = new HttpClient(server.url);
      await agent.signIn(seededAgent.email, seededAgent.password);
      const talking = await acceptedCallTask(agent, seededAgent.email);
      const placed = await agent.request('POST', '/conv/conferences/create-call', {
        json: { taskSid: talking },
      });
      expect(placed.status, placed.text).toBe(200);
      const { callSid, conferenceSid } = placed.body as { callSid: string; conferenceSid: string };
      // The contact answered: the call is live.
      const live = await agent.request('GET', '/conv/conferences/active');
      expect((live.body as Snapshot).conferenceSid).toBe(conferenceSid);

      await server.kill9();

      server = await spawnServer(location());
      agent = new HttpClient(server.url);
      await agent.signIn(seededAgent.email, seededAgent.password);
      // A reload of the desk resumes the call: same conference, contact and agent still in it.
      const resumed = await agent.request('GET', '/conv/conferences/active');
      expect(resumed.status, resumed.text).toBe(200);
      const snapshot = resumed.body as Snapshot;
      expect(snapshot.conferenceSid).toBe(conferenceSid);
      expect(snapshot.endedAt).toBeNull();
      expect(snapshot.participants.map((p) => p.kind).sort()).toEqual(['agent', 'contact']);
      // Hanging up ends it as on a server that never died.
      const hungUp = await agent.request('POST', '/conv/call-controls/hangup', { json: { conferenceSid } });
      expect(hungUp.status, hungUp.text).toBe(200);
      expect((await agent.request('GET', '/conv/conferences/active')).body).toBeNull();

      // The server dies while it places a call; the desk retries create-call after the restart.
      const second = await acceptedCallTask(agent, seededAgent.email);
      const inFlight = agent
        .request('POST', '/conv/conferences/create-call', { json: { taskSid: second } })
        .then((response) => response.status)
        .catch(() => null);
      await new Promise((resolve) => setTimeout(resolve, 5));
      await server.kill9();
      await inFlight;
      server = await spawnServer(location());
      agent = new HttpClient(server.url);
      await agent.signIn(seededAgent.email, seededAgent.password);
      const retried = await agent.request('POST', '/conv/conferences/create-call', {
        json: { taskSid: second },
      });
      expect(retried.status, retried.text).toBe(200);
      expect(retried.body).toMatchObject({ success: true });
      await server.stop();

      database = await openDatabase({ ...location(), poolSize: 2 });
      try {
        const { db } = database;
        const callRows = await db.select().from(calls).where(eq(calls.brandId, brand.id));
        // Each task's call was placed once (the carrier's log of calls is this table).
        expect(callRows.map((row) => row.taskSid).sort()).toEqual([talking, second].sort());
        expect(callRows.find((row) => row.sid === callSid)?.status).toBe('completed');
        expect(callRows.find((row) => row.taskSid === second)?.status).toBe('in-progress');
        const conferenceRows = await db.select().from(conferences).where(eq(conferences.brandId, brand.id));
        expect(conferenceRows.map((row) => row.taskSid).sort()).toEqual([talking, second].sort());
        for (const taskSid of [talking, second]) {
          const offers = await db
            .select()
            .from(reservations)
            .where(and(eq(reservations.brandId, brand.id), eq(reservations.taskSid, taskSid)));
          expect(offers.length, `offers of ${taskSid}`).toBe(1);
        }
        const [first] = await db
          .select()
          .from(tasks)
          .where(and(eq(tasks.brandId, brand.id), eq(tasks.sid, talking)));
        expect(first?.status).toBe('wrapping');
        // No text went out on the way.
        expect(await db.select().from(simulatorSms).where(eq(simulatorSms.brandId, brand.id))).toEqual([]);
      } finally {
        await database.close();
      }
    },
    CRASH_TEST_TIMEOUT_MS,
  );
});
