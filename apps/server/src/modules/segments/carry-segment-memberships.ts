import { and, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { segmentMembers } from './segments.tables.ts';
import { notifyContactsAddedToSegment } from './segments-ports.ts';

/**
 * Merging contacts (contacts/merge-contacts.ts): the static segments `fromContactId` belongs to now
 * hold `toContactId` too, each once (a segment holding both keeps the survivor's row and its
 * addedAt; one holding only the merged contact keeps that row's addedAt). The merged contact's own
 * rows go when it is deleted (cascade). Runs in the caller's transaction; returns how many segments
 * gained the survivor.
 */
export async function carrySegmentMemberships(
  tx: DbExecutor,
  options: { brandId: string; fromContactId: string; toContactId: string },
): Promise<number> {
  const { brandId, fromContactId, toContactId } = options;
  const carried = await tx
    .insert(segmentMembers)
    .select(
      tx
        .select({
          brandId: segmentMembers.brandId,
          segmentId: segmentMembers.segmentId,
          contactId: sql<string>`${toContactId}::uuid`.as('contact_id'),
          addedAt: segmentMembers.addedAt,
        })
        .from(segmentMembers)
        .where(and(eq(segmentMembers.brandId, brandId), eq(segmentMembers.contactId, fromContactId))),
    )
    .onConflictDoNothing()
    .returning({ segmentId: segmentMembers.segmentId });
  // The survivor is new in these segments: journeys triggered by additions see it (segments-ports.ts).
  for (const { segmentId } of carried)
    await notifyContactsAddedToSegment(tx, {
      brandId,
      segmentId,
      contactIds: [toContactId],
      now: new Date(),
    });
  return carried.length;
}
