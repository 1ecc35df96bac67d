import type { ConditionTree } from '@parley/core/conditions/model';
import { SEGMENT_VALIDATION_TEXTS, type SegmentType } from '@parley/core/segments/segment-rules';
import { and, asc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { readStoredConditions } from './segment-input.ts';
import { segments } from './segments.tables.ts';

// Reads of the segments table. Only the use-cases of this folder call these.

export type SegmentRecord = {
  id: string;
  name: string;
  type: SegmentType;
  /** A dynamic segment's tree; null for a static one, or when the stored tree no longer parses. */
  conditions: ConditionTree | null;
  createdById: string | null;
  createdAt: Date;
  updatedAt: Date;
};

export const SEGMENT_NOT_FOUND = 'Segment not found';

type SegmentRow = typeof segments.$inferSelect;

function toRecord(row: SegmentRow): SegmentRecord {
  return {
    id: row.id,
    name: row.name,
    type: row.type === 'static' ? 'static' : 'dynamic',
    conditions: row.type === 'dynamic' ? readStoredConditions(row.conditions) : null,
    createdById: row.createdById,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** The brand's segments, by name (ignoring case). */
export async function readSegments(
  db: DbExecutor,
  options: { brandId: string; where?: SQL },
): Promise<SegmentRecord[]> {
  const rows = await db
    .select()
    .from(segments)
    .where(and(eq(segments.brandId, options.brandId), options.where))
    .orderBy(asc(sql`lower(${segments.name})`), asc(segments.id));
  return rows.map(toRecord);
}

/** One segment of the brand, locked for the rest of the transaction when `lock` is set. */
export async function findSegment(
  db: DbExecutor,
  options: { brandId: string; id: string; lock?: boolean },
): Promise<SegmentRecord | null> {
  const query = db
    .select()
    .from(segments)
    .where(and(eq(segments.brandId, options.brandId), eq(segments.id, options.id)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ? toRecord(row) : null;
}

/** The segment, or 404 'Segment not found' naming the id. */
export async function requireSegment(
  db: DbExecutor,
  options: { brandId: string; id: string; lock?: boolean },
): Promise<SegmentRecord> {
  const segment = await findSegment(db, options);
  if (!segment) throw new AppError('not_found', SEGMENT_NOT_FOUND, { field: 'id' });
  return segment;
}

/** Refuses a name another segment of the brand has (trimmed, ignoring case). */
export async function assertNameFree(
  db: DbExecutor,
  options: { brandId: string; name: string; exceptId: string | null },
): Promise<void> {
  const [taken] = await db
    .select({ id: segments.id })
    .from(segments)
    .where(
      and(
        eq(segments.brandId, options.brandId),
        sql`lower(${segments.name}) = lower(${options.name})`,
        options.exceptId ? ne(segments.id, options.exceptId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw nameInUse();
}

export function nameInUse(): AppError {
  return new AppError('conflict', SEGMENT_VALIDATION_TEXTS.nameInUse, { field: 'name' });
}

/** The names of these segments of the brand, by id (ids the brand does not have are left out). */
export async function segmentNames(
  db: DbExecutor,
  options: { brandId: string; ids: readonly string[] },
): Promise<Map<string, string>> {
  if (options.ids.length === 0) return new Map();
  const rows = await db
    .select({ id: segments.id, name: segments.name })
    .from(segments)
    .where(and(eq(segments.brandId, options.brandId), inArray(segments.id, [...options.ids])));
  return new Map(rows.map((row) => [row.id, row.name]));
}
