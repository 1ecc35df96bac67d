import { CALL_RECORDING_TEXTS } from '@parley/core/voice/call-recordings';
import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { callRecordings } from './call-recordings.tables.ts';

/**
 * Deletes one of the brand's recordings for good, audio included (docs/voice-contract.md
 * "Recordings": compliance and data-deletion requests). The bytes live in the row, so this one
 * DELETE removes both atomically and there is no file to clean up after the commit. A row is only
 * written once its take has stopped and uploaded, so there is never a recording "in progress" to
 * refuse: a take still running on a live call arrives later as its own row. The recent task's
 * `recordingSid` / `recordingUrl` are read from this table, so the task falls back to its previous
 * recording, or to none. Another brand's id is not found, as an unknown one.
 */
export async function deleteCallRecording(
  db: DbExecutor,
  options: { brandId: string; id: string },
): Promise<{ id: string }> {
  const [deleted] = await db
    .delete(callRecordings)
    .where(and(eq(callRecordings.brandId, options.brandId), eq(callRecordings.id, options.id)))
    .returning({ id: callRecordings.id });
  if (!deleted) throw new AppError('not_found', CALL_RECORDING_TEXTS.notFound, { field: 'id' });
  return deleted;
}
