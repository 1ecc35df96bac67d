// Test support: GET /conv/email/mailboxes/mine and the mailbox writes, answered as the contract says
// (docs/email.md; the lead's server), over a list the test owns.
import {
  type FetchCall,
  installFetch,
  jsonResponse,
  withCsrf,
} from '../../../shared/api/testing/api-test-kit.ts';
import type { MailboxView } from '../api/mailbox-types.ts';

export function makeMailbox(overrides: Partial<MailboxView> = {}): MailboxView {
  return {
    id: 'mb-ada',
    emailAddress: 'ada@agent.io',
    displayName: 'Ada Lovelace',
    emailIntegrationType: 'IMAP',
    authorizationStatus: 'CONNECTED',
    signatureHtml: null,
    shared: false,
    createdAt: '2025-01-06T15:00:00.000Z',
    lastError: null,
    lastFetchedAt: null,
    ...overrides,
  };
}

export const BRAND_MAILBOX = makeMailbox({
  id: 'mb-brand',
  emailAddress: 'support@brand.io',
  displayName: 'Brand Support',
  emailIntegrationType: 'SIMULATOR',
  shared: true,
});

/** A scripted answer instead of the fake server's for one `METHOD /path`; undefined lets the fake answer. */
export type MailboxServerOverrides = Record<string, (call: FetchCall) => Response | undefined>;

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? Object.fromEntries(Object.entries(value)) : {};
}

export function installMailboxServer(mailboxes: MailboxView[], overrides: MailboxServerOverrides = {}) {
  const list = [...mailboxes];
  const { calls } = installFetch(
    withCsrf((call) => {
      const route = `${call.method} ${new URL(call.url, 'http://test').pathname}`;
      const scripted = overrides[route]?.(call);
      if (scripted) return scripted;
      if (route === 'GET /conv/email/mailboxes/mine') return jsonResponse(200, { items: list });
      if (route === 'POST /conv/email/mailboxes/imap') {
        const body = record(call.body);
        const mailbox = makeMailbox({
          id: `mb-${list.length + 1}`,
          emailAddress: String(body.emailAddress).toLowerCase(),
          displayName: typeof body.displayName === 'string' ? body.displayName : null,
        });
        list.push(mailbox);
        return jsonResponse(201, mailbox);
      }
      const match = /^(PATCH|POST) \/conv\/email\/mailboxes\/([^/]+)(\/sign-out)?$/.exec(route);
      const index = list.findIndex((mailbox) => mailbox.id === match?.[2]);
      const found = list[index];
      if (!match || !found) return jsonResponse(404, { code: 'not_found', message: 'Route not found' });
      const body = record(call.body);
      const text = (name: string, before: string | null) =>
        name in body ? (typeof body[name] === 'string' ? body[name] : null) : before;
      const changed: MailboxView = match[3]
        ? { ...found, authorizationStatus: 'SIGNED_OUT' }
        : {
            ...found,
            displayName: text('displayName', found.displayName),
            signatureHtml: text('signatureHtml', found.signatureHtml),
          };
      list[index] = changed;
      return jsonResponse(200, changed);
    }),
  );
  return { calls, list };
}

export function callsTo(calls: FetchCall[], method: string, path: string): FetchCall[] {
  return calls.filter((call) => call.method === method && new URL(call.url, 'http://test').pathname === path);
}
