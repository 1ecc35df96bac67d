import { localTimeZone } from '@parley/core/common/date-format';
import { forwardedHtml, quotedReplyHtml } from '@parley/core/email/quote';
import {
  forwardSubject,
  replyAllRecipients,
  replyRecipients,
  replySubject,
} from '@parley/core/email/recipients';
import type { EmailAttachment, EmailDraft, EmailMessage } from '../api/email-types.ts';
import { sanitizeEmailHtml } from './sanitize-email-html.ts';

export type ComposeMode = 'reply' | 'replyAll' | 'forward' | 'new';

/** What the composer's fields start with. */
export type ComposerStart = {
  mode: ComposeMode;
  /** The mailbox to send from, when known (a restored draft's); else the composer picks. */
  senderEmail: string | null;
  to: string[];
  cc: string[];
  bcc: string[];
  subject: string;
  /** The body without the signature, which the composer adds once for a fresh email. */
  html: string;
  inReplyToRvMessageId: string | null;
  isForwarding: boolean;
  /** The saved draft this continues, with its files and its last send error. */
  draftId: string | null;
  attachments: EmailAttachment[];
  /** A forward's original files, sent with it (docs/email.md: a forward carries them). */
  forwardedAttachments: EmailAttachment[];
  error: string | null;
};

export type PrefillContext = {
  /** The agent's own addresses (their mailboxes and the thread's): never replied to. */
  ownAddresses: readonly string[];
  /** The contact, for a new email. */
  contactEmail: string;
};

/** The parent's HTML as the quote holds it: sanitised, remote images left out. */
function quotableHtml(message: EmailMessage): string | null {
  if (!message.html) return null;
  return sanitizeEmailHtml(message.html, { showRemoteImages: false, inlineImageUrl: () => null }).html;
}

function quoted(message: EmailMessage) {
  return {
    from: message.from,
    sentAt: new Date(message.sentAt ?? message.createdAt),
    html: quotableHtml(message),
    text: message.text,
  };
}

/** What a fresh email has none of yet. */
function fresh(): Pick<
  ComposerStart,
  'senderEmail' | 'bcc' | 'draftId' | 'attachments' | 'forwardedAttachments' | 'error'
> {
  return {
    senderEmail: null,
    bcc: [],
    draftId: null,
    attachments: [],
    forwardedAttachments: [],
    error: null,
  };
}

/**
 * A fresh reply, reply-all or forward of `message` (spec 000 §5: 'Re: ' / 'Fwd: ' never doubled,
 * reply-all without the agent's own addresses and duplicates), or a new email to the contact.
 */
export function composeStart(
  mode: ComposeMode,
  message: EmailMessage | null,
  context: PrefillContext,
): ComposerStart {
  if (mode === 'new' || message === null) {
    return {
      ...fresh(),
      mode: 'new',
      to: context.contactEmail ? [context.contactEmail] : [],
      cc: [],
      subject: '',
      html: '<p></p>',
      inReplyToRvMessageId: null,
      isForwarding: false,
    };
  }
  const timeZone = localTimeZone();
  if (mode === 'forward') {
    return {
      ...fresh(),
      mode,
      to: [],
      cc: [],
      subject: forwardSubject(message.subject),
      html: forwardedHtml(
        { ...quoted(message), to: message.to, cc: message.cc, subject: message.subject },
        timeZone,
      ),
      inReplyToRvMessageId: message.rvEmailMessageId,
      isForwarding: true,
      forwardedAttachments: message.attachments.filter((file) => !file.contentId),
    };
  }
  const recipients = (mode === 'replyAll' ? replyAllRecipients : replyRecipients)(
    message,
    context.ownAddresses,
  );
  return {
    ...fresh(),
    mode,
    to: recipients.to,
    cc: recipients.cc,
    subject: replySubject(message.subject),
    html: quotedReplyHtml(quoted(message), timeZone),
    inReplyToRvMessageId: message.rvEmailMessageId,
    isForwarding: false,
  };
}

/** The saved draft, as it was left (restored after a reload). */
export function draftStart(draft: EmailDraft): ComposerStart {
  const mode: ComposeMode = draft.isForwarding ? 'forward' : draft.inReplyToRvMessageId ? 'reply' : 'new';
  return {
    mode,
    senderEmail: draft.from.email || null,
    to: draft.to,
    cc: draft.cc,
    bcc: draft.bcc,
    subject: draft.subject,
    html: draft.html ?? '<p></p>',
    inReplyToRvMessageId: draft.inReplyToRvMessageId,
    isForwarding: draft.isForwarding,
    draftId: draft.rvEmailMessageId,
    attachments: draft.attachments,
    forwardedAttachments: [],
    error: draft.error,
  };
}
