import { htmlToText } from '@parley/core/email/snippet';
import type { SimulatorEmail } from '../api/simulator-api.ts';

/** The brand's mails of one exchange, oldest first. */
export type SimulatorEmailThread = {
  key: string;
  subject: string;
  latestAt: string;
  mails: SimulatorEmail[];
};

/** A mail's thread: the first of its References (the exchange's root), else its own Message-ID. */
export function threadKeyOf(mail: Pick<SimulatorEmail, 'messageId' | 'references'>): string {
  return mail.references[0] ?? mail.messageId;
}

/**
 * The inbox (mails oldest first, as the server lists them) grouped into threads, the thread with the
 * newest mail first; a thread is named after its first mail's subject.
 */
export function groupEmailThreads(mails: readonly SimulatorEmail[]): SimulatorEmailThread[] {
  const byKey = new Map<string, SimulatorEmail[]>();
  for (const mail of mails) {
    const key = threadKeyOf(mail);
    byKey.set(key, [...(byKey.get(key) ?? []), mail]);
  }
  const threads = [...byKey].map(([key, thread]) => {
    const sorted = thread.toSorted((a, b) => Date.parse(a.sentAt) - Date.parse(b.sentAt));
    return {
      key,
      subject: sorted[0]?.subject ?? '',
      latestAt: sorted.at(-1)?.sentAt ?? '',
      mails: sorted,
    };
  });
  return threads.toSorted((a, b) => Date.parse(b.latestAt) - Date.parse(a.latestAt));
}

/** What the inbox shows of a mail's body: its text part, else its HTML as text (never rendered). */
export function emailBodyText(mail: Pick<SimulatorEmail, 'text' | 'html'>): string {
  if (mail.text !== null && mail.text.trim() !== '') return mail.text.trim();
  return mail.html === null ? '' : htmlToText(mail.html);
}
