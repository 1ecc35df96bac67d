import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { RequestSession } from '../../platform/http/request-session.ts';
import { isUniqueViolation } from '../users/db-errors.ts';
import { presentSegment, type Segment } from './present-segment.ts';
import { countSegmentContacts } from './segment-contacts.ts';
import { parseSegmentConditions, parseSegmentName } from './segment-input.ts';
import { assertNameFree, nameInUse, requireSegment } from './segment-store.ts';
import { requireSegmentManager } from './segments.policy.ts';
import { segments } from './segments.tables.ts';

export type UpdateSegmentArgs = { name: string; conditions?: unknown };

/**
 * updateSegment: renames a segment and, for a dynamic one, replaces its conditions (kept when not
 * sent). The type never changes (docs/segments.md): a static segment takes no conditions.
 */
export async function updateSegment(
  db: DbExecutor,
  options: { session: RequestSession; id: string; args: UpdateSegmentArgs },
): Promise<Segment> {
  const { brandId } = requireSegmentManager(options.session);
  const { args, id } = options;
  const name = parseSegmentName(args.name);
  const given = args.conditions !== undefined && args.conditions !== null;
  try {
    const record = await db.transaction(async (tx) => {
      const segment = await requireSegment(tx, { brandId, id, lock: true });
      if (segment.type === 'static' && given)
        throw new AppError('validation_failed', 'conditions is only for dynamic segments', {
          field: 'conditions',
        });
      const conditions = given ? parseSegmentConditions(args.conditions, brandId) : undefined;
      await assertNameFree(tx, { brandId, name, exceptId: id });
      await tx
        .update(segments)
        .set({ name, ...(conditions ? { conditions } : {}), updatedAt: new Date() })
        .where(and(eq(segments.brandId, brandId), eq(segments.id, id)));
      return requireSegment(tx, { brandId, id });
    });
    return presentSegment(record, await countSegmentContacts(db, { brandId, segment: record }));
  } catch (error) {
    if (isUniqueViolation(error)) throw nameInUse();
    throw error;
  }
}
