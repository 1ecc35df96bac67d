import { and, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { simulatorEmails } from './email.tables.ts';
import { parseMail } from './mime.ts';

/** The most mails the Contact Simulator's inbox lists for one address. */
export const SIMULATOR_INBOX_LIMIT = 100;

export type SimulatorEmail = {
  id: string;
  messageId: string;
  inReplyTo: string | null;
  references: string[];
  from: { email: string; name: string | null } | null;
  to: string[];
  cc: string[];
  subject: string;
  text: string | null;
  html: string | null;
  attachments: { filename: string; contentType: string; sizeBytes: number }[];
  sentAt: string;
};

/**
 * The Contact Simulator's inbox for `address` (docs/simulator.md "Email"): what the brand sent to it
 * through simulator mailboxes, oldest first (the latest 100), parsed from the stored mail as a mail
 * client would show it: a reply written from here carries its Message-ID and References.
 */
export async function listSimulatorEmails(
  db: DbExecutor,
  options: { brandId: string; address: string },
): Promise<SimulatorEmail[]> {
  const rows = await db
    .select()
    .from(simulatorEmails)
    .where(
      and(
        eq(simulatorEmails.brandId, options.brandId),
        sql`${simulatorEmails.recipients} @> array[${options.address}]::text[]`,
      ),
    )
    .orderBy(sql`${simulatorEmails.createdAt} desc`)
    .limit(SIMULATOR_INBOX_LIMIT);
  const items = await Promise.all(
    rows.map(async (row) => {
      const mail = await parseMail(row.raw);
      return {
        id: row.id,
        messageId: row.messageId,
        inReplyTo: mail.inReplyTo,
        references: mail.references,
        from: mail.from,
        to: mail.to.map((entry) => entry.email),
        cc: mail.cc.map((entry) => entry.email),
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: mail.attachments.map((file) => ({
          filename: file.filename,
          contentType: file.contentType,
          sizeBytes: file.content.length,
        })),
        sentAt: row.createdAt.toISOString(),
      };
    }),
  );
  return items.reverse();
}
