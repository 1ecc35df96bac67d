// A message's snippet (spec 000 §9: "Email snippet 140 characters"; the Email event's bodySnippet)
// and the plain text of an HTML body, for snippets and the text/plain alternative of what we send.
// No dependency: a single pass over the HTML, linear in its length whatever it holds.

export const EMAIL_SNIPPET_LENGTH = 140;

/** The text on one line, whitespace collapsed, cut at 140 characters (never inside a character). */
export function emailSnippet(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  const characters = Array.from(oneLine);
  if (characters.length <= EMAIL_SNIPPET_LENGTH) return oneLine;
  return characters.slice(0, EMAIL_SNIPPET_LENGTH).join('').trimEnd();
}

/** Elements whose content is never text. */
const HIDDEN_ELEMENTS = new Set(['script', 'style', 'head', 'title', 'template', 'noscript']);
/** Line breaks an element ends with when it closes (a paragraph or heading leaves a blank line). */
const LINE_ENDS: Record<string, number> = {
  p: 2,
  div: 1,
  li: 1,
  tr: 1,
  table: 1,
  ul: 1,
  ol: 1,
  blockquote: 1,
  pre: 1,
  section: 1,
  article: 1,
  header: 1,
  footer: 1,
  h1: 2,
  h2: 2,
  h3: 2,
  h4: 2,
  h5: 2,
  h6: 2,
};
/** Table cells close with a space so neighbouring cells do not run together. */
const CELL_ENDS = new Set(['td', 'th']);

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  copy: '©',
  reg: '®',
  trade: '™',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  bull: '•',
  middot: '·',
  euro: '€',
  pound: '£',
};

const ENTITY = /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([a-zA-Z]{2,8}));/g;

function codePointText(codePoint: number): string {
  const valid = codePoint > 0 && codePoint <= 0x10ffff && (codePoint < 0xd800 || codePoint > 0xdfff);
  return valid ? String.fromCodePoint(codePoint) : '\uFFFD';
}

/** &amp; &lt; &gt; &quot; &#39; &nbsp;, a few typographic ones and numeric references, in one pass. */
export function decodeHtmlEntities(text: string): string {
  return text.replace(ENTITY, (whole, decimal?: string, hex?: string, name?: string) => {
    if (decimal !== undefined) return codePointText(Number.parseInt(decimal, 10));
    if (hex !== undefined) return codePointText(Number.parseInt(hex, 16));
    return NAMED_ENTITIES[(name ?? '').toLowerCase()] ?? whole;
  });
}

type Tag = { name: string; closing: boolean; end: number };

/** The tag starting at `start` (a '<'), or null when that '<' is text. `end` is past its '>'. */
function readTag(html: string, start: number): Tag | null {
  let index = start + 1;
  const closing = html[index] === '/';
  if (closing) index += 1;
  const nameStart = index;
  while (index < html.length && /[A-Za-z0-9:-]/.test(html[index]!)) index += 1;
  if (index === nameStart || !/[A-Za-z]/.test(html[nameStart]!)) return null;
  const name = html.slice(nameStart, index).toLowerCase();
  let quote: string | null = null;
  for (; index < html.length; index += 1) {
    const character = html[index]!;
    if (quote !== null) {
      if (character === quote) quote = null;
    } else if (character === '"' || character === "'") {
      quote = character;
    } else if (character === '>') {
      return { name, closing, end: index + 1 };
    }
  }
  // An unterminated tag swallows the rest, as browsers do.
  return { name, closing, end: html.length };
}

/** Where markup that is not an element (comment, doctype, processing instruction) ends, or null. */
function skipNonElement(html: string, start: number): number | null {
  if (html.startsWith('<!--', start)) {
    const close = html.indexOf('-->', start + 4);
    return close === -1 ? html.length : close + 3;
  }
  const next = html[start + 1];
  if (next === '!' || next === '?') {
    const close = html.indexOf('>', start);
    return close === -1 ? html.length : close + 1;
  }
  return null;
}

/**
 * Plain text of an HTML body: script/style (and head) contents dropped, line breaks where <br> and
 * block ends are, tags stripped, common entities decoded, lines trimmed, at most one blank line in
 * a row. Good enough for snippets and the text/plain alternative; not a renderer.
 */
export function htmlToText(html: string): string {
  const lower = html.toLowerCase();
  const pieces: string[] = [];
  // Newlines at the end of what is written so far, so nested block ends (</li></ul>) break once.
  let trailingBreaks = 0;
  const write = (text: string) => {
    pieces.push(text);
    if (text.trim() !== '') trailingBreaks = 0;
  };
  const breakLines = (count: number) => {
    if (pieces.length === 0 || trailingBreaks >= count) return;
    pieces.push('\n'.repeat(count - trailingBreaks));
    trailingBreaks = count;
  };
  let index = 0;
  while (index < html.length) {
    const open = html.indexOf('<', index);
    const textEnd = open === -1 ? html.length : open;
    // Source whitespace is not layout: runs of it are one space.
    if (textEnd > index) write(decodeHtmlEntities(html.slice(index, textEnd).replace(/\s+/g, ' ')));
    if (open === -1) break;
    const skipped = skipNonElement(html, open);
    if (skipped !== null) {
      index = skipped;
      continue;
    }
    const tag = readTag(html, open);
    if (tag === null) {
      write('<');
      index = open + 1;
      continue;
    }
    index = tag.end;
    if (!tag.closing && HIDDEN_ELEMENTS.has(tag.name)) {
      const close = lower.indexOf(`</${tag.name}`, index);
      index = close === -1 ? html.length : (readTag(html, close)?.end ?? html.length);
      continue;
    }
    if (tag.name === 'br') {
      // An explicit break always counts: <br><br> is a blank line.
      pieces.push('\n');
      trailingBreaks += 1;
    } else if (tag.closing && LINE_ENDS[tag.name] !== undefined) {
      breakLines(LINE_ENDS[tag.name]!);
    } else if (tag.closing && CELL_ENDS.has(tag.name)) {
      write(' ');
    }
  }
  return pieces
    .join('')
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
