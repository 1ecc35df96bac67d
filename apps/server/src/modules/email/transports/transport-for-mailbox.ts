import type { DbExecutor } from '../../../platform/db/database.ts';
import type { SecretBox } from '../../../platform/secret-box.ts';
import type { MailboxRow } from '../mailbox-store.ts';
import { createImapSmtpTransport, type ImapSmtpSettings } from './imap-smtp-transport.ts';
import { type MailTransport, MailTransportError } from './mail-transport.ts';
import { createSimulatorTransport } from './simulator-transport.ts';

/** What an IMAP mailbox keeps in `settings` (no password: that is sealed in `secret`). */
export type ImapMailboxSettings = {
  imap: { host: string; port: number; secure: boolean; user: string };
  smtp: { host: string; port: number; secure: boolean; user: string } | null;
  allowSelfSigned?: boolean;
  /** The SMTP password, sealed, when it differs from the IMAP one (`secret`). */
  smtpSecret?: string;
};

/** The transport of `mailbox`: its provider's, with its credentials opened. */
export function transportForMailbox(
  db: DbExecutor,
  mailbox: MailboxRow,
  secrets: SecretBox,
  log?: { warn(details: object, message: string): void },
): MailTransport {
  switch (mailbox.provider) {
    case 'SIMULATOR':
      return createSimulatorTransport(db, mailbox.brandId);
    case 'IMAP': {
      if (!mailbox.secret) throw new MailTransportError('auth', 'the mailbox has no password');
      const settings = mailbox.settings as ImapMailboxSettings;
      const password = secrets.open(mailbox.secret);
      const transport: ImapSmtpSettings = {
        imap: { ...settings.imap, password },
        smtp: settings.smtp
          ? { ...settings.smtp, password: settings.smtpSecret ? secrets.open(settings.smtpSecret) : password }
          : null,
        ...(settings.allowSelfSigned ? { allowSelfSigned: true } : {}),
        ...(log ? { log } : {}),
      };
      return createImapSmtpTransport(transport);
    }
    default:
      throw new MailTransportError('auth', `${mailbox.provider} mailboxes are not connected yet`);
  }
}
