import type { VoicemailDrop } from '@parley/core/voice/voicemail-drops';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { type DropSummary, dropColumns, ofBrandDrop, toVoicemailDrop } from './voicemail-drop-store.ts';
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

/** The brand's drops of these ids (without their audio), in the order asked; unknown ids left out. */
export async function findVoicemailDropsByIds(
  db: DbExecutor,
  options: { brandId: string; ids: readonly string[] },
): Promise<VoicemailDrop[]> {
  if (options.ids.length === 0) return [];
  const rows = await db
    .select(dropColumns)
    .from(voicemailDrops)
    .where(and(eq(voicemailDrops.brandId, options.brandId), inArray(voicemailDrops.id, [...options.ids])));
  const byId = new Map(rows.map((row) => [row.id, toVoicemailDrop(row)]));
  return options.ids.flatMap((id) => byId.get(id) ?? []);
}
