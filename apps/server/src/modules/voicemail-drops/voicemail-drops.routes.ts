import { VOICEMAIL_DROP_MAX_BYTES, VOICEMAIL_DROP_TEXTS } from '@parley/core/voice/voicemail-drops';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDb } from '../../platform/db/database.ts';
import { idArg } from '../../platform/graphql/id-arg.ts';
import { registerFileUpload, sendStoredAudio } from '../../platform/http/file-upload.ts';
import { requireSession } from '../../platform/http/guards.ts';
import { deleteVoicemailDrop } from './delete-voicemail-drop.ts';
import { getVoicemailDropAudio } from './get-voicemail-drop-audio.ts';
import { listVoicemailDrops } from './list-voicemail-drops.ts';
import { uploadVoicemailDrop } from './upload-voicemail-drop.ts';

const params = z.object({ id: z.string() });

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
    const stored = await getVoicemailDropAudio(db, { brandId: session.brandId, id });
    return sendStoredAudio(reply, stored);
  });

  registerFileUpload(app, {
    url: '/api/voicemail-drops',
    maxBytes: VOICEMAIL_DROP_MAX_BYTES,
    fields: ['name'],
    texts: VOICEMAIL_DROP_TEXTS,
    handle: async (request, form) => {
      const session = requireSession(request);
      return uploadVoicemailDrop(db, { brandId: session.brandId, userId: session.userId, ...form });
    },
  });
}
