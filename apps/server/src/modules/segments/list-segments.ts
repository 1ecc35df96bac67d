import type { DbExecutor } from '../../platform/db/database.ts';
import type { RequestSession } from '../../platform/http/request-session.ts';
import { presentSegment, type Segment } from './present-segment.ts';
import { countSegmentContacts, countStaticMembers } from './segment-contacts.ts';
import { readSegments, requireSegment } from './segment-store.ts';
import { requireSegmentManager } from './segments.policy.ts';

/**
 * The brand's segments by name, each with its live count: a dynamic one counts the contacts its
 * conditions match now (one count query each), a static one its members (one query for all).
 */
export async function listSegments(db: DbExecutor, options: { session: RequestSession }): Promise<Segment[]> {
  const { brandId } = requireSegmentManager(options.session);
  const records = await readSegments(db, { brandId });
  const staticCounts = await countStaticMembers(
    db,
    brandId,
    records.filter((record) => record.type === 'static').map((record) => record.id),
  );
  const now = new Date();
  const result: Segment[] = [];
  for (const record of records) {
    const count =
      record.type === 'static'
        ? (staticCounts.get(record.id) ?? 0)
        : await countSegmentContacts(db, { brandId, segment: record, now });
    result.push(presentSegment(record, count));
  }
  return result;
}

/** One segment with its live count, or 404 'Segment not found'. */
export async function getSegment(
  db: DbExecutor,
  options: { session: RequestSession; id: string },
): Promise<Segment> {
  const { brandId } = requireSegmentManager(options.session);
  const record = await requireSegment(db, { brandId, id: options.id });
  return presentSegment(record, await countSegmentContacts(db, { brandId, segment: record }));
}
