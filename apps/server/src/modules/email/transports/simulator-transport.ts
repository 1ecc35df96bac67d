import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../../platform/db/database.ts';
import { simulatorEmails } from '../email.tables.ts';
import type { MailTransport } from './mail-transport.ts';

/**
 * The default mailbox provider (docs/simulator.md "Email"): what the brand sends lands in the Contact
 * Simulator's table, as the contact's mail client would hold it; what contacts send is pushed by the
 * Contact Simulator (POST /api/simulator/inbound-email), so there is nothing to fetch. A message is
 * stored once per Message-ID, which is what makes a resend after a crash a no-op.
 */
export function createSimulatorTransport(db: DbExecutor, brandId: string): MailTransport {
  return {
    async send(mail) {
      await db
        .insert(simulatorEmails)
        .values({
          brandId,
          messageId: mail.messageId,
          fromAddress: mail.envelope.from,
          recipients: mail.envelope.to,
          raw: mail.raw,
        })
        .onConflictDoNothing();
    },
    async wasSent(messageId) {
      const [row] = await db
        .select({ id: simulatorEmails.id })
        .from(simulatorEmails)
        .where(and(eq(simulatorEmails.brandId, brandId), eq(simulatorEmails.messageId, messageId)));
      return row !== undefined;
    },
    async fetch(cursor) {
      return { messages: [], cursor: cursor ?? {} };
    },
    async connect() {
      return {};
    },
    async close() {},
  };
}
