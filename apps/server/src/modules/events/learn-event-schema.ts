import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { eventFieldValues, eventSchemaFields } from './events.tables.ts';
import { type FieldType, fieldTypeOf } from './field-types.ts';
import { MAX_LEARNED_VALUE_LENGTH, MAX_VALUES_PER_FIELD } from './ingest-limits.ts';

/**
 * What one call showed about an event: its fields by name, with their values. `unlearnedValues`:
 * fields whose type is learned but whose values are not offered (ids, free text).
 */
export type SchemaObservation = {
  eventType: string;
  eventName: string;
  fields: Record<string, unknown>;
  unlearnedValues?: ReadonlySet<string>;
};

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
  event_type: string;
  event_name: string;
  field_name: string;
  field_type: FieldType;
  field_id: string;
};

/** One observed value of a field, with how many calls carried it and when it was last seen. */
type LearnedValue = {
  brand_id: string;
  field_id: string;
  value: string;
  /** Folded by JavaScript's toLowerCase, as search-field-values folds the search term. */
  value_key: string;
  occurrences: number;
  last_seen_at: string;
};

/** What a batch of calls teaches, aggregated: one row per field, one per field and value. */
type SchemaLesson = { brandId: string; fields: LearnedField[]; values: LearnedValue[] };

const byKey = (a: { key: string }, b: { key: string }) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

/** Aggregates the observations of a batch (the first observed type of a field wins within it too). */
function lessonOf(options: {
  brandId: string;
  observations: SchemaObservation[];
  seenAt: Date;
}): SchemaLesson {
  const { brandId } = options;
  const seenAt = options.seenAt.toISOString();
  const fields = new Map<string, LearnedField>();
  const values = new Map<string, LearnedValue>();
  for (const observation of options.observations) {
    for (const [fieldName, value] of Object.entries(observation.fields)) {
      const fieldType = fieldTypeOf(value);
      if (!fieldType) continue;
      const fieldId = fieldIdOf(observation.eventType, observation.eventName, fieldName);
      let field = fields.get(fieldId);
      if (!field) {
        field = {
          event_type: observation.eventType,
          event_name: observation.eventName,
          field_name: fieldName,
          field_type: fieldType,
          field_id: fieldId,
        };
        fields.set(fieldId, field);
      }
      if (field.field_type !== fieldType || observation.unlearnedValues?.has(fieldName)) continue;
      for (const text of new Set(learnableValues(fieldType, value))) {
        const key = `${fieldId}\u0000${text}`;
        const seen = values.get(key);
        if (seen) seen.occurrences += 1;
        else
          values.set(key, {
            brand_id: brandId,
            field_id: fieldId,
            value: text,
            value_key: text.toLowerCase(),
            occurrences: 1,
            last_seen_at: seenAt,
          });
      }
    }
  }
  // Key order: concurrent writers lock the rows in the same order and cannot deadlock.
  const sorted = <T>(entries: Map<string, T>) =>
    [...entries]
      .map(([key, row]) => ({ key, row }))
      .sort(byKey)
      .map(({ row }) => row);
  return { brandId, fields: sorted(fields), values: sorted(values) };
}

/**
 * Writes a lesson in ONE statement (ingestion runs it for every batch):
 * 1. values of fields that hold MAX_VALUES_PER_FIELD values already are left out;
 * 2. the values are upserted: a known one counts the new occurrences and keeps the latest lastSeenAt
 *    (xmax = 0 in `returning`: the row was inserted, not updated, on PostgreSQL and PGlite alike);
 * 3. fields that gained values are upserted with that many more values (a new field starts there);
 * 4. the other fields are inserted when new and left alone when known (`do nothing` locks nothing).
 * Steps 3 and 4 touch disjoint fields, and every step writes in key order, so concurrent batches lock
 * rows in one order. Step 3 is keyed by (brand, field_id): two fields whose names make one id (names
 * holding ':') share that row's count, as they share the values stored under the id.
 */
async function writeLesson(tx: DbExecutor, lesson: SchemaLesson, countValues: boolean): Promise<void> {
  if (!lesson.fields.length) return;
  // A known value's count and lastSeenAt are updated, which locks its row until the commit; without
  // counting, a known value is left alone (`do nothing` locks nothing).
  const onKnownValue = countValues
    ? sql`do update set
        occurrences = known.occurrences + excluded.occurrences,
        last_seen_at = greatest(known.last_seen_at, excluded.last_seen_at)`
    : sql`do nothing`;
  await tx.execute(sql`
    with observed_values as (
      select observed.* from jsonb_to_recordset(${JSON.stringify(lesson.values)}::jsonb)
        as observed(brand_id uuid, field_id text, value text, value_key text, occurrences integer, last_seen_at timestamptz)
      where not exists (
        select 1 from ${eventSchemaFields} as field
        where field.brand_id = observed.brand_id and field.field_id = observed.field_id
          and field.value_count >= ${MAX_VALUES_PER_FIELD})
    ),
    learned as (
      insert into ${eventFieldValues} as known (brand_id, field_id, value, value_key, occurrences, last_seen_at)
      select brand_id, field_id, value, value_key, occurrences, last_seen_at from observed_values
      order by field_id, value
      on conflict (brand_id, field_id, value) ${onKnownValue}
      returning field_id, (xmax = 0) as inserted
    ),
    added as (
      select field_id, count(*)::integer as count from learned where inserted group by field_id
    ),
    observed_fields as (
      select * from jsonb_to_recordset(${JSON.stringify(lesson.fields)}::jsonb)
        as observed(event_type text, event_name text, field_name text, field_type text, field_id text)
    ),
    counted as (
      insert into ${eventSchemaFields} as field (brand_id, event_type, event_name, field_name, field_type, field_id, value_count)
      select ${lesson.brandId}::uuid, observed.event_type, observed.event_name, observed.field_name,
        observed.field_type, observed.field_id, added.count
      from observed_fields as observed join added on added.field_id = observed.field_id
      order by observed.field_id
      on conflict (brand_id, field_id) do update set value_count = field.value_count + excluded.value_count
    )
    insert into ${eventSchemaFields} (brand_id, event_type, event_name, field_name, field_type, field_id)
    select ${lesson.brandId}::uuid, event_type, event_name, field_name, field_type, field_id
    from observed_fields
    where field_id not in (select field_id from added)
    order by field_id
    on conflict do nothing`);
}

/**
 * Learns field names and types (the first observed type of a field wins) and the distinct values
 * of each field, up to MAX_VALUES_PER_FIELD per field, counting how many calls carried each, in the
 * caller's transaction, in one statement. The batch is aggregated here first (one row per field,
 * one per field and value with its count) and travels as JSON: cheap to build and to parse, unlike
 * thousands of bound parameters. `countValues: false` (platform events, published one transaction
 * at a time on hot paths) learns new values but leaves known ones, their count and lastSeenAt, alone:
 * counting would make every text of a brand wait for the previous one's commit on the same value
 * rows (its number, `sms`, …).
 */
export async function learnEventSchema(
  tx: DbExecutor,
  options: { brandId: string; observations: SchemaObservation[]; seenAt: Date; countValues?: boolean },
): Promise<void> {
  await writeLesson(tx, lessonOf(options), options.countValues ?? true);
}
