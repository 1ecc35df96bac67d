import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { RequestSession } from '../../platform/http/request-session.ts';
import { isUniqueViolation } from '../users/db-errors.ts';
import { presentSegment, type Segment } from './present-segment.ts';
import { countSegmentContacts } from './segment-contacts.ts';
import { parseSegmentConditions, parseSegmentName, parseSegmentType } from './segment-input.ts';
import { assertNameFree, nameInUse, requireSegment } from './segment-store.ts';
import { requireSegmentManager } from './segments.policy.ts';
import { segments } from './segments.tables.ts';

export type CreateSegmentArgs = { name: string; type: string; conditions?: unknown };

/**
 * createSegment: a dynamic segment with its conditions, or an empty static one (filled by CSV
 * upload). The name is unique in the brand ignoring case; the creator is the signed-in user.
 */
export async function createSegment(
  db: DbExecutor,
  options: { session: RequestSession; args: CreateSegmentArgs },
): Promise<Segment> {
  const { brandId, userId } = requireSegmentManager(options.session);
  const { args } = options;
  const name = parseSegmentName(args.name);
  const type = parseSegmentType(args.type);
  const given = args.conditions !== undefined && args.conditions !== null;
  if (type === 'dynamic' && !given)
    throw new AppError('validation_failed', 'conditions is required for a dynamic segment', {
      field: 'conditions',
    });
  if (type === 'static' && given)
    throw new AppError('validation_failed', 'conditions is only for dynamic segments', {
      field: 'conditions',
    });
  const conditions = type === 'dynamic' ? parseSegmentConditions(args.conditions, brandId) : null;
  try {
    const record = await db.transaction(async (tx) => {
      await assertNameFree(tx, { brandId, name, exceptId: null });
      const [row] = await tx
        .insert(segments)
        .values({ brandId, name, type, conditions, createdById: userId })
        .returning({ id: segments.id });
      if (!row) throw new Error('insert returned no row');
      return requireSegment(tx, { brandId, id: row.id });
    });
    return presentSegment(record, await countSegmentContacts(db, { brandId, segment: record }));
  } catch (error) {
    // Two creates of one name at once: the unique index decides, with the same answer.
    if (isUniqueViolation(error)) throw nameInUse();
    throw error;
  }
}
