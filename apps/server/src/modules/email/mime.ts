import { type EmailAddress, normalizeAddress } from '@parley/core/email/addresses';
import { safeFilename } from '@parley/core/email/attachments';
import { parseMessageIds } from '@parley/core/email/threading';
import { type AddressObject, simpleParser } from 'mailparser';
import MailComposer from 'nodemailer/lib/mail-composer/index.js';

// Mail as bytes both ways (docs/email.md "Transport interface"): what Parley sends is composed here
// with nodemailer's MailComposer, what it reads is parsed here with mailparser, whatever the mailbox.

export type MailAttachment = {
  filename: string;
  contentType: string;
  content: Uint8Array;
  /** An inline part's Content-ID without brackets. */
  contentId?: string | null;
};

export type ComposedMail = {
  messageId: string;
  inReplyTo: string | null;
  references: readonly string[];
  from: EmailAddress;
  to: readonly string[];
  cc: readonly string[];
  bcc: readonly string[];
  subject: string;
  html: string | null;
  text: string;
  date: Date;
  attachments: readonly MailAttachment[];
};

/** The RFC 5322 bytes of a message (Bcc is left out of the headers, as a mail client does). */
export async function composeMail(mail: ComposedMail): Promise<Uint8Array> {
  const composer = new MailComposer({
    messageId: mail.messageId,
    inReplyTo: mail.inReplyTo ?? undefined,
    references: mail.references.length > 0 ? [...mail.references] : undefined,
    from: mail.from.name ? { name: mail.from.name, address: mail.from.email } : mail.from.email,
    to: [...mail.to],
    cc: mail.cc.length > 0 ? [...mail.cc] : undefined,
    subject: mail.subject,
    html: mail.html ?? undefined,
    text: mail.text,
    date: mail.date,
    attachments: mail.attachments.map((attachment) => ({
      filename: attachment.filename,
      contentType: attachment.contentType,
      content: Buffer.from(attachment.content),
      ...(attachment.contentId ? { cid: attachment.contentId } : {}),
    })),
  });
  const built = await composer.compile().build();
  return new Uint8Array(built);
}

export type ParsedMail = {
  /** Null when the mail has none (a few senders omit it): the caller gives it one. */
  messageId: string | null;
  inReplyTo: string | null;
  references: string[];
  subject: string;
  from: EmailAddress | null;
  to: EmailAddress[];
  cc: EmailAddress[];
  date: Date | null;
  html: string | null;
  text: string | null;
  attachments: MailAttachment[];
};

function addressesOf(field: AddressObject | AddressObject[] | undefined): EmailAddress[] {
  const objects = field === undefined ? [] : Array.isArray(field) ? field : [field];
  const found: EmailAddress[] = [];
  const visit = (entries: AddressObject['value']) => {
    for (const entry of entries) {
      if (entry.group) visit(entry.group);
      else if (entry.address)
        found.push({ email: storable(normalizeAddress(entry.address)), name: storable(entry.name || null) });
    }
  };
  for (const object of objects) visit(object.value);
  return found;
}

/** PostgreSQL text cannot hold NUL: a mail carrying one would fail every time it is read. */
function storable(text: string): string;
function storable(text: string | null): string | null;
function storable(text: string | null): string | null {
  return text === null ? null : text.replaceAll('\u0000', '');
}

/** A received message's fields; `cid:` links are kept (the desk points them at the attachments). */
export async function parseMail(raw: Uint8Array): Promise<ParsedMail> {
  const parsed = await simpleParser(Buffer.from(raw), { keepCidLinks: true, skipTextToHtml: true });
  const ids = parseMessageIds(parsed.messageId ?? null);
  return {
    messageId: ids[0] ?? null,
    inReplyTo: parseMessageIds(parsed.inReplyTo ?? null)[0] ?? null,
    references: parseMessageIds(parsed.references ?? null),
    subject: storable(parsed.subject ?? ''),
    from: addressesOf(parsed.from)[0] ?? null,
    to: addressesOf(parsed.to),
    cc: addressesOf(parsed.cc),
    date: parsed.date ?? null,
    html: storable(parsed.html === false ? null : (parsed.html ?? null)),
    text: storable(parsed.text ?? null),
    attachments: parsed.attachments
      .filter((attachment) => attachment.content.length > 0)
      .map((attachment) => ({
        filename: safeFilename(storable(attachment.filename ?? 'attachment')),
        contentType: attachment.contentType || 'application/octet-stream',
        content: new Uint8Array(attachment.content),
        contentId: attachment.cid ?? null,
      })),
  };
}
