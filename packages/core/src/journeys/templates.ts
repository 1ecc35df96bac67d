// `{{ contact.firstName }}`-style fields in node texts (spec 002 §9: "The double curly brace trigger
// inserts event fields into text"). A field is `contact.<attribute>` or `event.<property>` of the
// triggering event; spaces inside the braces are allowed. template-fields.ts says which are known.

export const TEMPLATE_ROOTS = ['contact', 'event'] as const;
export type TemplateRoot = (typeof TEMPLATE_ROOTS)[number];

/** `contact.` or `event.`, then a name of letters, digits, `_`, `-` and `.` (`rvProperties.timezone`). */
const FIELD_PATTERN = /^(contact|event)\.([A-Za-z0-9_][A-Za-z0-9_.-]*)$/;

export type TemplatePart =
  | { kind: 'text'; text: string }
  /** `path` as written (trimmed), e.g. `contact.firstName`; `root` / `name` are null when it is not a field path. */
  | { kind: 'field'; path: string; root: TemplateRoot | null; name: string | null };

export type ParsedTemplate = { ok: true; parts: TemplatePart[] } | { ok: false; error: 'unclosed' };

function fieldPart(inside: string): TemplatePart {
  const path = inside.trim();
  const match = FIELD_PATTERN.exec(path);
  if (!match) return { kind: 'field', path, root: null, name: null };
  // The pattern's groups: 1 is contact or event, 2 the name.
  return { kind: 'field', path, root: match[1] as TemplateRoot, name: match[2] ?? null };
}

/** Splits a text into literal parts and `{{ }}` fields; a `{{` without its `}}` is an error. */
export function parseTemplate(text: string): ParsedTemplate {
  const parts: TemplatePart[] = [];
  let rest = text;
  while (rest.length > 0) {
    const open = rest.indexOf('{{');
    if (open < 0) {
      parts.push({ kind: 'text', text: rest });
      break;
    }
    if (open > 0) parts.push({ kind: 'text', text: rest.slice(0, open) });
    const close = rest.indexOf('}}', open + 2);
    if (close < 0) return { ok: false, error: 'unclosed' };
    parts.push(fieldPart(rest.slice(open + 2, close)));
    rest = rest.slice(close + 2);
  }
  return { ok: true, parts };
}

/** The fields a text uses, in order of appearance (repeats kept). */
export function templateFieldPaths(text: string): Extract<TemplatePart, { kind: 'field' }>[] {
  const parsed = parseTemplate(text);
  if (!parsed.ok) return [];
  return parsed.parts.filter(
    (part): part is Extract<TemplatePart, { kind: 'field' }> => part.kind === 'field',
  );
}

/**
 * The values fields read. `contact` is keyed like the condition evaluator's contact attributes (typed
 * fields, `rvProperties.<key>`, custom properties by name) plus `profileId` and `name`; `event` holds
 * the triggering event's properties plus `timestamp` (its time), null when there is no event.
 */
export type TemplateValues = {
  contact: Readonly<Record<string, unknown>>;
  event: Readonly<Record<string, unknown>> | null;
};

/** How a value is written into its text: as is, inside a JSON string (webhook bodies), or in a URL. */
export type TemplateEscape = 'none' | 'json' | 'url';

/** A value as text: strings as they are, dates in ISO 8601, lists and objects as JSON, nothing as ''. */
export function formatTemplateValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  return JSON.stringify(value) ?? '';
}

function escapeText(text: string, escaping: TemplateEscape): string {
  if (escaping === 'json') return JSON.stringify(text).slice(1, -1);
  if (escaping === 'url') return encodeURIComponent(text);
  return text;
}

function lookUp(values: TemplateValues, part: Extract<TemplatePart, { kind: 'field' }>): unknown {
  if (part.root === null || part.name === null) return undefined;
  const record = part.root === 'contact' ? values.contact : values.event;
  if (!record || !Object.hasOwn(record, part.name)) return undefined;
  return record[part.name];
}

/**
 * The text with each field replaced by its value (a missing value is ''). A text that does not parse
 * (validation refuses those) is returned as it is.
 */
export function renderTemplate(
  text: string,
  values: TemplateValues,
  escaping: TemplateEscape = 'none',
): string {
  const parsed = parseTemplate(text);
  if (!parsed.ok) return text;
  return parsed.parts
    .map((part) =>
      part.kind === 'text' ? part.text : escapeText(formatTemplateValue(lookUp(values, part)), escaping),
    )
    .join('');
}
