import { pageNumberInput, pageSizeInput } from '@parley/core/common/paging';
import {
  CALL_RECORDINGS_PAGE_MAX,
  type CallRecording,
  type CallRecordingMimeType,
  callRecordingAudioPath,
} from '@parley/core/voice/call-recordings';
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { DbExecutor } from '../../platform/db/database.ts';
import { taskContactPhones } from '../routing/tasks/task-contact-phones.ts';
import { agentNames } from '../routing/workers/agent-names.ts';
import { callRecordings } from './call-recordings.tables.ts';

export const callRecordingsPageInput = z.object({
  page: pageNumberInput,
  size: pageSizeInput(CALL_RECORDINGS_PAGE_MAX, 25),
});

/** The brand's recordings, newest first, with the agent's name, the contact's phone and the task. */
export async function listCallRecordings(
  db: DbExecutor,
  options: { brandId: string; page?: number | null; size?: number | null },
): Promise<{ items: CallRecording[]; page: number; size: number }> {
  const { page, size } = callRecordingsPageInput.parse({
    page: options.page ?? undefined,
    size: options.size ?? undefined,
  });
  const rows = await db
    .select({
      id: callRecordings.id,
      conferenceSid: callRecordings.conferenceSid,
      taskSid: callRecordings.taskSid,
      userId: callRecordings.userId,
      mimeType: callRecordings.mimeType,
      sizeBytes: callRecordings.sizeBytes,
      durationMs: callRecordings.durationMs,
      startedAt: callRecordings.startedAt,
      createdAt: callRecordings.createdAt,
    })
    .from(callRecordings)
    .where(eq(callRecordings.brandId, options.brandId))
    .orderBy(desc(callRecordings.createdAt), desc(callRecordings.id))
    .limit(size)
    .offset(page * size);
  // The agent's name and the contact's phone are routing's (its workers and tasks).
  const { brandId } = options;
  const names = await agentNames(db, { brandId, userIds: rows.map((row) => row.userId) });
  const phones = await taskContactPhones(db, {
    brandId,
    taskSids: rows.flatMap((row) => (row.taskSid ? [row.taskSid] : [])),
  });
  const items = rows.map(
    (row): CallRecording => ({
      id: row.id,
      conferenceSid: row.conferenceSid,
      taskSid: row.taskSid,
      agentUserId: row.userId,
      agentName: names.get(row.userId) ?? null,
      contactPhone: row.taskSid ? (phones.get(row.taskSid) ?? null) : null,
      // Written only by the upload, from CALL_RECORDING_MIME_TYPES.
      mimeType: row.mimeType as CallRecordingMimeType,
      sizeBytes: row.sizeBytes,
      durationSeconds: row.durationMs / 1000,
      startedAt: row.startedAt.toISOString(),
      createdAt: row.createdAt.toISOString(),
      audioUrl: callRecordingAudioPath(row.id),
    }),
  );
  return { items, page, size };
}
