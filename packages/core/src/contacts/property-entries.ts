// A property bag (an event's properties, a contact's custom or Parley properties) as label: value
// rows for people (issue 17 item 8: never raw JSON). Nested objects and lists of objects become one
// row per leaf, labelled by their path ("Shipping › City", "Items › 1 › SKU").

import { NESTED_LABEL_SEPARATOR, PROPERTY_VALUE_TEXTS } from './field-label-texts.ts';
import { fieldLabel } from './field-labels.ts';

/** A leaf value as it was stored; the screen formats it. */
export type PropertyValue = string | number | boolean | null;

export type PropertyEntry = {
  /** The path of the leaf, dotted: `shipping.city`, `items.0.sku`. Unique within one bag. */
  key: string;
  label: string;
  /** A list of plain values is one leaf, its values in order. */
  value: PropertyValue | PropertyValue[];
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isPlain = (value: unknown): value is PropertyValue =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value);

function collect(value: unknown, key: string, label: string, into: PropertyEntry[]): void {
  if (isRecord(value)) {
    const names = Object.keys(value);
    if (names.length === 0) into.push({ key, label, value: null });
    for (const name of names) {
      collect(value[name], `${key}.${name}`, `${label}${NESTED_LABEL_SEPARATOR}${fieldLabel(name)}`, into);
    }
    return;
  }
  if (Array.isArray(value)) {
    if (value.every(isPlain)) {
      into.push({ key, label, value });
      return;
    }
    value.forEach((item, index) => {
      collect(item, `${key}.${index}`, `${label}${NESTED_LABEL_SEPARATOR}${index + 1}`, into);
    });
    return;
  }
  // undefined, bigint and the like do not come out of JSON; shown as absent.
  into.push({ key, label, value: isPlain(value) ? value : null });
}

/** The rows of a property bag, by label (JSONB keeps no order of its own). */
export function propertyEntries(properties: Readonly<Record<string, unknown>>): PropertyEntry[] {
  const entries: PropertyEntry[] = [];
  for (const [name, value] of Object.entries(properties)) collect(value, name, fieldLabel(name), entries);
  return entries.sort(
    (a, b) => a.label.localeCompare(b.label, 'en', { numeric: true }) || a.key.localeCompare(b.key, 'en'),
  );
}

function scalarText(value: PropertyValue): string {
  if (value === null || value === '') return PROPERTY_VALUE_TEXTS.empty;
  if (typeof value === 'boolean') return value ? PROPERTY_VALUE_TEXTS.yes : PROPERTY_VALUE_TEXTS.no;
  return String(value);
}

/** A row's value as people read it: text as it is, true / false as Yes / No, a list joined by commas. */
export function propertyValueText(value: PropertyEntry['value']): string {
  if (Array.isArray(value))
    return value.length === 0 ? PROPERTY_VALUE_TEXTS.empty : value.map(scalarText).join(', ');
  return scalarText(value);
}
