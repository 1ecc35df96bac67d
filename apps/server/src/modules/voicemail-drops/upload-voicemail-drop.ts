import {
  VOICEMAIL_DROP_MAX_BYTES,
  VOICEMAIL_DROP_TEXTS,
  VOICEMAIL_DROPS_PER_USER_MAX,
  type VoicemailDrop,
  voicemailDropMimeType,
  voicemailDropNameInput,
} from '@parley/core/voice/voicemail-drops';
import { wavDurationMs } from '@parley/core/voice/wav-duration';
import { and, count, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { isUniqueViolation } from '../users/db-errors.ts';
import { dropColumns, toVoicemailDrop } from './voicemail-drop-store.ts';
import { voicemailDrops } from './voicemail-drops.tables.ts';

const DROPS_LOCK_NAMESPACE = 0x766d6431; // 'vmd1'

function nameTaken(): AppError {
  return new AppError('conflict', VOICEMAIL_DROP_TEXTS.nameTaken, { field: 'name' });
}

/**
 * Stores an agent's new voicemail drop: WAV, MP3, WebM or Ogg audio of at most 5 MB, named. A WAV's
 * length is read from its header (the drop's call ends when it has played); other types play for the
 * default length. Refusals name the field: `file` (missing, empty, wrong type, too large), `name`.
 */
export async function uploadVoicemailDrop(
  db: DbExecutor,
  options: {
    brandId: string;
    userId: string;
    name: unknown;
    contentType: string | null | undefined;
    content: Uint8Array | null;
    now?: Date;
  },
): Promise<VoicemailDrop> {
  const { brandId, userId, content } = options;
  const parsedName = voicemailDropNameInput.safeParse(options.name);
  if (!parsedName.success) {
    throw new AppError('validation_failed', `name ${parsedName.error.issues[0]?.message ?? 'is invalid'}`, {
      field: 'name',
    });
  }
  if (!content || content.length === 0) {
    throw new AppError('validation_failed', VOICEMAIL_DROP_TEXTS.fileRequired, { field: 'file' });
  }
  const mimeType = voicemailDropMimeType(options.contentType);
  if (!mimeType) throw new AppError('validation_failed', VOICEMAIL_DROP_TEXTS.badType, { field: 'file' });
  if (content.length > VOICEMAIL_DROP_MAX_BYTES) {
    throw new AppError('validation_failed', VOICEMAIL_DROP_TEXTS.tooLarge, { field: 'file' });
  }
  const durationMs = mimeType === 'audio/wav' ? wavDurationMs(content) : null;
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(
        sql`select pg_advisory_xact_lock(${DROPS_LOCK_NAMESPACE}, hashtext(${`${brandId}:${userId}`}))`,
      );
      const mine = and(eq(voicemailDrops.brandId, brandId), eq(voicemailDrops.userId, userId));
      const [held] = await tx.select({ total: count() }).from(voicemailDrops).where(mine);
      if ((held?.total ?? 0) >= VOICEMAIL_DROPS_PER_USER_MAX) {
        throw new AppError('validation_failed', VOICEMAIL_DROP_TEXTS.tooMany, { field: 'file' });
      }
      const same = await tx
        .select({ id: voicemailDrops.id })
        .from(voicemailDrops)
        .where(and(mine, sql`lower(${voicemailDrops.name}) = lower(${parsedName.data})`));
      if (same.length > 0) throw nameTaken();
      const [created] = await tx
        .insert(voicemailDrops)
        .values({
          brandId,
          userId,
          name: parsedName.data,
          mimeType,
          sizeBytes: content.length,
          durationMs,
          audio: content,
          createdAt: options.now ?? new Date(),
        })
        .returning(dropColumns);
      if (!created) throw new Error('the voicemail drop was not stored');
      return toVoicemailDrop(created);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}
