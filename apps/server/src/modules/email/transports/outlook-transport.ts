import { z } from 'zod';
import type { OAuthAccess } from '../oauth/oauth-access.ts';
import { providerFailure, providerJson } from '../oauth/provider-http.ts';
import { rawWithBcc } from '../oauth/raw-with-bcc.ts';
import {
  type FetchedMail,
  type MailboxCursor,
  type MailTransport,
  MailTransportError,
  type OutgoingRawMail,
} from './mail-transport.ts';

// An Outlook (Microsoft 365 or Outlook.com) mailbox through Microsoft Graph (docs/email.md "Gmail and
// Outlook"): POST /me/sendMail with the composed MIME (text/plain, base64; Graph keeps the copy in
// Sent Items), the Sent Items searched by internetMessageId for crash recovery, the inbox read by
// receivedDateTime and each message's MIME from /messages/{id}/$value. The cursor is the last
// receivedDateTime read and the ids read at that instant (several mails can share one).

const MESSAGE_ID = /^<[^<>\s]+@[^<>\s]+>$/;

const meAnswer = z.object({
  mail: z.string().nullish(),
  userPrincipalName: z.string().min(1),
});
const messageList = z.object({
  value: z.array(z.object({ id: z.string(), receivedDateTime: z.string().optional() })),
});

const cursorToken = z.object({ since: z.string(), seen: z.array(z.string()) });
type InboxCursor = z.infer<typeof cursorToken>;

/** GET /me: the signed-in mailbox's address (`mail`, else its user principal name). */
export async function readOutlookAddress(access: OAuthAccess, graphUrl: string): Promise<string> {
  const what = 'Reading the Microsoft account';
  const response = await access.fetch(
    `${graphUrl}/v1.0/me?$select=mail,userPrincipalName`,
    { method: 'GET' },
    what,
  );
  const me = await providerJson(response, what, meAnswer);
  return me.mail || me.userPrincipalName;
}

/** The cursor of `now`: reading starts with what arrives from now on. */
export function outlookCursorOf(now: Date): MailboxCursor {
  return { token: JSON.stringify({ since: now.toISOString(), seen: [] } satisfies InboxCursor) };
}

function readCursor(cursor: MailboxCursor | null): InboxCursor | null {
  if (!cursor?.token) return null;
  try {
    return cursorToken.parse(JSON.parse(cursor.token));
  } catch {
    return null;
  }
}

/** OData string literal: single quotes doubled. */
const odataString = (value: string) => `'${value.replaceAll("'", "''")}'`;

export function createOutlookTransport(options: {
  graphUrl: string;
  access: OAuthAccess;
  now?: () => Date;
}): MailTransport {
  const { access } = options;
  const now = options.now ?? (() => new Date());
  const me = `${options.graphUrl}/v1.0/me`;
  let closed = false;
  const open = () => {
    if (closed) throw new MailTransportError('unavailable', 'This mailbox transport was closed');
  };

  async function mimeOf(id: string): Promise<Uint8Array | null> {
    const what = 'Reading an Outlook message';
    const response = await access.fetch(
      `${me}/messages/${encodeURIComponent(id)}/$value`,
      { method: 'GET' },
      what,
    );
    // Deleted since it was listed.
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok) throw await providerFailure(response, what);
    return new Uint8Array(await response.arrayBuffer());
  }

  async function connect(): Promise<MailboxCursor> {
    open();
    // Proves the grant works (and reads the account) before the mailbox is stored or read.
    await readOutlookAddress(access, options.graphUrl);
    return outlookCursorOf(now());
  }

  return {
    async send(mail: OutgoingRawMail) {
      open();
      if (mail.envelope.to.length === 0) {
        throw new MailTransportError('rejected', 'envelope.to: a message needs at least one recipient');
      }
      const what = 'Sending through Outlook';
      const response = await access.fetch(
        `${me}/sendMail`,
        {
          method: 'POST',
          headers: { 'content-type': 'text/plain' },
          body: rawWithBcc(mail.raw, mail.envelope.to).toString('base64'),
        },
        what,
      );
      if (!response.ok) throw await providerFailure(response, what);
      await response.body?.cancel();
    },

    async wasSent(messageId: string) {
      open();
      if (!MESSAGE_ID.test(messageId)) {
        throw new TypeError(`messageId: expected <id@host>, got ${JSON.stringify(messageId)}`);
      }
      const what = 'Searching Outlook’s Sent Items';
      const query = new URLSearchParams({
        $filter: `internetMessageId eq ${odataString(messageId)}`,
        $select: 'id',
        $top: '1',
      });
      const response = await access.fetch(
        `${me}/mailFolders/sentitems/messages?${query}`,
        { method: 'GET' },
        what,
      );
      return (await providerJson(response, what, messageList)).value.length > 0;
    },

    async fetch(cursor: MailboxCursor | null, limit: number): Promise<FetchedMail> {
      open();
      if (!Number.isInteger(limit) || limit < 1) {
        throw new TypeError(`limit: expected a positive integer, got ${limit}`);
      }
      const from = readCursor(cursor);
      if (!from) return { messages: [], cursor: await connect() };
      const what = 'Reading the Outlook inbox';
      // `ge`, not `gt`: a mail received in the same instant as the last one read is not skipped; the
      // ids already read at that instant are.
      const query = new URLSearchParams({
        $filter: `receivedDateTime ge ${from.since}`,
        $orderby: 'receivedDateTime asc',
        $select: 'id,receivedDateTime',
        $top: String(limit + from.seen.length),
      });
      const response = await access.fetch(
        `${me}/mailFolders/inbox/messages?${query}`,
        { method: 'GET' },
        what,
      );
      const listed = (await providerJson(response, what, messageList)).value
        .filter((message) => !from.seen.includes(message.id))
        .slice(0, limit);
      let next: InboxCursor = from;
      const messages: { raw: Uint8Array }[] = [];
      for (const message of listed) {
        const raw = await mimeOf(message.id);
        if (raw) messages.push({ raw });
        const at = message.receivedDateTime ?? next.since;
        next =
          at === next.since
            ? { since: at, seen: [...next.seen, message.id] }
            : { since: at, seen: [message.id] };
      }
      return { messages, cursor: { token: JSON.stringify(next) } };
    },

    connect,

    async close() {
      closed = true;
    },
  };
}
