// Contact attributes a contact-attribute filter and the contact-list sort can name
// (docs/conditions-contract.md "Contact attributes", spec 002 §3 "Contact attributes offered").
import type { EventSchemaField, PropertyType } from './model.ts';

/** spec 002 §7: contact attributes use eventType identify and eventName user_properties. */
export const CONTACT_ATTRIBUTE_EVENT_TYPE = 'identify';
export const CONTACT_ATTRIBUTE_EVENT_NAME = 'user_properties';

/** The stable field id of an attribute: `<eventType>:<eventName>:<fieldName>` (the contract's form). */
export function contactAttributeFieldId(fieldName: string): string {
  return `${CONTACT_ATTRIBUTE_EVENT_TYPE}:${CONTACT_ATTRIBUTE_EVENT_NAME}:${fieldName}`;
}

export type ContactAttributeField = EventSchemaField & { column: string };

function typedField(fieldName: string, fieldType: PropertyType, column: string): ContactAttributeField {
  return { fieldName, fieldType, fieldId: contactAttributeFieldId(fieldName), column };
}

/** The typed columns of `contacts`, by propertyName. */
export const CONTACT_ATTRIBUTE_FIELDS: readonly ContactAttributeField[] = [
  typedField('contactPhone', 'string', 'contact_phone'),
  typedField('externalId', 'string', 'external_id'),
  typedField('email', 'string', 'email'),
  typedField('firstName', 'string', 'first_name'),
  typedField('lastName', 'string', 'last_name'),
  typedField('homepageUrl', 'string', 'homepage_url'),
  typedField('shortUrl', 'string', 'short_url'),
  typedField('leadScore', 'number', 'lead_score'),
  typedField('optIn', 'boolean', 'opt_in'),
  typedField('contactCreatedAt', 'datetime', 'contact_created_at'),
  typedField('createdAt', 'datetime', 'created_at'),
  typedField('updatedAt', 'datetime', 'updated_at'),
];

/** spec 002 §3: always offered, first, in this order. */
export const ALWAYS_OFFERED_CONTACT_ATTRIBUTES = [
  'contactPhone',
  'externalId',
  'email',
  'firstName',
  'lastName',
] as const;

export const RV_PROPERTIES_PREFIX = 'rvProperties.';
export const CUSTOM_PROPERTIES_PREFIX = 'customProperties.';

/**
 * spec 002 §3: internal fields of the attribute schema that are never offered ("context, ref_id,
 * original phone and email, created_at, opt_in details, session and profile links, address, age,
 * birthday, custom_entities, updated_at, lead_score and others"). Names as ingestion learns them.
 */
export const HIDDEN_CONTACT_ATTRIBUTE_NAMES: ReadonlySet<string> = new Set([
  'context',
  'ref_id',
  'original_phone',
  'original_email',
  'originalPhone',
  'originalEmail',
  'created_at',
  'opt_in',
  'opt_in_details',
  'optInDetails',
  'session_id',
  'sessionId',
  'session_link',
  'profile_id',
  'profileId',
  'profile_link',
  'address',
  'age',
  'birthday',
  'custom_entities',
  'updated_at',
  'lead_score',
  'phones',
  'emails',
  'rvProperties',
  'customProperties',
]);

/** Whether an attribute is internal: a hidden name, or anything under `context.`. */
export function isHiddenContactAttribute(fieldName: string): boolean {
  return HIDDEN_CONTACT_ATTRIBUTE_NAMES.has(fieldName) || fieldName.startsWith('context.');
}

const TYPED_BY_NAME = new Map(CONTACT_ATTRIBUTE_FIELDS.map((field) => [field.fieldName, field]));

export function typedContactAttribute(propertyName: string): ContactAttributeField | undefined {
  return TYPED_BY_NAME.get(propertyName);
}

/** Where an attribute is stored: a typed column, a key of rv_properties, or a key of custom_properties. */
export type ContactAttributeStorage =
  | { kind: 'column'; column: string }
  | { kind: 'rvProperties'; key: string }
  | { kind: 'customProperties'; key: string };

export function contactAttributeStorage(propertyName: string): ContactAttributeStorage {
  const typed = TYPED_BY_NAME.get(propertyName);
  if (typed) return { kind: 'column', column: typed.column };
  if (propertyName.startsWith(RV_PROPERTIES_PREFIX)) {
    return { kind: 'rvProperties', key: propertyName.slice(RV_PROPERTIES_PREFIX.length) };
  }
  if (propertyName.startsWith(CUSTOM_PROPERTIES_PREFIX)) {
    return { kind: 'customProperties', key: propertyName.slice(CUSTOM_PROPERTIES_PREFIX.length) };
  }
  return { kind: 'customProperties', key: propertyName };
}

const byName = (a: EventSchemaField, b: EventSchemaField) =>
  a.fieldName < b.fieldName ? -1 : a.fieldName > b.fieldName ? 1 : 0;

/**
 * The attributes a contact-attribute filter offers: the five always offered, then the other typed
 * columns and the attribute schema's fields (hidden ones removed, duplicates once), alphabetical.
 */
export function contactAttributeOptions(schemaFields: readonly EventSchemaField[]): EventSchemaField[] {
  const always = ALWAYS_OFFERED_CONTACT_ATTRIBUTES.map((name) => TYPED_BY_NAME.get(name)).filter(
    (field): field is ContactAttributeField => field !== undefined,
  );
  const seen = new Set<string>(ALWAYS_OFFERED_CONTACT_ATTRIBUTES);
  const rest: EventSchemaField[] = [];
  for (const field of [...CONTACT_ATTRIBUTE_FIELDS, ...schemaFields]) {
    if (seen.has(field.fieldName) || isHiddenContactAttribute(field.fieldName)) continue;
    seen.add(field.fieldName);
    const typed = TYPED_BY_NAME.get(field.fieldName);
    rest.push(typed ?? field);
  }
  // The brand's label of a field (its attribute schema's, issue 17 item 8) carries over, typed
  // fields included; anything else a caller's objects hold does not.
  const labels = new Map<string, string>();
  for (const field of schemaFields) if (field.label) labels.set(field.fieldName, field.label);
  const plain = (field: EventSchemaField): EventSchemaField => {
    const label = labels.get(field.fieldName);
    return {
      fieldName: field.fieldName,
      fieldType: field.fieldType,
      fieldId: field.fieldId,
      ...(label ? { label } : {}),
    };
  };
  return [...always, ...rest.sort(byName)].map(plain);
}

/** spec 002 §3: sort options cover only string, number and datetime attributes. */
const SORTABLE_TYPES: readonly PropertyType[] = ['string', 'number', 'datetime'];

function sortBucket(fieldName: string): number {
  if (fieldName.startsWith(RV_PROPERTIES_PREFIX)) return 0;
  const isCustom = fieldName.startsWith(CUSTOM_PROPERTIES_PREFIX) || !TYPED_BY_NAME.has(fieldName);
  return isCustom ? 1 : 2;
}

/**
 * spec 002 §3: the sort options: string, number and datetime attributes only, ordered rvProperties
 * first, then customProperties (any name that is not a typed column), then the rest (the typed
 * columns), each part alphabetical.
 */
export function contactSortOptions(options: readonly EventSchemaField[]): EventSchemaField[] {
  return options
    .filter((field) => SORTABLE_TYPES.includes(field.fieldType))
    .sort((a, b) => sortBucket(a.fieldName) - sortBucket(b.fieldName) || byName(a, b));
}
