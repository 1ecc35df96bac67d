// The label a person sees for a contact field, an attribute key, an event property or an event
// (issue 17 item 8): the brand's own label when its attribute schema carries one, else Parley's
// label for a known field (field-label-texts.ts), else the key humanised ("utm_source" → "UTM
// source"). Pickers keep the key as the option's value and show this as its label.
import {
  CUSTOM_PROPERTIES_PREFIX,
  RV_PROPERTIES_PREFIX,
  typedContactAttribute,
} from '../conditions/contact-attributes.ts';
import {
  CONTACT_PROPERTY_SECTION_LABELS,
  EVENT_TYPE_LABELS,
  KNOWN_EVENT_LABELS,
  KNOWN_FIELD_LABELS,
  LABEL_ACRONYMS,
  NESTED_LABEL_SEPARATOR,
} from './field-label-texts.ts';

/** A field as a schema gives it; `label` is the brand's own wording when its schema carries one. */
export type LabelledField = { fieldName: string; label?: string | null };

const KNOWN_LABELS: Readonly<Record<string, string>> = KNOWN_FIELD_LABELS;

const known = (key: string): string | undefined =>
  Object.hasOwn(KNOWN_LABELS, key) ? KNOWN_LABELS[key] : undefined;

/** The words of a key: camelCase, PascalCase, snake_case, kebab-case, dotted and spaced alike. */
function wordsOf(key: string): string[] {
  return key
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/([a-zA-Z])(\d)/g, '$1 $2')
    .split(/[\s_\-.]+/)
    .filter((word) => word !== '');
}

/**
 * A key in sentence case: "firstOrder" → "First order", "utm_source" → "UTM source",
 * "sms.received" → "SMS received". An all-capitals word inside a mixed key keeps its capitals
 * ("VIPLevel" → "VIP level"); a key written all in capitals does not ("FIRST_NAME" → "First name").
 */
export function humanizeKey(key: string): string {
  const words = wordsOf(key);
  if (words.length === 0) return key.trim();
  const shouting = key === key.toUpperCase();
  const shown = words.map((word) => {
    const lower = word.toLowerCase();
    if (LABEL_ACRONYMS.has(lower)) return word.toUpperCase();
    if (!shouting && word.length > 1 && word === word.toUpperCase() && /[A-Z]/.test(word)) return word;
    return lower;
  });
  const [first = '', ...rest] = shown;
  return [first.charAt(0).toUpperCase() + first.slice(1), ...rest].join(' ');
}

/** One key's label: Parley's for a known one, else humanised. */
function keyLabel(key: string): string {
  return known(key) ?? humanizeKey(key);
}

/**
 * The label of a contact field or attribute (`firstName`, `rvProperties.timezone`, `plan`), or of an
 * event property (`orderId`). `schema.label`, the brand's own, wins when it has text. A dotted name
 * that is not under rvProperties. / customProperties. is a nested key: "Address › City".
 */
export function fieldLabel(name: string, schema?: { label?: string | null }): string {
  const own = schema?.label?.trim();
  if (own) return own;
  const whole = known(name);
  if (whole) return whole;
  for (const prefix of [RV_PROPERTIES_PREFIX, CUSTOM_PROPERTIES_PREFIX]) {
    if (name.startsWith(prefix) && name.length > prefix.length) return fieldLabel(name.slice(prefix.length));
  }
  const parts = name.split('.').filter((part) => part !== '');
  if (parts.length > 1) return parts.map(keyLabel).join(NESTED_LABEL_SEPARATOR);
  return keyLabel(name);
}

/**
 * A labeller over a schema's fields (the brand's contact attributes): a field's own label where the
 * schema gives one, else fieldLabel's. For summaries, where two fields reading alike do no harm.
 */
export function schemaFieldLabeller(fields: readonly LabelledField[]): (name: string) => string {
  const own = new Map<string, LabelledField>(fields.map((field) => [field.fieldName, field]));
  return (name) => fieldLabel(name, own.get(name));
}

/** The section a name explicitly belongs to, for telling apart two fields with one label. */
function sectionOf(name: string): string | null {
  if (name.startsWith(RV_PROPERTIES_PREFIX)) return CONTACT_PROPERTY_SECTION_LABELS.rvProperties;
  if (name.startsWith(CUSTOM_PROPERTIES_PREFIX)) return CONTACT_PROPERTY_SECTION_LABELS.customProperties;
  return null;
}

function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return groups;
}

/**
 * The labels of the fields one picker offers, by field name, each distinct so no two options read
 * alike. Where several share a label, a typed contact field (or else the one plain name) keeps it
 * bare, one under rvProperties. or customProperties. names its section ("Time zone (Parley
 * properties)"), and any other adds its key; labels still alike after that add their key too.
 */
export function distinctFieldLabels(fields: readonly LabelledField[]): Map<string, string> {
  const labels = new Map<string, string>();
  for (const [label, group] of groupBy(fields, (field) => fieldLabel(field.fieldName, field))) {
    const typed = group.filter((field) => typedContactAttribute(field.fieldName) !== undefined);
    const plain = group.filter((field) => sectionOf(field.fieldName) === null);
    const bare =
      group.length === 1
        ? group[0]
        : typed.length === 1
          ? typed[0]
          : plain.length === 1
            ? plain[0]
            : undefined;
    for (const field of group) {
      const qualifier = sectionOf(field.fieldName) ?? field.fieldName;
      labels.set(field.fieldName, field === bare ? label : `${label} (${qualifier})`);
    }
  }
  for (const [label, names] of groupBy([...labels.keys()], (name) => labels.get(name) ?? name)) {
    if (names.length > 1) for (const name of names) labels.set(name, `${label} (${name})`);
  }
  return labels;
}

/** The label of an event: "sms.received" → "SMS received", "signed up" → "Signed up". */
export function eventLabel(eventName: string): string {
  return (
    (Object.hasOwn(KNOWN_EVENT_LABELS, eventName) ? KNOWN_EVENT_LABELS[eventName] : undefined) ??
    humanizeKey(eventName)
  );
}

/**
 * The labels of the events one picker offers, by name, each distinct: names that read alike
 * ("sms.received", "sms_received") add their name in parentheses.
 */
export function distinctEventLabels(eventNames: readonly string[]): Map<string, string> {
  const labels = new Map<string, string>();
  for (const [label, names] of groupBy([...new Set(eventNames)], eventLabel)) {
    for (const name of names) labels.set(name, names.length > 1 ? `${label} (${name})` : label);
  }
  return labels;
}

/** The label of a stored event's type: track → "Custom Event", parley_voice_event → "Parley Voice Event". */
export function eventTypeLabel(eventType: string): string {
  return (
    (Object.hasOwn(EVENT_TYPE_LABELS, eventType) ? EVENT_TYPE_LABELS[eventType] : undefined) ??
    humanizeKey(eventType)
  );
}

/**
 * Whether a field option matches what a person typed in a picker: its label or its key contains
 * the text, ignoring case, so "phone" finds "Phone" and an integrator's "contactPhone" finds it too.
 */
export function fieldOptionMatches(option: { value: string; label: string }, search: string): boolean {
  const text = search.trim().toLowerCase();
  return (
    text === '' || option.label.toLowerCase().includes(text) || option.value.toLowerCase().includes(text)
  );
}
