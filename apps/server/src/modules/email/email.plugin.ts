import type { FastifyInstance } from 'fastify';
import type { DbHandle } from '../../platform/db/database.ts';
import type { EventBus } from '../../platform/realtime/event-bus.ts';
import type { SecretBox } from '../../platform/secret-box.ts';
import { routingForConversations } from '../conversations/routing-adapter.ts';
import {
  claimInterruptedMessages,
  deliverEmailMessage,
  EMAIL_MAX_ATTEMPTS,
} from './deliver-email-message.ts';
import { registerEmailRoutes } from './email.routes.ts';
import { fetchMailbox, mailboxesDue } from './fetch-mailboxes.ts';

/** How often the outbox and the mailboxes are looked at. */
export const EMAIL_WORKER_INTERVAL_MS = 2_000;

/**
 * The email channel in the app (docs/email.md): its routes, and a worker that finishes interrupted
 * sends (a process stopped mid-send: asked of the transport first, so nothing goes twice) and reads
 * the connected IMAP mailboxes. Started when the app is ready, stopped before the database closes.
 */
export function registerEmail(
  app: FastifyInstance,
  options: { database: DbHandle; bus: EventBus; secrets: SecretBox },
): void {
  const db = options.database.db;
  const deps = {
    db,
    bus: options.bus,
    secrets: options.secrets,
    routing: routingForConversations({ db, bus: options.bus }),
    log: app.log,
  };
  registerEmailRoutes(app, {
    db,
    bus: options.bus,
    secrets: options.secrets,
    routing: deps.routing,
    log: app.log,
  });
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;
  const pass = () => {
    if (stopped || running) return;
    running = (async () => {
      try {
        for (const claimed of await claimInterruptedMessages(db, { now: new Date(), limit: 50 })) {
          if (stopped) break;
          await deliverEmailMessage(deps, {
            brandId: claimed.brandId,
            id: claimed.id,
            recovering: true,
            giveUp: claimed.attempts >= EMAIL_MAX_ATTEMPTS,
          });
        }
        for (const mailbox of await mailboxesDue(db, new Date())) {
          if (stopped) break;
          await fetchMailbox(deps, mailbox);
        }
      } catch (error) {
        app.log.error({ err: error }, 'the email worker failed');
      } finally {
        running = null;
      }
    })();
  };
  app.addHook('onReady', async () => {
    timer = setInterval(pass, EMAIL_WORKER_INTERVAL_MS);
    timer.unref();
    pass();
  });
  app.addHook('onClose', async () => {
    stopped = true;
    if (timer) clearInterval(timer);
    await running;
  });
}
