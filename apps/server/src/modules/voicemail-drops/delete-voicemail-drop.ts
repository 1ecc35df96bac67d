import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { dropNotFound, ofBrandDrop } from './voicemail-drop-store.ts';
import { voicemailDrops } from './voicemail-drops.tables.ts';

/**
 * Deletes one of the caller's drops; another agent's is a 404 as an unknown one. A drop playing on a
 * call right now still plays (the player already fetched it) and the call ends on its timer.
 */
export async function deleteVoicemailDrop(
  db: DbExecutor,
  options: { brandId: string; userId: string; id: string },
): Promise<{ id: string }> {
  const [deleted] = await db
    .delete(voicemailDrops)
    .where(and(ofBrandDrop(options.brandId, options.id), eq(voicemailDrops.userId, options.userId)))
    .returning({ id: voicemailDrops.id });
  if (!deleted) throw dropNotFound();
  return deleted;
}
