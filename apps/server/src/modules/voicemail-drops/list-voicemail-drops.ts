import type { VoicemailDrop } from '@parley/core/voice/voicemail-drops';
import { and, desc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { dropColumns, toVoicemailDrop } from './voicemail-drop-store.ts';
import { voicemailDrops } from './voicemail-drops.tables.ts';

/** The caller's own voicemail drops, newest first (without their audio). */
export async function listVoicemailDrops(
  db: DbExecutor,
  options: { brandId: string; userId: string },
): Promise<VoicemailDrop[]> {
  const rows = await db
    .select(dropColumns)
    .from(voicemailDrops)
    .where(and(eq(voicemailDrops.brandId, options.brandId), eq(voicemailDrops.userId, options.userId)))
    .orderBy(desc(voicemailDrops.createdAt), desc(voicemailDrops.id));
  return rows.map(toVoicemailDrop);
}
