import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { rebuildLatestEvents } from './append-contact-events.ts';
import { contactEvents } from './events.tables.ts';

/**
 * Gives every event of `fromContactId` to `toContactId` (merging contacts), and recomputes both
 * contacts' latest-event summary. Returns how many moved.
 */
export async function moveContactEvents(
  tx: DbExecutor,
  options: { brandId: string; fromContactId: string; toContactId: string },
): Promise<number> {
  const moved = await tx
    .update(contactEvents)
    .set({ contactId: options.toContactId })
    .where(
      and(eq(contactEvents.brandId, options.brandId), eq(contactEvents.contactId, options.fromContactId)),
    )
    .returning({ id: contactEvents.id });
  if (moved.length > 0) {
    await rebuildLatestEvents(tx, {
      brandId: options.brandId,
      contactIds: [options.fromContactId, options.toContactId],
    });
  }
  return moved.length;
}
