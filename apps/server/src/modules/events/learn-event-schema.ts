import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { eventFieldValues, eventSchemaFields } from './events.tables.ts';
import { type FieldType, fieldTypeOf } from './field-types.ts';
import { MAX_LEARNED_VALUE_LENGTH, MAX_VALUES_PER_FIELD } from './ingest-limits.ts';

/** What one call showed about an event: its fields by name, with their values. */
export type SchemaObservation = { eventType: string; eventName: string; fields: Record<string, unknown> };

/** Contact attributes live under this event (spec 002 §7). */
export const ATTRIBUTES_EVENT_TYPE = 'identify';
export const ATTRIBUTES_EVENT_NAME = 'user_properties';
/** The reserved datetime field every stored event has: its occurredAt (docs/conditions-contract.md). */
export const TIMESTAMP_FIELD = 'timestamp';

/** Stable id of a field: the autocomplete call's key (docs/conditions-contract.md). */
export function fieldIdOf(eventType: string, eventName: string, fieldName: string): string {
  return `${eventType}:${eventName}:${fieldName}`;
}

// Values worth offering in the autocomplete: short strings and booleans, and the strings of lists.
// Not numbers (amounts, counts: nearly every one distinct, and a number filter is typed, not picked),
// datetimes or objects: learning those would cost a write per event and offer nothing useful.
function learnableValues(type: FieldType, value: unknown): string[] {
  const texts: string[] = [];
  const add = (item: unknown) => {
    if (typeof item === 'string' || typeof item === 'boolean') {
      const text = String(item);
      if (text.length > 0 && text.length <= MAX_LEARNED_VALUE_LENGTH) texts.push(text);
    }
  };
  if (type === 'string' || type === 'boolean') add(value);
  else if (type === 'list' && Array.isArray(value)) value.forEach(add);
  return texts;
}

type LearnedField = {
  eventType: string;
  eventName: string;
  fieldName: string;
  fieldType: FieldType;
  fieldId: string;
};

/**
 * Learns field names and types (the first observed type of a field wins) and the distinct values
 * of each field, up to MAX_VALUES_PER_FIELD per field, counting how many calls carried each. Rows are
 * written in key order, so concurrent ingests lock them in the same order.
 */
export async function learnEventSchema(
  tx: DbExecutor,
  options: { brandId: string; observations: SchemaObservation[]; seenAt: Date },
): Promise<void> {
  const { brandId, seenAt } = options;
  const fields = new Map<string, LearnedField>();
  const values = new Map<string, { fieldId: string; value: string; occurrences: number }>();
  for (const observation of options.observations) {
    for (const [fieldName, value] of Object.entries(observation.fields)) {
      const fieldType = fieldTypeOf(value);
      if (!fieldType) continue;
      const fieldId = fieldIdOf(observation.eventType, observation.eventName, fieldName);
      const field = fields.get(fieldId) ?? { ...observation, fieldName, fieldType, fieldId };
      fields.set(fieldId, field);
      if (field.fieldType !== fieldType) continue;
      for (const text of new Set(learnableValues(fieldType, value))) {
        const key = `${fieldId}\u0000${text}`;
        const seen = values.get(key) ?? { fieldId, value: text, occurrences: 0 };
        seen.occurrences += 1;
        values.set(key, seen);
      }
    }
  }
  if (!fields.size) return;
  const byKey = <T extends { fieldId: string }>(a: T, b: T) =>
    a.fieldId < b.fieldId ? -1 : a.fieldId > b.fieldId ? 1 : 0;
  await tx
    .insert(eventSchemaFields)
    .values(
      [...fields.values()].sort(byKey).map(({ eventType, eventName, fieldName, fieldType, fieldId }) => ({
        brandId,
        eventType,
        eventName,
        fieldName,
        fieldType,
        fieldId,
      })),
    )
    .onConflictDoNothing();
  if (!values.size) return;

  const fieldIds = [...new Set([...values.values()].map((value) => value.fieldId))];
  const counts = await tx
    .select({ fieldId: eventSchemaFields.fieldId, valueCount: eventSchemaFields.valueCount })
    .from(eventSchemaFields)
    .where(and(eq(eventSchemaFields.brandId, brandId), inArray(eventSchemaFields.fieldId, fieldIds)));
  const full = new Set(
    counts.filter((row) => row.valueCount >= MAX_VALUES_PER_FIELD).map((row) => row.fieldId),
  );
  const rows = [...values.values()]
    .filter((value) => !full.has(value.fieldId))
    .sort((a, b) => byKey(a, b) || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
  const added = new Map<string, number>();
  for (let start = 0; start < rows.length; start += 1000) {
    const inserted = await tx
      .insert(eventFieldValues)
      .values(
        rows.slice(start, start + 1000).map(({ fieldId, value, occurrences }) => ({
          brandId,
          fieldId,
          value,
          valueKey: value.toLowerCase(),
          occurrences,
          lastSeenAt: seenAt,
        })),
      )
      .onConflictDoUpdate({
        target: [eventFieldValues.brandId, eventFieldValues.fieldId, eventFieldValues.value],
        set: {
          occurrences: sql`${eventFieldValues.occurrences} + excluded.occurrences`,
          lastSeenAt: sql`greatest(${eventFieldValues.lastSeenAt}, excluded.last_seen_at)`,
        },
      })
      // xmax = 0: the row was inserted, not updated (PostgreSQL and PGlite alike).
      .returning({ fieldId: eventFieldValues.fieldId, inserted: sql<boolean>`(xmax = 0)` });
    for (const row of inserted) if (row.inserted) added.set(row.fieldId, (added.get(row.fieldId) ?? 0) + 1);
  }
  if (!added.size) return;
  const increments = JSON.stringify(
    [...added].sort().map(([fieldId, count]) => ({ field_id: fieldId, count })),
  );
  await tx.execute(sql`
    update ${eventSchemaFields} set value_count = ${eventSchemaFields.valueCount} + learned.count
    from jsonb_to_recordset(${increments}::jsonb) as learned(field_id text, count integer)
    where ${eventSchemaFields.brandId} = ${brandId} and ${eventSchemaFields.fieldId} = learned.field_id`);
}
