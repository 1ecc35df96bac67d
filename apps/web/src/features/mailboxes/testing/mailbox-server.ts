// Test support: GET /conv/email/mailboxes/mine and the mailbox writes, answered as the contract says
// (docs/email.md; the lead's server), over a list the test owns; GraphQL `queues` for the brand
// mailboxes' queue picker.
import {
  type FetchCall,
  installFetch,
  jsonResponse,
  withCsrf,
} from '../../../shared/api/testing/api-test-kit.ts';
import { graphqlData, sentOperation } from '../../../shared/api/testing/graphql-test-kit.ts';
import { MailboxQueueOptionsDocument } from '../api/mailbox-queues.generated.ts';
import type { MailboxQueueOption } from '../api/mailbox-queues-api.ts';
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
    queueSid: null,
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

export const BRAND_QUEUES: MailboxQueueOption[] = [
  { sid: 'WQ1', friendlyName: 'Support' },
  { sid: 'WQ2', friendlyName: 'Sales' },
];

export function installMailboxServer(
  mailboxes: MailboxView[],
  overrides: MailboxServerOverrides = {},
  queues: MailboxQueueOption[] = BRAND_QUEUES,
) {
  const list = [...mailboxes];
  const { calls } = installFetch(
    withCsrf((call) => {
      const route = `${call.method} ${new URL(call.url, 'http://test').pathname}`;
      const scripted = overrides[route]?.(call);
      if (scripted) return scripted;
      if (sentOperation(call, MailboxQueueOptionsDocument)) {
        return graphqlData(MailboxQueueOptionsDocument, { queues });
      }
      if (route === 'GET /conv/email/mailboxes/mine') return jsonResponse(200, { items: list });
      if (route === 'POST /conv/email/mailboxes/imap') {
        const body = record(call.body);
        const shared = body.shared === true;
        const mailbox = makeMailbox({
          id: `mb-${list.length + 1}`,
          emailAddress: String(body.emailAddress).toLowerCase(),
          displayName: typeof body.displayName === 'string' ? body.displayName : null,
          shared,
          queueSid: shared && typeof body.queueSid === 'string' ? body.queueSid : null,
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
      if (match[3] && found.emailIntegrationType === 'SIMULATOR') {
        return jsonResponse(400, {
          code: 'validation_failed',
          field: 'id',
          message: 'The Contact Simulator’s mailboxes cannot be signed out',
        });
      }
      const changed: MailboxView = match[3]
        ? { ...found, authorizationStatus: 'SIGNED_OUT' }
        : {
            ...found,
            displayName: text('displayName', found.displayName),
            signatureHtml: text('signatureHtml', found.signatureHtml),
            queueSid: found.shared ? text('queueSid', found.queueSid) : found.queueSid,
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
