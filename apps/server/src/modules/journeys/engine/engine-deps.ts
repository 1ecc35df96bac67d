import type { Carrier } from '../../../platform/carrier/carrier.ts';
import type { DbExecutor } from '../../../platform/db/database.ts';
import type { Mailer } from '../../../platform/mail/mailer.ts';
import type { EventBus } from '../../../platform/realtime/event-bus.ts';

export type EngineLog = {
  error(details: object, message: string): void;
  warn?(details: object, message: string): void;
};

/** What the journey engine runs with (engine.plugin.ts builds it from the app's pieces). */
export type EngineDeps = {
  db: DbExecutor;
  bus: EventBus;
  carrier: Carrier;
  log: EngineLog;
  webhooks: {
    /** Tests and development: let webhooks reach private, loopback and link-local addresses. */
    allowPrivateNetworks: boolean;
    timeoutMs: number;
    /** First retry after this (then doubling, at most an hour): 10 s in production. */
    retryBaseMs: number;
  };
  /** The server's mail transport (sendEmail nodes), used by the delivery worker after the step commits. */
  mailer?: Mailer;
  /** The host of journey mails' Message-IDs (`<run>.<node>@<host>`): PUBLIC_URL's host. */
  mailHost?: string;
  /** Members a scheduled trigger enters per job (schedule-triggers.ts; tests make it small). */
  schedulePageSize?: number;
  /** Wakes the webhook delivery worker (a new outbox row). */
  wakeDeliveries?: () => void;
};
