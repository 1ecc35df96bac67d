import type { FastifyInstance } from 'fastify';
import type { Carrier } from '../../platform/carrier/carrier.ts';
import type { DbHandle } from '../../platform/db/database.ts';
import type { EventBus } from '../../platform/realtime/event-bus.ts';
import { receiveInboundCall } from './receive-inbound-call.ts';
import { sweepCallTimers } from './sweep-call-timers.ts';
import { registerTransferRoutes } from './transfers.routes.ts';
import { registerVoiceRoutes } from './voice.routes.ts';
import type { VoiceDeps } from './voice-deps.ts';

/** How often due call timers are looked for (like the routing sweep). */
export const VOICE_SWEEP_INTERVAL_MS = 1_000;

/**
 * The voice module in the app: its /conv routes, the carrier's inbound call handler, and the sweep
 * of durable call timers, started when the app is ready (at once, so what fell due while no server
 * ran is settled) and stopped when it closes, before the bus and the database.
 */
export function registerVoice(
  app: FastifyInstance,
  options: { database: DbHandle; bus: EventBus; carrier: Carrier; sweepIntervalMs?: number },
): void {
  const deps: VoiceDeps = { db: options.database.db, bus: options.bus, carrier: options.carrier };
  registerVoiceRoutes(app, deps);
  registerTransferRoutes(app, deps);
  options.carrier.registerInboundWebhooks(app, { call: (inbound) => receiveInboundCall(deps, inbound) });
  let timer: NodeJS.Timeout | null = null;
  let sweeping: Promise<void> | null = null;
  const sweep = () => {
    sweeping ??= (async () => {
      try {
        let more = true;
        while (more && timer) more = (await sweepCallTimers(deps)).more;
      } catch (error) {
        app.log.error({ err: error }, 'voice timer sweep failed');
      } finally {
        sweeping = null;
      }
    })();
  };
  app.addHook('onReady', async () => {
    timer = setInterval(sweep, options.sweepIntervalMs ?? VOICE_SWEEP_INTERVAL_MS);
    timer.unref();
    sweep();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    timer = null;
    await sweeping;
  });
}
