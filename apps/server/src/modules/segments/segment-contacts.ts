import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { compileConditionTree, withConditionQuerySettings } from '../audience/conditions-sql.ts';
import { contactRow } from '../audience/conditions-sql-attributes.ts';
import { countMatchingContacts } from '../audience/count-matching-contacts.ts';
import { type ContactIdPage, pageMatchingContactIdsWhere } from '../audience/list-matching-contacts.ts';
import type { SegmentRecord } from './segment-store.ts';
import { segmentMembers } from './segments.tables.ts';

// Who is in a segment. A dynamic segment is its conditions, compiled by the contacts module into one
// predicate over `contacts as c`; a static segment is its member rows. Both are written as that same
// predicate, so counting and paging are one query each.

/** A static segment's members as a predicate over `contacts as c`. */
function membersSql(brandId: string, segmentId: string): SQL {
  return sql`(${contactRow.brandId} = ${brandId}::uuid and ${contactRow.id} in (
    select ${segmentMembers.contactId} from ${segmentMembers}
    where ${segmentMembers.brandId} = ${brandId}::uuid and ${segmentMembers.segmentId} = ${segmentId}::uuid))`;
}

/** The segment as a predicate; null when a dynamic segment's stored conditions no longer compile. */
function segmentSql(brandId: string, segment: SegmentRecord, now: Date): SQL | null {
  if (segment.type === 'static') return membersSql(brandId, segment.id);
  if (!segment.conditions) return null;
  try {
    return compileConditionTree(segment.conditions, { brandId, now });
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}

/** How many contacts are in the segment now; null when its stored conditions no longer compile. */
export async function countSegmentContacts(
  db: DbExecutor,
  options: { brandId: string; segment: SegmentRecord; now?: Date },
): Promise<number | null> {
  const { brandId, segment } = options;
  if (segment.type === 'static') {
    const [row] = await db
      .select({ count: count() })
      .from(segmentMembers)
      .where(and(eq(segmentMembers.brandId, brandId), eq(segmentMembers.segmentId, segment.id)));
    return row?.count ?? 0;
  }
  if (!segment.conditions) return null;
  try {
    return await countMatchingContacts(db, { brandId, tree: segment.conditions, now: options.now });
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}

/** Member counts of all the brand's static segments at once (segments without members are left out). */
export async function countStaticMembers(db: DbExecutor, brandId: string, ids: string[]) {
  if (ids.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ segmentId: segmentMembers.segmentId, count: count() })
    .from(segmentMembers)
    .where(and(eq(segmentMembers.brandId, brandId), inArray(segmentMembers.segmentId, ids)))
    .groupBy(segmentMembers.segmentId);
  return new Map(rows.map((row) => [row.segmentId, row.count]));
}

/**
 * The profile ids of one page of the segment's contacts, newest contacts first (ties by id), and
 * whether another page follows.
 */
export async function pageSegmentProfileIds(
  db: DbExecutor,
  options: { brandId: string; segment: SegmentRecord; page: number; size: number; now?: Date },
): Promise<{ profileIds: string[]; hasMore: boolean }> {
  const { page, size } = options;
  const predicate = segmentSql(options.brandId, options.segment, options.now ?? new Date());
  if (!predicate) return { profileIds: [], hasMore: false };
  const query = (executor: DbExecutor) =>
    executor
      .select({ profileId: contactRow.profileId })
      .from(contactRow)
      .where(predicate)
      .orderBy(desc(contactRow.createdAt), desc(contactRow.id))
      .limit(size + 1)
      .offset(page * size);
  // A dynamic segment's conditions run with the plans they need (docs/conditions-sql.md "Settings");
  // a static segment's members are a plain lookup.
  const rows =
    options.segment.type === 'dynamic' ? await withConditionQuerySettings(db, query) : await query(db);
  return { profileIds: rows.slice(0, size).map((row) => row.profileId), hasMore: rows.length > size };
}

/**
 * The ids of the segment's contacts now, by id after `afterId` (a keyset walk: a scheduled journey
 * enters its audience page by page). A dynamic segment whose conditions no longer compile has none.
 */
export async function pageSegmentContactIds(
  db: DbExecutor,
  options: { brandId: string; segment: SegmentRecord; afterId: string | null; limit: number; now?: Date },
): Promise<ContactIdPage> {
  const predicate = segmentSql(options.brandId, options.segment, options.now ?? new Date());
  if (!predicate) return { contactIds: [], nextAfterId: null };
  return pageMatchingContactIdsWhere(db, {
    predicate,
    afterId: options.afterId,
    limit: options.limit,
    conditionSettings: options.segment.type === 'dynamic',
  });
}
