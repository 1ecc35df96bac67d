import { CALL_RECORDING_TEXTS } from '@parley/core/voice/call-recordings';
import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type CallRecordingViewer, recordingsOwnerScope } from './call-recordings.policy.ts';
import { callRecordings } from './call-recordings.tables.ts';

/** A recording's audio: admins and supervisors of its brand, or the agent who recorded it (404 otherwise). */
export async function getCallRecordingAudio(
  db: DbExecutor,
  options: { brandId: string; viewer: CallRecordingViewer; id: string },
): Promise<{ mimeType: string; audio: Buffer }> {
  const owner = recordingsOwnerScope(options.viewer);
  const [row] = await db
    .select({ mimeType: callRecordings.mimeType, audio: callRecordings.audio })
    .from(callRecordings)
    .where(
      and(
        eq(callRecordings.brandId, options.brandId),
        eq(callRecordings.id, options.id),
        owner === null ? undefined : eq(callRecordings.userId, owner),
      ),
    );
  if (!row) throw new AppError('not_found', CALL_RECORDING_TEXTS.notFound, { field: 'id' });
  return {
    mimeType: row.mimeType,
    audio: Buffer.from(row.audio.buffer, row.audio.byteOffset, row.audio.byteLength),
  };
}
