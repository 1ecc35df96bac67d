import type { DbExecutor } from '../../platform/db/database.ts';
import { dropNotFound, ofBrandDrop } from './voicemail-drop-store.ts';
import { voicemailDrops } from './voicemail-drops.tables.ts';

/**
 * A drop's audio, for any signed-in user of its brand: its owner plays it on My Settings, and the
 * Contact Simulator (playing the contact's phone) plays it into the call.
 */
export async function getVoicemailDropAudio(
  db: DbExecutor,
  options: { brandId: string; id: string },
): Promise<{ mimeType: string; audio: Buffer }> {
  const [row] = await db
    .select({ mimeType: voicemailDrops.mimeType, audio: voicemailDrops.audio })
    .from(voicemailDrops)
    .where(ofBrandDrop(options.brandId, options.id));
  if (!row) throw dropNotFound();
  return {
    mimeType: row.mimeType,
    audio: Buffer.from(row.audio.buffer, row.audio.byteOffset, row.audio.byteLength),
  };
}
