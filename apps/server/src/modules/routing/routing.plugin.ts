import type { FastifyInstance } from 'fastify';
import type { DbHandle } from '../../platform/db/database.ts';
import type { EventBus } from '../../platform/realtime/event-bus.ts';
import { type RoutingEngine, startRoutingEngine } from './dispatch/routing-engine.ts';
import { type ManualOutboundHandler, registerRoutingRoutes } from './routing.routes.ts';

/**
 * The routing module in the app: its REST routes, and its engine (dispatcher + timeout sweep) started
 * when the app is ready and stopped when it closes — before the bus and the database close.
 */
export function registerRouting(
  app: FastifyInstance,
  deps: { database: DbHandle; bus: EventBus; manualOutboundSms?: ManualOutboundHandler },
): void {
  registerRoutingRoutes(app, {
    db: deps.database.db,
    bus: deps.bus,
    manualOutbound: deps.manualOutboundSms ? { sms: deps.manualOutboundSms } : {},
  });
  let engine: RoutingEngine | null = null;
  app.addHook('onReady', async () => {
    engine = await startRoutingEngine({
      database: deps.database,
      bus: deps.bus,
      log: { error: (details, message) => app.log.error(details, message) },
    });
  });
  app.addHook('onClose', async () => {
    await engine?.stop();
    engine = null;
  });
}
