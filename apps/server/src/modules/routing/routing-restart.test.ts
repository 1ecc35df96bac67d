import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../platform/db/database.ts';
import { testEngine } from '../../platform/db/test-database.ts';
import { createEventBus } from '../../platform/realtime/create-event-bus.ts';
import { createTestBrand } from '../../test/factories.ts';
import { startServerOn, useRestartableDatabase } from '../../test/restartable-server.ts';
import { acceptReservation } from './reservations/accept-reservation.ts';
import { sweepReservationTimeouts } from './reservations/sweep-reservation-timeouts.ts';
import { createAgent, reservationsOfTask, taskRow, waitForOffer } from './routing-test-kit.ts';
import { createTask } from './tasks/create-task.ts';

// Restart in the middle of a reservation (issue 3): the app, its engine and its bus close with an
// offer pending; a new app on the same database resumes it (it can be accepted) or times it out
// (the next agent gets the task). Nothing is lost and nothing is offered twice.

const location = useRestartableDatabase('restart');
const startServer = () => startServerOn(location());

describe(`routing across a restart on ${testEngine()}`, () => {
  it('resumes a pending offer after a restart: the agent can still accept it, and nothing is re-offered', async () => {
    let server = await startServer();
    const brand = await createTestBrand(server.database.db);
    const agent = await createAgent(server.database.db, { brandId: brand.id, status: 'Available' });
    await createAgent(server.database.db, { brandId: brand.id, status: 'Available' });
    const { taskSid } = await createTask(server.database.db, server.bus, {
      brandId: brand.id,
      channel: 'sms',
      attributes: {},
    });
    const offer = await waitForOffer(server.database.db, brand.id, taskSid);
    expect(offer.userId).toBe(agent.id);
    await server.close();

    server = await startServer();
    // Let the new engine's start-up sweep run before looking.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const accepted = await acceptReservation(server.database.db, server.bus, {
      brandId: brand.id,
      userId: agent.id,
      taskSid,
      reservationSid: offer.sid,
    });
    expect(accepted.success).toBe(true);
    expect(await reservationsOfTask(server.database.db, brand.id, taskSid)).toEqual([
      expect.objectContaining({ sid: offer.sid, status: 'accepted' }),
    ]);
    expect((await taskRow(server.database.db, brand.id, taskSid)).status).toBe('accepted');
    await server.close();
  });

  it('times out an offer that expired while the server was down, offers the next agent once, and offers tasks created meanwhile', async () => {
    let server = await startServer();
    const brand = await createTestBrand(server.database.db);
    const first = await createAgent(server.database.db, { brandId: brand.id, status: 'Available' });
    const second = await createAgent(server.database.db, {
      brandId: brand.id,
      status: 'Available',
      capacity: { sms: 2 },
    });
    const { taskSid } = await createTask(server.database.db, server.bus, {
      brandId: brand.id,
      channel: 'sms',
      attributes: {},
    });
    const offer = await waitForOffer(server.database.db, brand.id, taskSid);
    expect(offer.userId).toBe(first.id);
    await server.close();

    // While no server runs, a task is created (by a CLI or another process): it must not be lost.
    const offline = await openDatabase({ ...location(), poolSize: 2 });
    const offlineBus = createEventBus(offline);
    await offlineBus.start();
    const created = await createTask(offline.db, offlineBus, {
      brandId: brand.id,
      channel: 'sms',
      attributes: {},
    });
    await offlineBus.close();
    await offline.close();

    server = await startServer();
    // The second agent is longest idle now (the first was offered), so the start-up sweep offers it.
    expect((await waitForOffer(server.database.db, brand.id, created.taskSid)).userId).toBe(second.id);
    // The offer's 30 s ran out while down: the sweep (its clock moved to the deadline) times it out.
    const due = new Date((offer.timeoutAt?.getTime() ?? 0) + 1);
    expect((await sweepReservationTimeouts(server.database.db, server.bus, { now: due })).timedOut).toBe(1);
    const next = await waitForOffer(server.database.db, brand.id, taskSid);
    expect(next.userId).toBe(second.id);
    // A few more sweeps change nothing: the task is offered exactly once to each agent.
    await sweepReservationTimeouts(server.database.db, server.bus);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const history = await reservationsOfTask(server.database.db, brand.id, taskSid);
    expect(history.map((row) => [row.userId, row.status])).toEqual([
      [first.id, 'timeout'],
      [second.id, 'pending'],
    ]);
    await server.close();
  });
});
