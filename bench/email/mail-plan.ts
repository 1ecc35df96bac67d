// The email bench's mail (bench/email/README.md "The mail"): which message starts a thread, which
// answers which, who sends it and what it carries — planned first, then composed once into the RFC
// 5322 bytes a mailbox would hand over (composeMail, as the simulator and the tests compose mail).
import { randomBytes } from 'node:crypto';
import { composeMail, type MailAttachment } from '../../apps/server/src/modules/email/mime.ts';

export type PlannedMail = {
  index: number;
  /** The planned thread (0 … threads − 1): every message of it must land in one stored thread. */
  thread: number;
  /** The RFC 5322 Message-ID, angle brackets included (tasks carry it as `messageId`). */
  messageId: string;
  /** The earlier message this one answers (In-Reply-To), or null for a thread's first. */
  parent: number | null;
  /** Whether the reply was placed soon after its thread's last message (its task likely still open). */
  soon: boolean;
  sender: number;
  attachments: number;
  attachmentBytes: number;
  raw: Uint8Array;
};

export type MailPlanOptions = {
  count: number;
  threads: number;
  senders: number;
  /** Share of mails carrying one or two attachments. */
  attachmentShare: number;
  attachmentBytes: [number, number];
};

/** A reply never follows what it answers by fewer than this many mails (more than the ingest concurrency). */
const MIN_REPLY_GAP = 40;
/** A "soon" reply follows its thread's last message by at most this many mails. */
const SOON_REPLY_GAP = 400;

const rand = (n: number) => Math.floor(Math.random() * n);
const between = ([low, high]: [number, number]) => low + rand(high - low + 1);

/** The brand's shared mailbox every mail reaches. */
export const MAILBOX_ADDRESS = 'support@brand.bench.test';

export function senderAddress(sender: number): string {
  return `customer${sender}@contacts.bench.test`;
}

export function senderName(sender: number): string {
  return `Customer ${sender}`;
}

/**
 * Which positions start threads and which reply: the first MIN_REPLY_GAP mails start threads, then
 * the rest of the starts are spread at random. A reply answers the last message so far of a thread
 * picked either among those written recently ("soon": half the replies) or at random among all
 * older ones (likely after its task ended); in both cases at least MIN_REPLY_GAP mails later.
 */
function planShape(count: number, threads: number) {
  const starts = new Set<number>();
  for (let index = 0; index < Math.min(MIN_REPLY_GAP, threads); index += 1) starts.add(index);
  const rest = Array.from({ length: count - MIN_REPLY_GAP }, (_, k) => k + MIN_REPLY_GAP);
  for (let k = rest.length - 1; k > 0; k -= 1) {
    const j = rand(k + 1);
    [rest[k], rest[j]] = [rest[j] as number, rest[k] as number];
  }
  for (const index of rest.slice(0, Math.max(0, threads - starts.size))) starts.add(index);
  const shape: { thread: number; parent: number | null; soon: boolean }[] = [];
  /** Each thread's latest message so far. */
  const lastOf: number[] = [];
  for (let index = 0; index < count; index += 1) {
    if (starts.has(index) || lastOf.length === 0) {
      shape.push({ thread: lastOf.length, parent: null, soon: false });
      lastOf.push(index);
      continue;
    }
    const soon = Math.random() < 0.5;
    let thread = -1;
    for (let attempt = 0; attempt < 20 && thread < 0; attempt += 1) {
      const candidate = soon
        ? (shape[Math.max(0, index - MIN_REPLY_GAP - rand(SOON_REPLY_GAP))]?.thread ?? 0)
        : rand(lastOf.length);
      if (index - (lastOf[candidate] ?? index) >= MIN_REPLY_GAP) thread = candidate;
    }
    if (thread < 0) thread = shape[index - MIN_REPLY_GAP]?.thread ?? 0;
    const parent = lastOf[thread] ?? null;
    shape.push({ thread, parent, soon });
    lastOf[thread] = index;
  }
  return shape;
}

