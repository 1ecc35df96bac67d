import { and, asc, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { EmailOAuthConfig } from '../../platform/config.ts';
import type { AppDb } from '../../platform/db/database.ts';
import type { EventBus } from '../../platform/realtime/event-bus.ts';
import type { SecretBox } from '../../platform/secret-box.ts';
import type { TaskRouting } from '../conversations/task-routing.ts';
import { emailMailboxes } from './email.tables.ts';
import { ingestInboundEmail } from './ingest-inbound-email.ts';
import type { MailboxRow } from './mailbox-store.ts';
import { MailTransportError } from './transports/mail-transport.ts';
import { transportForMailbox } from './transports/transport-for-mailbox.ts';

/** How often a connected IMAP, Gmail or Outlook mailbox is read. */
export const MAILBOX_FETCH_INTERVAL_MS = 20_000;
/** Messages read per mailbox per pass. */
const FETCH_LIMIT = 200;

type Deps = {
  db: AppDb;
  bus: EventBus;
  secrets: SecretBox;
  routing: TaskRouting;
  log?: { warn(details: object, message: string): void };
  oauth?: EmailOAuthConfig;
};

/**
 * Reads one mailbox's new mail (docs/email.md "Threading"): each message ingested, then the cursor
 * saved, so a stop between the two re-reads a message that the unique Message-ID makes a no-op. A
 * refused login disconnects the mailbox (My Settings shows it); other failures are kept for the next pass.
 */
export async function fetchMailbox(deps: Deps, mailbox: MailboxRow, now = new Date()): Promise<number> {
  const where = and(eq(emailMailboxes.brandId, mailbox.brandId), eq(emailMailboxes.id, mailbox.id));
  let stored = 0;
  try {
    const transport = transportForMailbox(deps.db, mailbox, deps.secrets, deps.log, deps.oauth);
    try {
      const fetched = await transport.fetch(mailbox.cursor ?? null, FETCH_LIMIT);
      for (const message of fetched.messages) {
        const result = await ingestInboundEmail(deps, {
          brandId: mailbox.brandId,
          mailbox,
          raw: message.raw,
          source: mailbox.provider.toLowerCase(),
        });
        if (result.kind === 'stored') stored += 1;
      }
      await deps.db
        .update(emailMailboxes)
        .set({ cursor: fetched.cursor, lastFetchedAt: now, lastError: null })
        .where(where);
    } finally {
      await transport.close();
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const auth = error instanceof MailTransportError && error.kind === 'auth';
    await deps.db
      .update(emailMailboxes)
      .set({
        lastError: message,
        lastFetchedAt: now,
        ...(auth ? { authorizationStatus: 'DISCONNECTED' } : {}),
      })
      .where(where);
  }
  return stored;
}

/** The connected mailboxes of fetching providers due for a read, oldest read first. */
export async function mailboxesDue(db: AppDb, now: Date): Promise<MailboxRow[]> {
  const due = new Date(now.getTime() - MAILBOX_FETCH_INTERVAL_MS);
  return db
    .select()
    .from(emailMailboxes)
    .where(
      and(
        inArray(emailMailboxes.provider, ['IMAP', 'GMAIL', 'OUTLOOK']),
        eq(emailMailboxes.authorizationStatus, 'CONNECTED'),
        or(isNull(emailMailboxes.lastFetchedAt), lt(emailMailboxes.lastFetchedAt, due)),
      ),
    )
    .orderBy(asc(emailMailboxes.lastFetchedAt))
    .limit(20);
}
