import { apiRequest } from '../../../shared/api/api-request.ts';
import { EMAIL_DESK_TEXTS } from '../email-desk-texts.ts';
import type {
  EmailAttachment,
  EmailDraft,
  EmailDraftInput,
  EmailMailbox,
  EmailThreadAnswer,
  SendEmailAnswer,
  SendEmailInput,
} from './email-types.ts';

// The desk's email calls (docs/email.md "REST (the desk)"), under the conversations service (/conv).

const path = (value: string) => encodeURIComponent(value);

/** GET /conv/email/tasks/:taskSid/thread: the thread, its messages oldest first, and the saved draft. */
export function fetchEmailThread(taskSid: string, signal?: AbortSignal): Promise<EmailThreadAnswer> {
  return apiRequest<EmailThreadAnswer>(`/email/tasks/${path(taskSid)}/thread`, {
    base: '/conv',
    signal,
    retries: 2,
    failureMessage: EMAIL_DESK_TEXTS.threadFailed,
  });
}

/** GET /conv/email/mailboxes/mine: the mailboxes the signed-in agent may send from. */
export async function fetchMyMailboxes(signal?: AbortSignal): Promise<EmailMailbox[]> {
  const { items } = await apiRequest<{ items: EmailMailbox[] }>('/email/mailboxes/mine', {
    base: '/conv',
    signal,
    retries: 2,
    failureMessage: EMAIL_DESK_TEXTS.mailboxesFailed,
  });
  return items;
}

/**
 * PUT /conv/email/tasks/:taskSid/draft: saves the reply being written; answers the draft. A field not
 * known yet (no sender, not a reply) is left out: the draft keeps what it had (core's emailDraftInput).
 */
export function saveEmailDraft(taskSid: string, draft: EmailDraftInput): Promise<EmailDraft> {
  const body = Object.fromEntries(Object.entries(draft).filter(([, value]) => value !== null));
  return apiRequest<EmailDraft>(`/email/tasks/${path(taskSid)}/draft`, {
    base: '/conv',
    method: 'PUT',
    body,
    skipDefault: true,
  });
}

/** POST /conv/email/drafts/:draftId/attachments (multipart `file`). A refusal is thrown with the server's body. */
export function uploadDraftAttachment(draftId: string, file: File): Promise<EmailAttachment> {
  const body = new FormData();
  body.append('file', file, file.name);
  return apiRequest<EmailAttachment>(`/email/drafts/${path(draftId)}/attachments`, {
    base: '/conv',
    method: 'POST',
    body,
    skipDefault: true,
  });
}

/** DELETE /conv/email/drafts/:draftId/attachments/:attachmentId. */
export async function removeDraftAttachment(draftId: string, attachmentId: string): Promise<void> {
  await apiRequest<null>(`/email/drafts/${path(draftId)}/attachments/${path(attachmentId)}`, {
    base: '/conv',
    method: 'DELETE',
    skipDefault: true,
  });
}

/**
 * POST /conv/email/new-message (spec 000 §7, multipart). Every failure is thrown with its status for
 * the composer to explain (spec 001 §8 "Email send": 422, 400, other).
 */
export function sendEmail(input: SendEmailInput): Promise<SendEmailAnswer> {
  const body = new FormData();
  body.append('taskSid', input.taskSid);
  if (input.draftId) body.append('draftId', input.draftId);
  body.append('subject', input.subject);
  body.append('senderEmail', input.senderEmail);
  body.append('body', input.body);
  body.append('emailIntegrationType', input.emailIntegrationType);
  for (const address of input.to) body.append('to[]', address);
  for (const address of input.cc) body.append('cc[]', address);
  for (const address of input.bcc) body.append('bcc[]', address);
  if (input.inReplyToRvMessageId) body.append('inReplyToRvMessageId', input.inReplyToRvMessageId);
  body.append('isForwarding', String(input.isForwarding));
  return apiRequest<SendEmailAnswer>('/email/new-message', {
    base: '/conv',
    method: 'POST',
    body,
    skipDefault: true,
  });
}

/** Where an attachment downloads from (GET /conv/email/attachments/:id, Content-Disposition: attachment). */
export function attachmentUrl(attachmentId: string): string {
  return `/conv/email/attachments/${path(attachmentId)}`;
}
