import type { FastifyInstance } from 'fastify';
import type { Carrier } from '../../../platform/carrier/carrier.ts';
import type { DbHandle } from '../../../platform/db/database.ts';
import type { Mailer } from '../../../platform/mail/mailer.ts';
import type { EventBus } from '../../../platform/realtime/event-bus.ts';
import { setEngineDelayScale } from './engine-clock.ts';
import type { EngineDeps } from './engine-deps.ts';
import { startJobRunner } from './job-runner.ts';
import { deliverDueOutbox } from './outbox-delivery.ts';

/** Jobs per transaction (docs/decisions/journey-job-queue.md): PGlite's one session is shared with requests. */
const BATCH_SIZE = { pglite: 50, postgres: 500 } as const;
/** How often due webhooks are looked for when nothing woke the worker. */
const DELIVERY_POLL_MS = 500;

export type JourneyEngineOptions = {
  database: DbHandle;
  bus: EventBus;
  carrier: Carrier;
  mailer: Mailer;
  /** The host of journey mails' Message-IDs (PUBLIC_URL's). */
  mailHost?: string;
  /** timeoutMs: how long a webhook call may take; its lease lasts 5 s longer (outbox-delivery.ts). */
  webhooks: { allowPrivateNetworks: boolean; retryBaseMs: number; timeoutMs: number };
  /** Every run's delays are divided by this (benchmarks, crash tests; config JOURNEY_DELAY_SCALE). */
  delayScale?: number;
};

/**
 * The journey engine in the app (docs/journeys.md "The engine"): the job runner and the webhook
 * delivery worker, started when the app is ready (at once, so what fell due while no server ran is
 * run first) and stopped when it closes, before the bus and the database.
 */
export function registerJourneyEngine(app: FastifyInstance, options: JourneyEngineOptions): void {
  let deliveryTimer: NodeJS.Timeout | null = null;
  let delivering: Promise<void> | null = null;
  const deliver = () => {
    if (!deliveryTimer) return;
    delivering ??= (async () => {
      try {
        while (deliveryTimer && (await deliverDueOutbox(deps)) > 0) {}
      } catch (error) {
        app.log.error({ err: error }, 'journey webhook delivery failed');
      } finally {
        delivering = null;
      }
    })();
  };
  const deps: EngineDeps = {
    db: options.database.db,
    bus: options.bus,
    carrier: options.carrier,
    mailer: options.mailer,
    ...(options.mailHost ? { mailHost: options.mailHost } : {}),
    log: { error: (details, message) => app.log.error(details, message) },
    webhooks: options.webhooks,
    wakeDeliveries: deliver,
  };
  setEngineDelayScale(options.delayScale ?? 1);
  let runner: ReturnType<typeof startJobRunner> | null = null;
  app.addHook('onReady', async () => {
    runner = startJobRunner(deps, { batchSize: BATCH_SIZE[options.database.kind] });
    deliveryTimer = setInterval(deliver, DELIVERY_POLL_MS);
    deliveryTimer.unref();
    deliver();
  });
  app.addHook('onClose', async () => {
    if (deliveryTimer) clearInterval(deliveryTimer);
    deliveryTimer = null;
    await runner?.stop();
    runner = null;
    await delivering;
  });
}
