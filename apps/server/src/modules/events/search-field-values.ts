import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { findUnsafeText } from '../../platform/http/unsafe-text.ts';
import { eventFieldValues, eventSchemaFields } from './events.tables.ts';
import { isBuiltInAttributeFieldId } from './get-event-schema.ts';

export type FieldValueItem = {
  value: string;
  /** How often the value was seen: calls that carried it, and the last time. */
  info: { count: number; lastSeenAt: string };
};

export type FieldValuePage = { items: FieldValueItem[]; lastEvaluatedKey: string | null };

// lastEvaluatedKey: the sort key of the page's last item, opaque to the browser.
function encodeKey(valueKey: string, value: string): string {
  return Buffer.from(JSON.stringify([valueKey, value])).toString('base64url');
}

function decodeKey(key: string): [string, string] {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(key, 'base64url').toString('utf8'));
    // A crafted key could carry text PostgreSQL refuses (NUL): refused like any foreign key.
    if (
      Array.isArray(parsed) &&
      typeof parsed[0] === 'string' &&
      typeof parsed[1] === 'string' &&
      !findUnsafeText(parsed)
    )
      return [parsed[0], parsed[1]];
  } catch {
    // fall through to the refusal
  }
  throw new AppError('validation_failed', 'lastEvaluatedKey is not a key this search returned', {
    field: 'lastEvaluatedKey',
  });
}

/**
 * spec 002 §7 GET /v1/autocomplete-events/search: the distinct observed values of a field that
 * contain `searchTerm` (case-insensitive), alphabetically, `limit` at a time; page on with the
 * returned lastEvaluatedKey (null on the last page). An unknown field is a 404.
 */
export async function searchFieldValues(
  db: DbExecutor,
  options: { brandId: string; fieldId: string; searchTerm: string; limit: number; lastEvaluatedKey?: string },
): Promise<FieldValuePage> {
  const { brandId, fieldId, limit } = options;
  const after = options.lastEvaluatedKey ? decodeKey(options.lastEvaluatedKey) : null;
  const [field] = await db
    .select({ fieldId: eventSchemaFields.fieldId })
    .from(eventSchemaFields)
    .where(and(eq(eventSchemaFields.brandId, brandId), eq(eventSchemaFields.fieldId, fieldId)))
    .limit(1);
  if (!field && !isBuiltInAttributeFieldId(fieldId))
    throw new AppError('not_found', 'No such event field', { field: 'fieldId' });

  const conditions: SQL[] = [eq(eventFieldValues.brandId, brandId), eq(eventFieldValues.fieldId, fieldId)];
  const term = options.searchTerm.trim().toLowerCase();
  // value_key is lower-cased by the same JavaScript toLowerCase, so both sides fold alike.
  if (term) conditions.push(sql`strpos(${eventFieldValues.valueKey}, ${term}) > 0`);
  if (after)
    conditions.push(
      sql`(${eventFieldValues.valueKey}, ${eventFieldValues.value}) > (${after[0]}, ${after[1]})`,
    );
  const rows = await db
    .select({
      value: eventFieldValues.value,
      valueKey: eventFieldValues.valueKey,
      occurrences: eventFieldValues.occurrences,
      lastSeenAt: eventFieldValues.lastSeenAt,
    })
    .from(eventFieldValues)
    .where(and(...conditions))
    .orderBy(asc(eventFieldValues.valueKey), asc(eventFieldValues.value))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      value: row.value,
      info: { count: row.occurrences, lastSeenAt: row.lastSeenAt.toISOString() },
    })),
    lastEvaluatedKey: rows.length > limit && last ? encodeKey(last.valueKey, last.value) : null,
  };
}
