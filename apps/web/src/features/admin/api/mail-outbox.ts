import { apiRequest } from '../../../shared/api/api-request.ts';

// GET /api/admin/mail-outbox: every mail the server sent or kept (without SMTP, the outbox is where
// password-reset mails land). Admins only (apps/server/src/modules/admin/admin.routes.ts).

export type MailOutboxItem = {
  id: string;
  to: string;
  subject: string;
  text: string;
  createdAt: string;
  sentAt: string | null;
  transport: string;
  error: string | null;
};

export type MailOutboxResponse = { items: MailOutboxItem[] };

export const MAIL_OUTBOX_FAILURE_TEXT = 'Could not load the mail outbox.';

export function fetchMailOutbox(signal?: AbortSignal): Promise<MailOutboxResponse> {
  // skipDefault: the page shows the failure in place instead of a toast.
  return apiRequest<MailOutboxResponse>('/admin/mail-outbox', {
    signal,
    skipDefault: true,
    failureMessage: MAIL_OUTBOX_FAILURE_TEXT,
  });
}
