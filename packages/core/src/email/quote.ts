// What a reply or a forward starts with: the quoted parent, as mail clients write it. The given HTML
// is kept as it is (the desk sanitises every body it shows); text is escaped.
import { type EmailAddress, formatAddress } from './addresses.ts';
import { EMAIL_TEXTS } from './email-texts.ts';

/** Text made safe to place in HTML, in content or in a quoted attribute. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export type QuotedMessage = {
  from: EmailAddress;
  sentAt: Date;
  html: string | null;
  text: string | null;
};

export type ForwardedMessage = QuotedMessage & {
  to: readonly string[];
  cc: readonly string[];
  subject: string;
};

/**
 * 'Mon, Jan 6, 2025 at 3:04 PM' in `timeZone` (UTC when none or an unknown one is given). Built from
 * parts so every ICU version writes the same spaces.
 */
export function quoteDate(date: Date, timeZone = 'UTC'): string {
  const options: Intl.DateTimeFormatOptions = {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  };
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
  } catch {
    format = new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
  }
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    format.formatToParts(date).find((item) => item.type === type)?.value ?? '';
  return `${part('weekday')}, ${part('month')} ${part('day')}, ${part('year')} at ${part('hour')}:${part('minute')} ${part('dayPeriod')}`;
}

/** The parent's body as HTML: its own HTML, else its text escaped with line breaks kept. */
function bodyHtml(message: QuotedMessage): string {
  if (message.html !== null && message.html.trim() !== '') return message.html;
  return escapeHtml(message.text ?? '').replace(/\r?\n/g, '<br>');
}

/** `<p></p><p>On {date}, {Name} &lt;email&gt; wrote:</p><blockquote>…</blockquote>` */
export function quotedReplyHtml(parent: QuotedMessage, timeZone?: string): string {
  // The sentence's own words need no escaping; the date and the sender do.
  const line = EMAIL_TEXTS.wrote(
    escapeHtml(quoteDate(parent.sentAt, timeZone)),
    escapeHtml(formatAddress(parent.from)),
  );
  return `<p></p><p>${line}</p><blockquote>${bodyHtml(parent)}</blockquote>`;
}

/** The "Forwarded message" block: From, Date, Subject, To and (when any) Cc lines, then the body. */
export function forwardedHtml(parent: ForwardedMessage, timeZone?: string): string {
  const lines = [
    escapeHtml(EMAIL_TEXTS.forwardedHeader),
    `${EMAIL_TEXTS.forwardedFrom}: ${escapeHtml(formatAddress(parent.from))}`,
    `${EMAIL_TEXTS.forwardedDate}: ${escapeHtml(quoteDate(parent.sentAt, timeZone))}`,
    `${EMAIL_TEXTS.forwardedSubject}: ${escapeHtml(parent.subject)}`,
    `${EMAIL_TEXTS.forwardedTo}: ${escapeHtml(parent.to.join(', '))}`,
  ];
  if (parent.cc.length > 0) lines.push(`${EMAIL_TEXTS.forwardedCc}: ${escapeHtml(parent.cc.join(', '))}`);
  return `<p></p><div>${lines.join('<br>')}</div><br><div>${bodyHtml(parent)}</div>`;
}
