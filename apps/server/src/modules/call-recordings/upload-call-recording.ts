import {
  CALL_RECORDING_MAX_BYTES,
  CALL_RECORDING_MAX_SECONDS,
  CALL_RECORDING_TEXTS,
  callRecordingMimeType,
} from '@parley/core/voice/call-recordings';
import { z } from 'zod';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { findAgentParticipation } from '../voice/find-agent-participation.ts';
import { callRecordings } from './call-recordings.tables.ts';

export type UploadedRecording = {
  id: string;
  conferenceSid: string;
  taskSid: string | null;
  sizeBytes: number;
  durationSeconds: number;
};

const conferenceSidInput = z.string().trim().min(1).max(64);
const startedAtInput = z.iso.datetime({ offset: true });
const durationInput = z.coerce.number().finite().min(0).max(CALL_RECORDING_MAX_SECONDS);

function invalid(field: string, message: string): AppError {
  return new AppError('validation_failed', `${field} ${message}`, { field });
}

/**
 * Stores the recording an agent's browser made of a call (docs/voice-contract.md "Recordings").
 * Only an agent who was a participant of that conference, in the session's brand, may: anyone
 * else (another agent, a supervisor, another brand) is refused 403 without learning whether the
 * conference exists. Refusals of the form name the field: conferenceSid, startedAt,
 * durationSeconds, file.
 */
export async function uploadCallRecording(
  db: DbExecutor,
  options: {
    brandId: string;
    userId: string;
    conferenceSid: unknown;
    startedAt: unknown;
    durationSeconds: unknown;
    contentType: string | null | undefined;
    content: Uint8Array | null;
    now?: Date;
  },
): Promise<UploadedRecording> {
  const { brandId, userId, content } = options;
  const conferenceSid = conferenceSidInput.safeParse(options.conferenceSid);
  if (!conferenceSid.success) throw invalid('conferenceSid', 'is required');
  const startedAt = startedAtInput.safeParse(options.startedAt);
  if (!startedAt.success) throw invalid('startedAt', 'must be an ISO date and time');
  const duration =
    options.durationSeconds === undefined || options.durationSeconds === ''
      ? null
      : durationInput.safeParse(options.durationSeconds);
  if (!duration?.success) {
    throw invalid('durationSeconds', `must be a number of seconds from 0 to ${CALL_RECORDING_MAX_SECONDS}`);
  }
  if (!content || content.length === 0) {
    throw new AppError('validation_failed', CALL_RECORDING_TEXTS.fileRequired, { field: 'file' });
  }
  const mimeType = callRecordingMimeType(options.contentType);
  if (!mimeType) throw new AppError('validation_failed', CALL_RECORDING_TEXTS.badType, { field: 'file' });
  if (content.length > CALL_RECORDING_MAX_BYTES) {
    throw new AppError('validation_failed', CALL_RECORDING_TEXTS.tooLarge, { field: 'file' });
  }

  // The caller's agent participation in this conference (present or gone: the upload follows the hang-up).
  const participation = await findAgentParticipation(db, {
    brandId,
    conferenceSid: conferenceSid.data,
    userId,
  });
  if (!participation) {
    throw new AppError('forbidden', CALL_RECORDING_TEXTS.notParticipant, { field: 'conferenceSid' });
  }
  const { taskSid } = participation;
  const [created] = await db
    .insert(callRecordings)
    .values({
      brandId,
      conferenceSid: conferenceSid.data,
      taskSid,
      userId,
      mimeType,
      sizeBytes: content.length,
      durationMs: Math.round(duration.data * 1000),
      startedAt: new Date(startedAt.data),
      audio: content,
      createdAt: options.now ?? new Date(),
    })
    .returning({ id: callRecordings.id, durationMs: callRecordings.durationMs });
  if (!created) throw new Error('the call recording was not stored');
  return {
    id: created.id,
    conferenceSid: conferenceSid.data,
    taskSid,
    sizeBytes: content.length,
    durationSeconds: created.durationMs / 1000,
  };
}
