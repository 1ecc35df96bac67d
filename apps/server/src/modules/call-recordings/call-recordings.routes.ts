import multipart from '@fastify/multipart';
import { CALL_RECORDING_MAX_BYTES, CALL_RECORDING_TEXTS } from '@parley/core/voice/call-recordings';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDb } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { requireSession } from '../../platform/http/guards.ts';
import { idArg } from '../users/id-arg.ts';
import { getCallRecordingAudio } from './get-call-recording-audio.ts';
import { uploadCallRecording } from './upload-call-recording.ts';

/** Room for the multipart boundaries and the three fields around the file. */
const MULTIPART_OVERHEAD_BYTES = 16 * 1024;
const FORM_FIELDS = ['conferenceSid', 'startedAt', 'durationSeconds'] as const;
type FormField = (typeof FORM_FIELDS)[number];

const params = z.object({ id: z.string() });

function tooLarge(): Error {
  // A plain error with a status: the error handler answers 413 'payload_too_large' with this text.
  return Object.assign(new Error(CALL_RECORDING_TEXTS.tooLarge), { statusCode: 413 });
}

type RecordingForm = Record<FormField, unknown> & { contentType: string | null; content: Buffer | null };

/** The `file` part (read whole, at most CALL_RECORDING_MAX_BYTES) and the fields, in any order. */
async function readRecordingForm(request: FastifyRequest): Promise<RecordingForm> {
  if (!request.isMultipart()) {
    throw new AppError('bad_request', CALL_RECORDING_TEXTS.notMultipart, { field: 'file' });
  }
  const form: RecordingForm = {
    conferenceSid: undefined,
    startedAt: undefined,
    durationSeconds: undefined,
    contentType: null,
    content: null,
  };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        if (part.fieldname === 'file' && !form.content) {
          form.content = content;
          form.contentType = part.mimetype;
        }
      } else if ((FORM_FIELDS as readonly string[]).includes(part.fieldname)) {
        form[part.fieldname as FormField] = part.value; // checked by the includes above
      }
    }
  } catch (error) {
    if (typeof error === 'object' && error && Reflect.get(error, 'statusCode') === 413) throw tooLarge();
    throw error;
  }
  return form;
}

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
    const { mimeType, audio } = await getCallRecordingAudio(db, {
      brandId: session.brandId,
      viewer: session,
      id,
    });
    // A recording never changes once stored, so the browser may keep it.
    return reply
      .header('content-type', mimeType)
      .header('cache-control', 'private, max-age=86400')
      .header('x-content-type-options', 'nosniff')
      .send(audio);
  });

  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: CALL_RECORDING_MAX_BYTES, files: 2, fields: 6, fieldSize: 1024, parts: 8 },
    });
    scope.post('/conv/call-recordings', {
      onRequest: async (request) => {
        // A body announced as too large is refused before it is read.
        if (
          Number(request.headers['content-length'] ?? 0) >
          CALL_RECORDING_MAX_BYTES + MULTIPART_OVERHEAD_BYTES
        )
          throw tooLarge();
      },
      handler: async (request, reply) => {
        const session = requireSession(request);
        const form = await readRecordingForm(request);
        const recording = await uploadCallRecording(db, {
          brandId: session.brandId,
          userId: session.userId,
          ...form,
        });
        return reply.status(201).send(recording);
      },
    });
  });
}
