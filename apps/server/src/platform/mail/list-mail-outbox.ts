import { desc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../db/database.ts';
import { mailOutbox } from './mail.tables.ts';

export type OutboxMail = {
  id: string;
  to: string;
  subject: string;
  text: string;
  transport: string;
  createdAt: string;
  sentAt: string | null;
  error: string | null;
};

export const MAIL_OUTBOX_PAGE = 100;

/** The brand's most recent mails, newest first. */
export async function listMailOutbox(db: DbExecutor, options: { brandId: string }): Promise<OutboxMail[]> {
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.brandId, options.brandId))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(MAIL_OUTBOX_PAGE);
  return rows.map((row) => ({
    id: row.id,
    to: row.toAddress,
    subject: row.subject,
    text: row.textBody,
    transport: row.transport,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    error: row.error,
  }));
}
