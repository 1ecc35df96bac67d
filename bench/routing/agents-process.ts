import { connectModules } from '../../apps/server/src/connect-modules.ts';
// The routing bench's agent process (see protocol.ts): started by run.ts with fork().

import { startRoutingEngine } from '../../apps/server/src/modules/routing/dispatch/routing-engine.ts';
import type { ReservationView } from '../../apps/server/src/modules/routing/reservations/reservation-view.ts';
import { openDatabase } from '../../apps/server/src/platform/db/database.ts';
import { createEventBus } from '../../apps/server/src/platform/realtime/create-event-bus.ts';
import type { EventBus, StreamEvent } from '../../apps/server/src/platform/realtime/event-bus.ts';
import { type AgentsToMain, CREATED_AT_ATTRIBUTE, type MainToAgents, preciseNow } from './protocol.ts';
import { createSimulatedAgents } from './simulated-agents.ts';

// As every entry point of the server does before it touches a module (apps/server/src/connect-modules.ts).
connectModules();

function send(message: AgentsToMain): void {
  process.send?.(message);
}

async function start(init: Extract<MainToAgents, { type: 'init' }>): Promise<void> {
  const database = await openDatabase({ databaseUrl: init.databaseUrl, poolSize: 10 });
  const rawBus = createEventBus(database, { onError: (error) => console.error('agents bus', error) });
  await rawBus.start();
  let offered: { taskSid: string; latencyMs: number }[] = [];
  let completed = 0;
  let failures = 0;
  const observe = (event: StreamEvent) => {
    // Offers this process's engine made: timed here, worked here.
    if (event.name === 'reservation.created' && event.userId) {
      const reservation = event.data as ReservationView;
      offered.push({
        taskSid: reservation.taskSid,
        latencyMs: preciseNow() - Number(reservation.attributes[CREATED_AT_ATTRIBUTE]),
      });
      void work({ userId: event.userId, taskSid: reservation.taskSid, reservationSid: reservation.sid });
    }
  };
  const bus: EventBus = {
    ...rawBus,
    async publish(input) {
      const event = await rawBus.publish(input);
      observe(event);
      return event;
    },
    async publishMany(inputs) {
      const events = await rawBus.publishMany(inputs);
      for (const event of events) observe(event);
      return events;
    },
    async publishWithChange(change, inputs, run) {
      const result = await rawBus.publishWithChange(change, inputs, run);
      for (const event of result.events) observe(event);
      return result;
    },
    async storeWithChanges(ctes, inputs, run) {
      const result = await rawBus.storeWithChanges(ctes, inputs, run);
      return {
        ...result,
        deliver: () => {
          result.deliver();
          for (const event of result.events) observe(event);
        },
      };
    },
  };
  const work = createSimulatedAgents({
    db: database.db,
    bus,
    brandId: init.brandId,
    holdMs: init.holdMs,
    onCompleted: () => {
      completed += 1;
    },
    onFailure: (error) => {
      failures += 1;
      if (failures < 5) console.error('agent failed', error);
    },
  });
  // A server process runs its engine: completions here free capacity and kick it.
  const engine = await startRoutingEngine({ database, bus });
  const flush = setInterval(() => {
    if (offered.length === 0 && completed === 0 && failures === 0) return;
    send({ type: 'progress', offered, completed, failures });
    offered = [];
    completed = 0;
    failures = 0;
  }, 20);
  process.on('message', async (message: MainToAgents) => {
    if (message.type === 'offers') for (const offer of message.offers) void work(offer);
    if (message.type === 'finish') {
      clearInterval(flush);
      send({ type: 'progress', offered, completed, failures });
      await engine.stop();
      await rawBus.close();
      await database.close();
      send({ type: 'finished' });
      process.exit(0);
    }
  });
  send({ type: 'ready' });
}

process.once('message', (message: MainToAgents) => {
  if (message.type === 'init') {
    start(message).catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
  }
});
