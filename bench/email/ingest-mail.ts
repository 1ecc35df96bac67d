// The email bench's producer: the planned mail, in arrival order, through ingestInboundEmail (the
// path of the IMAP worker and the Contact Simulator), a fixed number at a time. A reply starts only
// once the message it answers is stored (a mailbox hands over what arrived, in order).
import { routingForConversations } from '../../apps/server/src/modules/conversations/routing-adapter.ts';
import { ingestInboundEmail } from '../../apps/server/src/modules/email/ingest-inbound-email.ts';
import type { MailboxRow } from '../../apps/server/src/modules/email/mailbox-store.ts';
import type { AppDb } from '../../apps/server/src/platform/db/database.ts';
import type { EventBus } from '../../apps/server/src/platform/realtime/event-bus.ts';
import { preciseNow } from '../routing/protocol.ts';
import type { PlannedMail } from './mail-plan.ts';

export type IngestFigures = {
  firstStart: number;
  lastEnd: number;
  /** Each ingest call's duration (ms). */
  durations: number[];
  /** Mail index → the task it created. */
  createdTaskOf: Map<number, string>;
  /** Replies that joined their thread's open task (no new task). */
  joinedOpen: number;
  /** Of the replies placed soon after their thread's last message, how many joined an open task. */
  soonJoined: number;
  soonReplies: number;
  /** Answers other than `stored` (duplicate, skipped): none expected. */
  unexpected: string[];
  failures: unknown[];
  /** Time replies spent waiting for the message they answer to be stored (ms, in all). */
  parentWaitMs: number;
};

export async function ingestPlannedMail(options: {
  db: AppDb;
  bus: EventBus;
  brandId: string;
  mailbox: MailboxRow;
  mails: readonly PlannedMail[];
  concurrency: number;
  /** Called just before each ingest starts, with the mail's Message-ID and the time. */
  onStart: (messageId: string, at: number) => void;
}): Promise<IngestFigures> {
  const { db, bus, brandId, mailbox, mails } = options;
  const deps = { db, bus, routing: routingForConversations({ db, bus }) };
  const figures: IngestFigures = {
    firstStart: preciseNow(),
    lastEnd: 0,
    durations: [],
    createdTaskOf: new Map(),
    joinedOpen: 0,
    soonJoined: 0,
    soonReplies: 0,
    unexpected: [],
    failures: [],
    parentWaitMs: 0,
  };
  const stored: Promise<void>[] = [];
  let inFlight = 0;
  let freed: (() => void) | null = null;
  const ingestOne = async (mail: PlannedMail) => {
    const startedAt = preciseNow();
    options.onStart(mail.messageId, startedAt);
    try {
      const result = await ingestInboundEmail(deps, {
        brandId,
        mailbox,
        raw: mail.raw,
        source: 'email-bench',
      });
      figures.durations.push(preciseNow() - startedAt);
      if (result.kind !== 'stored') {
        figures.unexpected.push(`${mail.messageId}: ${result.kind}`);
        return;
      }
      if (result.createdTask) figures.createdTaskOf.set(mail.index, result.taskSid);
      else figures.joinedOpen += 1;
      if (mail.parent !== null && mail.soon) {
        figures.soonReplies += 1;
        if (!result.createdTask) figures.soonJoined += 1;
      }
    } catch (error) {
      figures.failures.push(error);
      if (figures.failures.length < 5) console.error('ingest failed', error);
    } finally {
      figures.lastEnd = preciseNow();
      inFlight -= 1;
      freed?.();
    }
  };
  for (const mail of mails) {
    while (inFlight >= options.concurrency) {
      await new Promise<void>((resolve) => {
        freed = resolve;
      });
    }
    if (mail.parent !== null) {
      const waitStarted = preciseNow();
      await stored[mail.parent];
      figures.parentWaitMs += preciseNow() - waitStarted;
    }
    inFlight += 1;
    stored[mail.index] = ingestOne(mail);
  }
  await Promise.all(stored);
  return figures;
}
