import type { FastifyInstance } from 'fastify';
import type { Carrier } from '../../platform/carrier/carrier.ts';
import type { DbHandle } from '../../platform/db/database.ts';
import type { EventBus } from '../../platform/realtime/event-bus.ts';
import { startCampaignRunner } from './campaign-runner.ts';

/**
 * The campaign runner in the app: started when the app is ready (so what fell due while no server ran
 * is sent first), stopped when it closes, before the database.
 */
export function registerCampaignRunner(
  app: FastifyInstance,
  options: { database: DbHandle; bus: EventBus; carrier: Carrier },
) {
  let runner: ReturnType<typeof startCampaignRunner> | null = null;
  app.addHook('onReady', async () => {
    runner = startCampaignRunner({
      db: options.database.db,
      bus: options.bus,
      carrier: options.carrier,
      log: (error) => app.log.error({ err: error }, 'campaign runner failed'),
    });
  });
  app.addHook('onClose', async () => {
    await runner?.stop();
    runner = null;
  });
}
