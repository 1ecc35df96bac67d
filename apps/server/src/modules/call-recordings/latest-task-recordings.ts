import { callRecordingAudioPath } from '@parley/core/voice/call-recordings';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { callRecordings } from './call-recordings.tables.ts';

/** The latest recording of each task (spec 001 §3 Recent task `recordingSid`, `recordingUrl`). */
export async function latestTaskRecordings(
  db: DbExecutor,
  options: { brandId: string; taskSids: readonly string[] },
): Promise<Map<string, { recordingSid: string; recordingUrl: string }>> {
  const found = new Map<string, { recordingSid: string; recordingUrl: string }>();
  if (options.taskSids.length === 0) return found;
  const rows = await db
    .select({ taskSid: callRecordings.taskSid, id: callRecordings.id })
    .from(callRecordings)
    .where(
      and(
        eq(callRecordings.brandId, options.brandId),
        inArray(callRecordings.taskSid, [...options.taskSids]),
      ),
    )
    .orderBy(desc(callRecordings.createdAt), desc(callRecordings.id));
  for (const row of rows) {
    if (row.taskSid && !found.has(row.taskSid)) {
      found.set(row.taskSid, { recordingSid: row.id, recordingUrl: callRecordingAudioPath(row.id) });
    }
  }
  return found;
}
