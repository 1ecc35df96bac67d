import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import type { RequestSession } from '../../platform/http/request-session.ts';
import { requireSegment } from './segment-store.ts';
import { requireSegmentManager } from './segments.policy.ts';
import { segments } from './segments.tables.ts';

/** deleteSegment: the segment and (by cascade) its members; the contacts stay. 404 when unknown. */
export async function deleteSegment(
  db: DbExecutor,
  options: { session: RequestSession; id: string },
): Promise<{ id: string }> {
  const { brandId } = requireSegmentManager(options.session);
  const { id } = options;
  await db.transaction(async (tx) => {
    await requireSegment(tx, { brandId, id, lock: true });
    await tx.delete(segments).where(and(eq(segments.brandId, brandId), eq(segments.id, id)));
  });
  return { id };
}
