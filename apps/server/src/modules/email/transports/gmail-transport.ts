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

// A Gmail mailbox through the Gmail API (docs/email.md "Gmail and Outlook"): users.messages.send
// with the composed bytes (`raw`, base64url), users.messages.list `rfc822msgid:` for crash recovery,
// users.history.list from the last historyId for new inbox mail, users.messages.get format=raw for
// its bytes. The cursor is the mailbox's historyId.

const MESSAGE_ID = /^<[^<>\s]+@[^<>\s]+>$/;
const HISTORY_PAGE_SIZE = 100;

const profileAnswer = z.object({ emailAddress: z.string().min(1), historyId: z.string().min(1) });
const listAnswer = z.object({
  messages: z.array(z.object({ id: z.string() })).optional(),
  resultSizeEstimate: z.number().optional(),
});
const historyAnswer = z.object({
  history: z
    .array(
      z.object({
        id: z.string(),
        messagesAdded: z
          .array(
            z.object({ message: z.object({ id: z.string(), labelIds: z.array(z.string()).optional() }) }),
          )
          .optional(),
      }),
    )
    .optional(),
  nextPageToken: z.string().optional(),
  historyId: z.string(),
});
const rawAnswer = z.object({ id: z.string(), raw: z.string() });

export type GmailProfile = z.infer<typeof profileAnswer>;

/** users.getProfile: the mailbox's address and its current historyId. */
export async function readGmailProfile(access: OAuthAccess, apiUrl: string): Promise<GmailProfile> {
  const what = 'Reading the Gmail profile';
  const response = await access.fetch(`${apiUrl}/gmail/v1/users/me/profile`, { method: 'GET' }, what);
  return providerJson(response, what, profileAnswer);
}

export function createGmailTransport(options: {
  apiUrl: string;
  access: OAuthAccess;
  log?: { warn(details: object, message: string): void };
}): MailTransport {
  const { access } = options;
  const users = `${options.apiUrl}/gmail/v1/users/me`;
  let closed = false;
  const open = () => {
    if (closed) throw new MailTransportError('unavailable', 'This mailbox transport was closed');
  };

  /** The new inbox messages' ids after `startHistoryId`, oldest first, and the cursor after them. */
  async function newInboxIds(
    startHistoryId: string,
    limit: number,
  ): Promise<{ ids: string[]; historyId: string } | null> {
    const ids: string[] = [];
    let pageToken: string | undefined;
    let lastRecord = startHistoryId;
    for (;;) {
      const query = new URLSearchParams({
        startHistoryId,
        historyTypes: 'messageAdded',
        labelId: 'INBOX',
        maxResults: String(HISTORY_PAGE_SIZE),
        ...(pageToken ? { pageToken } : {}),
      });
      const what = 'Reading the Gmail history';
      const response = await access.fetch(`${users}/history?${query}`, { method: 'GET' }, what);
      // The historyId is too old for Gmail to answer from (gmail API: "perform a full sync").
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      const page = await providerJson(response, what, historyAnswer);
      for (const record of page.history ?? []) {
        // Whole records only: the cursor stops between two of them.
        if (ids.length >= limit) return { ids, historyId: lastRecord };
        for (const added of record.messagesAdded ?? []) {
          const labels = added.message.labelIds;
          if (labels && !labels.includes('INBOX')) continue;
          if (!ids.includes(added.message.id)) ids.push(added.message.id);
        }
        lastRecord = record.id;
      }
      if (!page.nextPageToken) return { ids, historyId: page.historyId };
      pageToken = page.nextPageToken;
    }
  }

  async function connect(): Promise<MailboxCursor> {
    open();
    const profile = await readGmailProfile(access, options.apiUrl);
    return { token: profile.historyId };
  }

  async function rawMessage(id: string): Promise<Uint8Array | null> {
    const what = 'Reading a Gmail message';
    const response = await access.fetch(
      `${users}/messages/${encodeURIComponent(id)}?format=raw`,
      { method: 'GET' },
      what,
    );
    // Deleted since it arrived: nothing to read.
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    const message = await providerJson(response, what, rawAnswer);
    return new Uint8Array(Buffer.from(message.raw, 'base64url'));
  }

  return {
    async send(mail: OutgoingRawMail) {
      open();
      if (mail.envelope.to.length === 0) {
        throw new MailTransportError('rejected', 'envelope.to: a message needs at least one recipient');
      }
      const what = 'Sending through Gmail';
      const raw = rawWithBcc(mail.raw, mail.envelope.to).toString('base64url');
      const response = await access.fetch(
        `${users}/messages/send`,
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ raw }) },
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
      const what = 'Searching Gmail’s sent mail';
      const query = new URLSearchParams({
        q: `in:sent rfc822msgid:${messageId.slice(1, -1)}`,
        maxResults: '1',
      });
      const response = await access.fetch(`${users}/messages?${query}`, { method: 'GET' }, what);
      const found = await providerJson(response, what, listAnswer);
      return (found.messages ?? []).length > 0;
    },

    async fetch(cursor: MailboxCursor | null, limit: number): Promise<FetchedMail> {
      open();
      if (!Number.isInteger(limit) || limit < 1) {
        throw new TypeError(`limit: expected a positive integer, got ${limit}`);
      }
      if (!cursor?.token) return { messages: [], cursor: await connect() };
      const found = await newInboxIds(cursor.token, limit);
      if (!found) {
        // History lost: reading starts again from now (what arrived in the gap is not turned into tasks).
        const now = await connect();
        options.log?.warn(
          { from: cursor.token, to: now.token },
          'Gmail history expired; reading from now on',
        );
        return { messages: [], cursor: now };
      }
      const messages: { raw: Uint8Array }[] = [];
      for (const id of found.ids) {
        const raw = await rawMessage(id);
        if (raw) messages.push({ raw });
      }
      return { messages, cursor: { token: found.historyId } };
    },

    connect,

    async close() {
      closed = true;
    },
  };
}
