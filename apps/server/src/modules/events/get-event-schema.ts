import type { EventSchemaField } from '@parley/core/conditions/model';
import { and, asc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { eventSchemaFields } from './events.tables.ts';
import type { FieldType } from './field-types.ts';
import {
  ATTRIBUTES_EVENT_NAME,
  ATTRIBUTES_EVENT_TYPE,
  fieldIdOf,
  TIMESTAMP_FIELD,
} from './learn-event-schema.ts';

/** Event types with names the condition builder lists (spec 002 §7 getEventNames). */
export const NAMED_EVENT_TYPES = ['track', 'parley_voice_event'] as const;
const SCHEMA_EVENT_TYPES = [...NAMED_EVENT_TYPES, ATTRIBUTES_EVENT_TYPE] as const;

type BuiltInAttribute = { fieldName: string; fieldType: FieldType; editable: boolean };

/**
 * Contact attributes with a column of their own (docs/conditions-contract.md). spec 002 §3: the
 * first five are always offered; the rest are typed columns too. createdAt / updatedAt are the
 * system's, so not editable.
 */
export const BUILT_IN_ATTRIBUTES: readonly BuiltInAttribute[] = [
  { fieldName: 'contactPhone', fieldType: 'string', editable: true },
  { fieldName: 'externalId', fieldType: 'string', editable: true },
  { fieldName: 'email', fieldType: 'string', editable: true },
  { fieldName: 'firstName', fieldType: 'string', editable: true },
  { fieldName: 'lastName', fieldType: 'string', editable: true },
  { fieldName: 'homepageUrl', fieldType: 'string', editable: true },
  { fieldName: 'shortUrl', fieldType: 'string', editable: true },
  { fieldName: 'leadScore', fieldType: 'number', editable: true },
  { fieldName: 'optIn', fieldType: 'boolean', editable: true },
  { fieldName: 'contactCreatedAt', fieldType: 'datetime', editable: true },
  { fieldName: 'createdAt', fieldType: 'datetime', editable: false },
  { fieldName: 'updatedAt', fieldType: 'datetime', editable: false },
];

// spec 002 §3: internal fields are hidden from the attributes offered ("context, ref_id, original
// phone and email, created_at, opt_in details, session and profile links, address, age, birthday,
// custom_entities, updated_at, lead_score and others").
const INTERNAL_FIELDS = new Set([
  'context',
  'ref_id',
  'original_phone',
  'original_email',
  'created_at',
  'updated_at',
  'opt_in',
  'address',
  'age',
  'birthday',
  'custom_entities',
  'lead_score',
]);
const INTERNAL_PREFIXES = ['opt_in_', 'session_', 'profile_'];

export function isInternalAttribute(fieldName: string): boolean {
  return INTERNAL_FIELDS.has(fieldName) || INTERNAL_PREFIXES.some((prefix) => fieldName.startsWith(prefix));
}

function checkEventType<T extends string>(eventType: string, allowed: readonly T[]): T {
  const known = allowed.find((type) => type === eventType);
  if (!known)
    throw new AppError('validation_failed', `eventType must be one of ${allowed.join(', ')}`, {
      field: 'eventType',
    });
  return known;
}

/** spec 002 §7 getEventNames: the names of the brand's events of that type, alphabetically. */
export async function getEventNames(
  db: DbExecutor,
  options: { brandId: string; eventType: string },
): Promise<string[]> {
  const eventType = checkEventType(options.eventType, NAMED_EVENT_TYPES);
  const rows = await db
    .select({ eventName: eventSchemaFields.eventName })
    .from(eventSchemaFields)
    .where(and(eq(eventSchemaFields.brandId, options.brandId), eq(eventSchemaFields.eventType, eventType)))
    .groupBy(eventSchemaFields.eventName)
    .orderBy(asc(eventSchemaFields.eventName));
  return rows.map((row) => row.eventName);
}

/** True when the contact attribute `fieldName` exists without being learned (a typed column). */
export function isBuiltInAttributeFieldId(fieldId: string): boolean {
  return BUILT_IN_ATTRIBUTES.some(
    (field) => fieldIdOf(ATTRIBUTES_EVENT_TYPE, ATTRIBUTES_EVENT_NAME, field.fieldName) === fieldId,
  );
}

/**
 * spec 002 §7 getEventSchema / getEditableEventSchema: the fields learned for an event. For contact
 * attributes (identify / user_properties): the typed columns first (the always-offered five lead),
 * then the learned traits without the internal ones. Editable leaves out what the system sets: an
 * event's reserved `timestamp`, a contact's createdAt / updatedAt. A learned field carries the
 * brand's label when an admin set one (setEventSchemaFieldLabel); a typed column never does.
 */
export async function getEventSchema(
  db: DbExecutor,
  options: { brandId: string; eventType: string; eventName: string; editable: boolean },
): Promise<EventSchemaField[]> {
  const eventType = checkEventType(options.eventType, SCHEMA_EVENT_TYPES);
  const { eventName, editable } = options;
  const rows = await db
    .select({
      fieldName: eventSchemaFields.fieldName,
      fieldType: eventSchemaFields.fieldType,
      fieldId: eventSchemaFields.fieldId,
      label: eventSchemaFields.label,
    })
    .from(eventSchemaFields)
    .where(
      and(
        eq(eventSchemaFields.brandId, options.brandId),
        eq(eventSchemaFields.eventType, eventType),
        eq(eventSchemaFields.eventName, eventName),
      ),
    )
    .orderBy(asc(eventSchemaFields.fieldName));
  // Stored by learnEventSchema from FieldType values only.
  const learned = rows as EventSchemaField[];
  const isAttributes = eventType === ATTRIBUTES_EVENT_TYPE && eventName === ATTRIBUTES_EVENT_NAME;
  if (!isAttributes)
    return editable ? learned.filter((field) => field.fieldName !== TIMESTAMP_FIELD) : learned;
  const builtIn = BUILT_IN_ATTRIBUTES.filter((field) => !editable || field.editable).map((field) => ({
    fieldName: field.fieldName,
    fieldType: field.fieldType,
    fieldId: fieldIdOf(ATTRIBUTES_EVENT_TYPE, ATTRIBUTES_EVENT_NAME, field.fieldName),
    label: null,
  }));
  const builtInNames = new Set(BUILT_IN_ATTRIBUTES.map((field) => field.fieldName));
  return [
    ...builtIn,
    ...learned.filter((field) => !builtInNames.has(field.fieldName) && !isInternalAttribute(field.fieldName)),
  ];
}
