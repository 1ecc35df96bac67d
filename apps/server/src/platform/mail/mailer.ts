import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transport, type Transporter } from 'nodemailer';
import type { AppDb } from '../db/database.ts';
import { mailOutbox } from './mail.tables.ts';

export type OutgoingMail = {
  brandId: string;
  to: string;
  subject: string;
  text: string;
  /**
   * The Message-ID header, `<local@host>`, when the sender makes the mail's identity stable: a mail
   * sent again after a crash carries the same id, and mail systems drop the repeat (journeys'
   * sendEmail: `<run>.<node>@<host>`). Without it, nodemailer makes a new one each time.
   */
  messageId?: string;
};

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

/**
 * Every mail is written to the outbox table first (the admin page lists it). With SMTP_URL it is
 * then sent through SMTP; without, the outbox and the server log are where a person reads it.
 */
export function createMailer(options: {
  db: AppDb;
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
  /** A nodemailer transport used instead of SMTP_URL's (tests read what would be sent). */
  transport?: Transport;
}): Mailer {
  const transporter: Transporter | null = options.transport
    ? nodemailer.createTransport(options.transport)
    : options.smtpUrl
      ? nodemailer.createTransport(options.smtpUrl)
      : null;
  return {
    async send(mail) {
      const [row] = await options.db
        .insert(mailOutbox)
        .values({
          brandId: mail.brandId,
          toAddress: mail.to,
          subject: mail.subject,
          textBody: mail.text,
          transport: transporter ? 'smtp' : 'outbox',
        })
        .returning({ id: mailOutbox.id });
      if (!transporter || !row) {
        options.log.info(
          { to: mail.to, subject: mail.subject, body: mail.text, messageId: mail.messageId },
          'mail kept in the outbox (no SMTP_URL)',
        );
        return;
      }
      const where = and(eq(mailOutbox.brandId, mail.brandId), eq(mailOutbox.id, row.id));
      try {
        await transporter.sendMail({
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          ...(mail.messageId ? { messageId: mail.messageId } : {}),
        });
        await options.db.update(mailOutbox).set({ sentAt: new Date() }).where(where);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        options.log.error({ to: mail.to, err: message }, 'mail could not be sent');
        await options.db.update(mailOutbox).set({ error: message }).where(where);
      }
    },
  };
}
