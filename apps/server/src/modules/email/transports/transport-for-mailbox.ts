import { and, eq } from 'drizzle-orm';
import type { EmailOAuthConfig } from '../../../platform/config.ts';
import type { DbExecutor } from '../../../platform/db/database.ts';
import type { SecretBox } from '../../../platform/secret-box.ts';
import { emailMailboxes } from '../email.tables.ts';
import type { MailboxRow } from '../mailbox-store.ts';
import { createOAuthAccess } from '../oauth/oauth-access.ts';
import { oauthClientOf, oauthProviderOfIntegration } from '../oauth/oauth-providers.ts';
import { openTokens, sealTokens } from '../oauth/oauth-tokens.ts';
import { createGmailTransport } from './gmail-transport.ts';
import { createImapSmtpTransport, type ImapSmtpSettings } from './imap-smtp-transport.ts';
import { type MailTransport, MailTransportError } from './mail-transport.ts';
import { createOutlookTransport } from './outlook-transport.ts';
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
  /** The server's OAuth clients (Gmail and Outlook mailboxes refresh their tokens with them). */
  oauth?: EmailOAuthConfig,
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
    case 'GMAIL':
    case 'OUTLOOK': {
      const client = oauth ? oauthClientOf(oauth, oauthProviderOfIntegration(mailbox.provider)) : null;
      if (!client) {
        throw new MailTransportError('auth', `${mailbox.provider} is not configured on this server`);
      }
      if (!mailbox.secret) throw new MailTransportError('auth', 'the mailbox has no authorization');
      const access = createOAuthAccess({
        client,
        tokens: openTokens(secrets, mailbox.secret),
        // A refreshed token is saved sealed at once: the next call (or process) starts from it.
        onTokens: async (tokens) => {
          await db
            .update(emailMailboxes)
            .set({ secret: sealTokens(secrets, tokens), updatedAt: new Date() })
            .where(and(eq(emailMailboxes.brandId, mailbox.brandId), eq(emailMailboxes.id, mailbox.id)));
        },
      });
      return mailbox.provider === 'GMAIL'
        ? createGmailTransport({ apiUrl: client.apiUrl, access, ...(log ? { log } : {}) })
        : createOutlookTransport({ graphUrl: client.apiUrl, access });
    }
  }
}
