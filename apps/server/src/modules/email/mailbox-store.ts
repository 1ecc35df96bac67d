import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { emailMailboxes } from './email.tables.ts';

export type MailboxRow = typeof emailMailboxes.$inferSelect;

/** What the desk and My Settings show of a mailbox (never its credentials). */
export type MailboxView = {
  id: string;
  emailAddress: string;
  displayName: string | null;
  emailIntegrationType: MailboxRow['provider'];
  authorizationStatus: MailboxRow['authorizationStatus'];
  signatureHtml: string | null;
  shared: boolean;
  /** Where a shared mailbox's new threads go (null: the brand's routing rules decide). */
  queueSid: string | null;
  createdAt: string;
  /** Why the last read or send failed (a disconnected mailbox says it here). */
  lastError: string | null;
  lastFetchedAt: string | null;
};

export function toMailboxView(row: MailboxRow): MailboxView {
  return {
    id: row.id,
    emailAddress: row.address,
    displayName: row.displayName,
    emailIntegrationType: row.provider,
    authorizationStatus: row.authorizationStatus,
    signatureHtml: row.signatureHtml,
    shared: row.userId === null,
    queueSid: row.queueSid,
    createdAt: row.createdAt.toISOString(),
    lastError: row.lastError,
    lastFetchedAt: row.lastFetchedAt?.toISOString() ?? null,
  };
}

export async function findMailbox(
  db: DbExecutor,
  options: { brandId: string; id: string },
): Promise<MailboxRow | null> {
  const [row] = await db
    .select()
    .from(emailMailboxes)
    .where(and(eq(emailMailboxes.brandId, options.brandId), eq(emailMailboxes.id, options.id)));
  return row ?? null;
}

/** The brand's mailbox at `address` (lower-case), shared or an agent's. */
export async function findMailboxByAddress(
  db: DbExecutor,
  options: { brandId: string; address: string },
): Promise<MailboxRow | null> {
  const [row] = await db
    .select()
    .from(emailMailboxes)
    .where(and(eq(emailMailboxes.brandId, options.brandId), eq(emailMailboxes.address, options.address)));
  return row ?? null;
}

/**
 * The mailboxes a user may send from: their own and the brand's shared ones (any agent answers the
 * brand's mail), connected or not (the desk says which need reconnecting); shared ones first.
 */
export async function listSendableMailboxes(
  db: DbExecutor,
  options: { brandId: string; userId: string },
): Promise<MailboxRow[]> {
  return db
    .select()
    .from(emailMailboxes)
    .where(
      and(
        eq(emailMailboxes.brandId, options.brandId),
        or(isNull(emailMailboxes.userId), eq(emailMailboxes.userId, options.userId)),
      ),
    )
    .orderBy(asc(emailMailboxes.userId), asc(emailMailboxes.address));
}

/** Whether `user` may send from `mailbox`: a shared mailbox, or their own. */
export function maySendFrom(mailbox: MailboxRow, userId: string): boolean {
  return mailbox.userId === null || mailbox.userId === userId;
}

/**
 * The brand's shared simulator mailbox at `address`, created when missing (the demo brand's, and the
 * Contact Simulator's target when a brand has none). Runs in the caller's transaction.
 */
export async function ensureSimulatorMailbox(
  db: DbExecutor,
  options: { brandId: string; address: string; displayName?: string | null; queueSid?: string | null },
): Promise<MailboxRow> {
  const found = await findMailboxByAddress(db, options);
  if (found) return found;
  await db
    .insert(emailMailboxes)
    .values({
      brandId: options.brandId,
      address: options.address,
      displayName: options.displayName ?? null,
      provider: 'SIMULATOR',
      queueSid: options.queueSid ?? null,
    })
    .onConflictDoNothing();
  const created = await findMailboxByAddress(db, options);
  if (!created) throw new Error('the simulator mailbox was not created');
  return created;
}
