import type { MailboxRow } from './mailbox-store.ts';
import type { AttachmentMeta, EmailMessageRow, ThreadRow } from './thread-store.ts';

/** A message as the desk reads it (docs/email.md "REST"). */
export type EmailMessageView = {
  rvEmailMessageId: string;
  rvThreadId: string;
  direction: EmailMessageRow['direction'];
  status: EmailMessageRow['status'];
  messageId: string;
  subject: string;
  from: { email: string; name: string | null };
  to: string[];
  cc: string[];
  bcc: string[];
  html: string | null;
  text: string | null;
  snippet: string;
  inReplyToRvMessageId: string | null;
  isForwarding: boolean;
  attachments: Omit<AttachmentMeta, 'messageId'>[];
  error: string | null;
  createdAt: string;
  sentAt: string | null;
};

export type EmailThreadView = {
  rvThreadId: string;
  subject: string;
  contactEmail: string;
  profileId: string | null;
  taskSid: string | null;
  mailbox: { id: string; emailAddress: string; displayName: string | null; emailIntegrationType: string };
};

export function presentEmailMessage(
  row: EmailMessageRow,
  attachments: readonly AttachmentMeta[],
): EmailMessageView {
  return {
    rvEmailMessageId: row.id,
    rvThreadId: row.threadId,
    direction: row.direction,
    status: row.status,
    messageId: row.messageId,
    subject: row.subject,
    from: { email: row.fromAddress, name: row.fromName },
    to: row.toAddresses,
    cc: row.ccAddresses,
    bcc: row.direction === 'outbound' ? row.bccAddresses : [],
    html: row.html,
    text: row.text,
    snippet: row.snippet,
    inReplyToRvMessageId: row.parentId,
    isForwarding: row.isForwarding === 1,
    attachments: attachments
      .filter((attachment) => attachment.messageId === row.id)
      .map(({ messageId: _messageId, ...rest }) => rest),
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

export function presentThread(thread: ThreadRow, mailbox: MailboxRow): EmailThreadView {
  return {
    rvThreadId: thread.id,
    subject: thread.subject,
    contactEmail: thread.contactEmail,
    profileId: thread.profileId,
    taskSid: thread.taskSid,
    mailbox: {
      id: mailbox.id,
      emailAddress: mailbox.address,
      displayName: mailbox.displayName,
      emailIntegrationType: mailbox.provider,
    },
  };
}
