import multipart from '@fastify/multipart';
import { VOICEMAIL_DROP_MAX_BYTES, VOICEMAIL_DROP_TEXTS } from '@parley/core/voice/voicemail-drops';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDb } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { requireSession } from '../../platform/http/guards.ts';
import { idArg } from '../users/id-arg.ts';
import { deleteVoicemailDrop } from './delete-voicemail-drop.ts';
import { getVoicemailDropAudio } from './get-voicemail-drop-audio.ts';
import { listVoicemailDrops } from './list-voicemail-drops.ts';
import { uploadVoicemailDrop } from './upload-voicemail-drop.ts';

/** Room for the multipart boundaries and the name field around the file. */
const MULTIPART_OVERHEAD_BYTES = 16 * 1024;

const params = z.object({ id: z.string() });

function tooLarge(): Error {
  // A plain error with a status: the error handler answers 413 'payload_too_large' with this text.
  return Object.assign(new Error(VOICEMAIL_DROP_TEXTS.tooLarge), { statusCode: 413 });
}

type UploadForm = { name: unknown; contentType: string | null; content: Buffer | null };

/** The `file` part (read whole, at most 5 MB) and the `name` field, in any order. */
async function readUploadForm(request: FastifyRequest): Promise<UploadForm> {
  if (!request.isMultipart()) {
    throw new AppError('bad_request', VOICEMAIL_DROP_TEXTS.notMultipart, { field: 'file' });
  }
  const form: UploadForm = { name: undefined, contentType: null, content: null };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        if (part.fieldname === 'file' && !form.content) {
          form.content = content;
          form.contentType = part.mimetype;
        }
      } else if (part.fieldname === 'name') {
        form.name = part.value;
      }
    }
  } catch (error) {
    if (typeof error === 'object' && error && Reflect.get(error, 'statusCode') === 413) throw tooLarge();
    throw error;
  }
  return form;
}

/**
 * My Pre-recorded Voicemail Drops (spec 002 §2; docs/voice-contract.md "Voicemail drops"), REST
 * because the audio travels as a file: list and delete one's own, upload (multipart: file, name),
 * and the audio for any user of the brand. The multipart parser is registered for this scope only.
 */
export function registerVoicemailDropsRoutes(app: FastifyInstance, options: { db: AppDb }): void {
  const { db } = options;

  app.get('/api/voicemail-drops', async (request) => {
    const session = requireSession(request);
    return { items: await listVoicemailDrops(db, { brandId: session.brandId, userId: session.userId }) };
  });

  app.delete('/api/voicemail-drops/:id', async (request, reply) => {
    const session = requireSession(request);
    const id = idArg(params.parse(request.params).id);
    await deleteVoicemailDrop(db, { brandId: session.brandId, userId: session.userId, id });
    return reply.status(204).send();
  });

  app.get('/api/voicemail-drops/:id/audio', async (request, reply) => {
    const session = requireSession(request);
    const id = idArg(params.parse(request.params).id);
    const { mimeType, audio } = await getVoicemailDropAudio(db, { brandId: session.brandId, id });
    // A drop's audio never changes (a new recording is a new drop), so the browser may keep it.
    return reply
      .header('content-type', mimeType)
      .header('cache-control', 'private, max-age=86400')
      .header('x-content-type-options', 'nosniff')
      .send(audio);
  });

  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: VOICEMAIL_DROP_MAX_BYTES, files: 2, fields: 4, fieldSize: 1024, parts: 6 },
    });
    scope.post('/api/voicemail-drops', {
      onRequest: async (request) => {
        // A body announced as too large is refused before it is read.
        if (
          Number(request.headers['content-length'] ?? 0) >
          VOICEMAIL_DROP_MAX_BYTES + MULTIPART_OVERHEAD_BYTES
        )
          throw tooLarge();
      },
      handler: async (request, reply) => {
        const session = requireSession(request);
        const form = await readUploadForm(request);
        const drop = await uploadVoicemailDrop(db, {
          brandId: session.brandId,
          userId: session.userId,
          ...form,
        });
        return reply.status(201).send(drop);
      },
    });
  });
}
