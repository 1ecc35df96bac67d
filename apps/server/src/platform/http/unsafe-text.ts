// Text PostgreSQL cannot store: a NUL character (text and JSONB refuse it) and a lone UTF-16
// surrogate (not a character at all; JSONB refuses its escape). Refused at the edge with a 400
// naming the field (issue 11), never left to fail as a 500 in a query.

// A surrogate half without its partner, or NUL.
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what this finds.
const UNSAFE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export type UnsafeText = { field: string; reason: string };

/** Why `text` cannot be stored, or null when it can. */
export function unsafeTextReason(text: string): string | null {
  const match = UNSAFE.exec(text);
  if (!match) return null;
  return match[0] === '\u0000' ? 'must not contain a NUL character' : 'must not contain a lone surrogate';
}

/**
 * The first string (or object key) in `value` that cannot be stored, with its dotted path from
 * `prefix` (`variables.input.name`, `attributes.0`); null when every string is safe. Walks plain
 * JSON only (objects, arrays, strings); depth is bounded by the body parser's own limits.
 */
export function findUnsafeText(value: unknown, prefix = ''): UnsafeText | null {
  if (typeof value === 'string') {
    const reason = unsafeTextReason(value);
    return reason ? { field: prefix || 'body', reason } : null;
  }
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      const found = findUnsafeText(value[index], join(prefix, String(index)));
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, child] of Object.entries(value)) {
      const keyReason = unsafeTextReason(key);
      if (keyReason) return { field: join(prefix, safeLabel(key)), reason: `name ${keyReason}` };
      const found = findUnsafeText(child, join(prefix, key));
      if (found) return found;
    }
  }
  return null;
}

function join(prefix: string, key: string): string {
  return prefix ? `${prefix}.${key}` : key;
}

/** A key that is itself unsafe is named with its unsafe characters escaped, so the message is sendable. */
function safeLabel(key: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what this escapes.
  return key.replace(/[\u0000\uD800-\uDFFF]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