const PARAGRAPHS = [
  'I ordered a pair of walking boots last week and the tracking page has not moved since Tuesday.',
  'Could you tell me whether the parcel left the warehouse, and when I should expect it?',
  'I attached the invoice and a photo of the label in case that helps your team find it.',
  'If it is lost, I would rather have a refund than a replacement: the trip is this weekend.',
  'Thanks for the quick answer earlier; one more question about the return label below.',
];

function bodyOf(mail: { thread: number; index: number; parent: number | null }) {
  const count = 2 + (mail.index % 3);
  const picked = Array.from({ length: count }, (_, k) => PARAGRAPHS[(mail.index + k) % PARAGRAPHS.length]);
  const greeting = mail.parent === null ? 'Hello,' : 'Hi again,';
  const text = [greeting, ...picked, `Order ${100_000 + mail.thread}`, 'Best regards'].join('\n\n');
  const html = `<html><body><p>${greeting}</p>${picked.map((p) => `<p>${p}</p>`).join('')}<p><b>Order ${
    100_000 + mail.thread
  }</b></p><p>Best regards</p></body></html>`;
  return { text, html };
}

const ATTACHMENT_KINDS = [
  { extension: 'pdf', contentType: 'application/pdf' },
  { extension: 'png', contentType: 'image/png' },
  { extension: 'jpg', contentType: 'image/jpeg' },
];

function attachmentsOf(index: number, options: MailPlanOptions): MailAttachment[] {
  if (Math.random() >= options.attachmentShare) return [];
  const count = 1 + rand(2);
  return Array.from({ length: count }, (_, k) => {
    const kind = ATTACHMENT_KINDS[(index + k) % ATTACHMENT_KINDS.length] ?? ATTACHMENT_KINDS[0];
    return {
      filename: `scan-${index}-${k}.${kind?.extension}`,
      contentType: kind?.contentType ?? 'application/pdf',
      content: randomBytes(between(options.attachmentBytes)),
    };
  });
}

/** The whole mix, composed (not timed): `count` mails in arrival order. */
export async function planMail(options: MailPlanOptions): Promise<PlannedMail[]> {
  const shape = planShape(options.count, options.threads);
  // Every sender writes at least one thread when there are enough threads; the rest at random.
  const threadCount = shape.reduce((most, mail) => Math.max(most, mail.thread + 1), 0);
  const senderOfThread = Array.from({ length: threadCount }, (_, thread) =>
    thread < options.senders ? thread : rand(options.senders),
  );
  const mails: PlannedMail[] = [];
  const referencesOf: string[][] = [];
  const subjectOf: string[] = [];
  for (let index = 0; index < shape.length; index += 1) {
    const { thread, parent, soon } = shape[index] as (typeof shape)[number];
    const sender = senderOfThread[thread] ?? 0;
    const messageId = `<bench-${index}-${randomBytes(6).toString('hex')}@contacts.bench.test>`;
    const parentMail = parent === null ? null : mails[parent];
    const references = parentMail ? [...(referencesOf[parent as number] ?? []), parentMail.messageId] : [];
    referencesOf.push(references);
    const subject = parent === null ? `Where is my order ${100_000 + thread}?` : `Re: ${subjectOf[thread]}`;
    if (parent === null) subjectOf[thread] = subject;
    const attachments = attachmentsOf(index, options);
    const raw = await composeMail({
      messageId,
      inReplyTo: parentMail?.messageId ?? null,
      references,
      from: { email: senderAddress(sender), name: senderName(sender) },
      to: [MAILBOX_ADDRESS],
      cc: [],
      bcc: [],
      subject,
      ...bodyOf({ thread, index, parent }),
      date: new Date(),
      attachments,
    });
    mails.push({
      index,
      thread,
      messageId,
      parent,
      soon,
      sender,
      attachments: attachments.length,
      attachmentBytes: attachments.reduce((sum, attachment) => sum + attachment.content.length, 0),
      raw,
    });
  }
  return mails;
}
