// spec 000 §5: "Email recipients that are empty or whitespace are dropped. Subject gets 'Re: ' on
// reply and 'Fwd: ' on forward, never doubled. Reply-all removes the agent's own address and
// duplicates."
import { type EmailAddress, normalizeAddress } from './addresses.ts';

/** A message as reply and reply-all read it. */
export type RepliedMessage = {
  from: EmailAddress;
  to: readonly string[];
  cc: readonly string[];
  direction: 'inbound' | 'outbound';
};

export type ReplyRecipients = { to: string[]; cc: string[] };

/** Trimmed, blanks dropped, case-insensitive duplicates removed (the first spelling is kept). */
export function cleanRecipients(list: readonly (string | null | undefined)[]): string[] {
  const seen = new Set<string>();
  const cleaned: string[] = [];
  for (const entry of list) {
    const address = (entry ?? '').trim();
    if (address === '') continue;
    const key = normalizeAddress(address);
    if (seen.has(key)) continue;
    seen.add(key);
    cleaned.push(address);
  }
  return cleaned;
}

// A run of reply prefixes at the start: "Re:", "RE :", "re[2]:", repeated.
const REPLY_PREFIXES = /^(?:\s*re\s*(?:\[\d+\])?\s*:)+\s*/i;
// A run of forward prefixes: "Fwd:", "FW:", "Fw:", repeated.
const FORWARD_PREFIXES = /^(?:\s*(?:fwd|fw)\s*(?:\[\d+\])?\s*:)+\s*/i;

/**
 * The subject of a reply: one 'Re: ' before the subject, whatever run of reply prefixes it had
 * ('RE: re: x' gives 'Re: x'). A blank subject gives 'Re: ', and the rule is idempotent.
 */
export function replySubject(subject: string): string {
  return `Re: ${subject.trim().replace(REPLY_PREFIXES, '')}`;
}

/** The subject of a forward: one 'Fwd: ', treating Fwd:/FW:/Fw: as already forwarded. */
export function forwardSubject(subject: string): string {
  return `Fwd: ${subject.trim().replace(FORWARD_PREFIXES, '')}`;
}

function withoutOwn(list: readonly string[], own: ReadonlySet<string>): string[] {
  return cleanRecipients(list).filter((address) => !own.has(normalizeAddress(address)));
}

function isOurs(message: RepliedMessage, own: ReadonlySet<string>): boolean {
  return message.direction === 'outbound' || own.has(normalizeAddress(message.from.email));
}

/**
 * Reply: to the sender; when we sent the message (outbound, or from one of `own`), to the people it
 * went to, so a second reply in a row goes on to the contact rather than to ourselves.
 */
export function replyRecipients(message: RepliedMessage, own: readonly string[]): ReplyRecipients {
  const ownSet = new Set(own.map(normalizeAddress));
  const to = isOurs(message, ownSet) ? message.to : [message.from.email];
  return { to: withoutOwn(to, ownSet), cc: [] };
}

/**
 * Reply all: the sender and the other To's in To, the original Cc in Cc; none of `own` (compared
 * case-insensitively) and nobody twice, an address in To not repeated in Cc.
 */
export function replyAllRecipients(message: RepliedMessage, own: readonly string[]): ReplyRecipients {
  const ownSet = new Set(own.map(normalizeAddress));
  const to = withoutOwn([message.from.email, ...message.to], ownSet);
  const inTo = new Set(to.map(normalizeAddress));
  const cc = withoutOwn(message.cc, ownSet).filter((address) => !inTo.has(normalizeAddress(address)));
  return { to, cc };
}
