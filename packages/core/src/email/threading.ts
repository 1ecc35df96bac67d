// Message-IDs and the reply headers that thread a conversation (docs/email.md "Threading";
// RFC 5322 §3.6.4). Ids are kept with their angle brackets, as they are stored.

/** The most ids an outbound References header carries (the first, then the latest ones). */
export const REFERENCES_MAX_IDS = 50;

const BRACKETED_ID = /<([^<>\s]+)>/g;

/**
 * The `<…>` message ids of a Message-ID, In-Reply-To or References header (or of several), in order,
 * each once. A header with no brackets at all is read as space-separated bare ids with an '@' (some
 * mailers write them so).
 */
export function parseMessageIds(header: string | readonly string[] | null | undefined): string[] {
  if (header === null || header === undefined) return [];
  const values = typeof header === 'string' ? [header] : header;
  const ids: string[] = [];
  const seen = new Set<string>();
  const add = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    ids.push(id);
  };
  for (const value of values) {
    const bracketed = [...value.matchAll(BRACKETED_ID)];
    if (bracketed.length > 0) {
      for (const match of bracketed) add(`<${match[1]}>`);
      continue;
    }
    for (const token of value.split(/[\s,]+/)) {
      if (token.includes('@') && !/[<>]/.test(token)) add(`<${token}>`);
    }
  }
  return ids;
}

/**
 * In-Reply-To and References of a reply to `parent`: the parent's references plus its own id, each
 * once; past 50 ids, the first (the thread's root) and the 49 latest are kept.
 */
export function replyHeaders(parent: { messageId: string; references: readonly string[] }): {
  inReplyTo: string;
  references: string[];
} {
  const [inReplyTo] = parseMessageIds(parent.messageId);
  if (inReplyTo === undefined) throw new Error(`"${parent.messageId}" is not a message id`);
  const chain = parseMessageIds([...parent.references, inReplyTo]);
  const references =
    chain.length > REFERENCES_MAX_IDS
      ? [chain[0]!, ...chain.slice(chain.length - (REFERENCES_MAX_IDS - 1))]
      : chain;
  return { inReplyTo, references };
}

/** The Message-ID of an outbound message: `<id@host>`. */
export function newMessageId(id: string, host = 'parley.mail'): string {
  return `<${id}@${host}>`;
}
