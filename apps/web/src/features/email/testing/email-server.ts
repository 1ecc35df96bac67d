// The desk's scripted server (agent-desktop/testing/desk-server.ts) with the email calls: the thread,
// the agent's mailboxes and a draft the server keeps, so a remount reads back what was saved.
import type { Reservation } from '@parley/core/agent-desktop/reservation';
import { type FetchCall, jsonResponse } from '../../../shared/api/testing/api-test-kit.ts';
import { installDeskServer, type RestHandler } from '../../agent-desktop/testing/desk-server.ts';
import type { EmailMessage } from '../api/email-types.ts';
import { AGENT_MAILBOX, BRAND_MAILBOX, makeEmailMessage, makeThreadAnswer } from './email-fixtures.ts';

export type EmailServerOptions = {
  task: Reservation;
  messages: EmailMessage[];
  draft?: EmailMessage | null;
  /** More or other REST answers, by `METHOD /path`. */
  rest?: Record<string, RestHandler>;
};

function field(call: FetchCall, name: string): unknown {
  return typeof call.body === 'object' && call.body !== null ? Reflect.get(call.body, name) : undefined;
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

export function installEmailServer(options: EmailServerOptions) {
  const state = { draft: options.draft ?? null };
  const base = `/conv/email/tasks/${options.task.taskSid}`;
  const server = installDeskServer({
    reservations: [options.task],
    rest: {
      [`GET ${base}/thread`]: () => jsonResponse(200, makeThreadAnswer(options.messages, state.draft)),
      'GET /conv/email/mailboxes/mine': () => jsonResponse(200, { items: [BRAND_MAILBOX, AGENT_MAILBOX] }),
      [`PUT ${base}/draft`]: (call) => {
        const senderEmail = field(call, 'senderEmail');
        const inReplyTo = field(call, 'inReplyToRvMessageId');
        state.draft = makeEmailMessage({
          ...(state.draft ? { rvEmailMessageId: state.draft.rvEmailMessageId } : {}),
          direction: 'outbound',
          status: 'draft',
          from: { email: typeof senderEmail === 'string' ? senderEmail : '', name: null },
          to: stringList(field(call, 'to')),
          cc: stringList(field(call, 'cc')),
          bcc: stringList(field(call, 'bcc')),
          subject: String(field(call, 'subject') ?? ''),
          html: String(field(call, 'body') ?? ''),
          text: null,
          inReplyToRvMessageId: typeof inReplyTo === 'string' ? inReplyTo : null,
          isForwarding: field(call, 'isForwarding') === true,
          sentAt: null,
        });
        return jsonResponse(200, state.draft);
      },
      ...options.rest,
    },
  });
  return { ...server, state };
}

/** A multipart field of a recorded call: one value, or all of a repeated one. */
export function formValues(call: FetchCall | undefined, name: string): string[] {
  if (!(call?.body instanceof FormData)) return [];
  return call.body.getAll(name).map(String);
}
