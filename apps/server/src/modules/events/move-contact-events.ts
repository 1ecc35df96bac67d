import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { contactEvents } from './events.tables.ts';

/** Gives every event of `fromContactId` to `toContactId` (merging contacts). Returns how many moved. */
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
  return moved.length;
}
