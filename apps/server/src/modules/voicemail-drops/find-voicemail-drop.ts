import type { DbExecutor } from '../../platform/db/database.ts';
import { type DropSummary, dropColumns, ofBrandDrop } from './voicemail-drop-store.ts';
import { voicemailDrops } from './voicemail-drops.tables.ts';

/** One drop of the brand without its audio, or null (the voice module's voicemail-drop reads it). */
export async function findVoicemailDrop(
  db: DbExecutor,
  options: { brandId: string; id: string },
): Promise<DropSummary | null> {
  const [row] = await db
    .select(dropColumns)
    .from(voicemailDrops)
    .where(ofBrandDrop(options.brandId, options.id));
  return row ?? null;
}
