import { CALL_RECORDING_MAX_BYTES, CALL_RECORDING_TEXTS } from '@parley/core/voice/call-recordings';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDb } from '../../platform/db/database.ts';
import { idArg } from '../../platform/graphql/id-arg.ts';
import { registerFileUpload, sendStoredAudio } from '../../platform/http/file-upload.ts';
import { requireSession } from '../../platform/http/guards.ts';
import { getCallRecordingAudio } from './get-call-recording-audio.ts';
import { uploadCallRecording } from './upload-call-recording.ts';

const FORM_FIELDS = ['conferenceSid', 'startedAt', 'durationSeconds'] as const;

const params = z.object({ id: z.string() });

/**
 * Call recordings (docs/voice-contract.md "Recordings"), REST because the audio travels as a file:
 * the agent's browser uploads what it recorded (POST /conv/call-recordings, multipart: file,
 * conferenceSid, startedAt, durationSeconds), and the audio is served to the brand's admins and
 * supervisors and to the agent who recorded it. The list is GraphQL (callRecordings).
 */
export function registerCallRecordingsRoutes(app: FastifyInstance, options: { db: AppDb }): void {
  const { db } = options;

  app.get('/api/call-recordings/:id/audio', async (request, reply) => {
    const session = requireSession(request);
    const id = idArg(params.parse(request.params).id);
    const stored = await getCallRecordingAudio(db, {
      brandId: session.brandId,
      viewer: session,
      id,
    });
    return sendStoredAudio(reply, stored);
  });

  registerFileUpload(app, {
    url: '/conv/call-recordings',
    maxBytes: CALL_RECORDING_MAX_BYTES,
    fields: FORM_FIELDS,
    texts: CALL_RECORDING_TEXTS,
    handle: async (request, form) => {
      const session = requireSession(request);
      return uploadCallRecording(db, { brandId: session.brandId, userId: session.userId, ...form });
    },
  });
}
