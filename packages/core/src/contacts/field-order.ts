// The order of field pickers once fields show by label (issue 17 item 8). Spec 002 §3 orders the
// contact attributes "alphabetical" after the five always offered, and the sort options in parts
// (rvProperties, customProperties, the rest), each alphabetical: alphabetical by what a person
// reads, the label, not by the key (contact-attributes.ts orders by key, which reads as no order
// once "contactCreatedAt" shows as "Contact created" and "createdAt" as "Added to Parley").
import {
  ALWAYS_OFFERED_CONTACT_ATTRIBUTES,
  CUSTOM_PROPERTIES_PREFIX,
  RV_PROPERTIES_PREFIX,
  typedContactAttribute,
} from '../conditions/contact-attributes.ts';
import { fieldLabel, type LabelledField } from './field-labels.ts';

function byLabel(a: LabelledField, b: LabelledField): number {
  return (
    fieldLabel(a.fieldName, a).localeCompare(fieldLabel(b.fieldName, b), 'en', { numeric: true }) ||
    a.fieldName.localeCompare(b.fieldName, 'en')
  );
}

/** Fields alphabetical by label (an event's properties). */
export function sortFieldsByLabel<T extends LabelledField>(fields: readonly T[]): T[] {
  return [...fields].sort(byLabel);
}

const ALWAYS_OFFERED: readonly string[] = ALWAYS_OFFERED_CONTACT_ATTRIBUTES;

/** spec 002 §3: the five always offered first, in their order; the others alphabetical by label. */
export function orderAttributeOptionsByLabel<T extends LabelledField>(options: readonly T[]): T[] {
  const rank = (field: T) => {
    const index = ALWAYS_OFFERED.indexOf(field.fieldName);
    return index === -1 ? ALWAYS_OFFERED.length : index;
  };
  return [...options].sort(
    (a, b) => rank(a) - rank(b) || (rank(a) === ALWAYS_OFFERED.length ? byLabel(a, b) : 0),
  );
}

/** spec 002 §3's parts of the sort options: rvProperties, customProperties (any untyped name), the rest. */
function sortPart(fieldName: string): number {
  if (fieldName.startsWith(RV_PROPERTIES_PREFIX)) return 0;
  const custom = fieldName.startsWith(CUSTOM_PROPERTIES_PREFIX) || !typedContactAttribute(fieldName);
  return custom ? 1 : 2;
}

/** spec 002 §3: the sort options in their parts (rvProperties, customProperties, the rest), each by label. */
export function orderSortOptionsByLabel<T extends LabelledField>(options: readonly T[]): T[] {
  return [...options].sort((a, b) => sortPart(a.fieldName) - sortPart(b.fieldName) || byLabel(a, b));
}
