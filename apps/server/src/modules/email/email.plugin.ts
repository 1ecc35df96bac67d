import type { FastifyInstance } from 'fastify';
import type { EmailOAuthConfig } from '../../platform/config.ts';
import type { DbHandle } from '../../platform/db/database.ts';
import { registerIntervalWorker } from '../../platform/interval-worker.ts';
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
import { registerEmailOAuthRoutes } from './oauth/oauth.routes.ts';

/** How often the outbox and the mailboxes are looked at. */
export const EMAIL_WORKER_INTERVAL_MS = 2_000;

/**
 * The email channel in the app (docs/email.md): its routes, and a worker that finishes interrupted
 * sends (a process stopped mid-send: asked of the transport first, so nothing goes twice) and reads
 * the connected IMAP, Gmail and Outlook mailboxes. Started when the app is ready, stopped before the
 * database closes.
 */
export function registerEmail(
  app: FastifyInstance,
  options: {
    database: DbHandle;
    bus: EventBus;
    secrets: SecretBox;
    /** Gmail and Outlook (docs/email.md): the OAuth clients and where the providers send users back. */
    oauth: EmailOAuthConfig;
    publicUrl: string;
  },
): void {
  const db = options.database.db;
  const deps = {
    db,
    bus: options.bus,
    secrets: options.secrets,
    routing: routingForConversations({ db, bus: options.bus }),
    log: app.log,
    oauth: options.oauth,
  };
  registerEmailRoutes(app, {
    db,
    bus: options.bus,
    secrets: options.secrets,
    routing: deps.routing,
    log: app.log,
    oauth: options.oauth,
  });
  registerEmailOAuthRoutes(app, {
    db,
    secrets: options.secrets,
    oauth: options.oauth,
    publicUrl: options.publicUrl,
  });
  registerIntervalWorker(app, {
    name: 'the email worker',
    intervalMs: EMAIL_WORKER_INTERVAL_MS,
    pass: async (isStopped) => {
      for (const claimed of await claimInterruptedMessages(db, { now: new Date(), limit: 50 })) {
        if (isStopped()) return;
        await deliverEmailMessage(deps, {
          brandId: claimed.brandId,
          id: claimed.id,
          recovering: true,
          giveUp: claimed.attempts >= EMAIL_MAX_ATTEMPTS,
        });
      }
      for (const mailbox of await mailboxesDue(db, new Date())) {
        if (isStopped()) return;
        await fetchMailbox(deps, mailbox);
      }
    },
  });
}
