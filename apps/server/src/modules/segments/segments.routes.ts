import multipart from '@fastify/multipart';
import { SEGMENT_UPLOAD_MAX_BYTES, SEGMENT_UPLOAD_TEXTS } from '@parley/core/segments/segment-rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDb } from '../../platform/db/database.ts';
import { idArg } from '../../platform/graphql/id-arg.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { requireSession } from '../../platform/http/guards.ts';
import { multipartReadError, refuseUnsafePart } from '../../platform/http/multipart-parts.ts';
import { TooManyRowsError } from './segment-csv.ts';
import { requireSegmentManager } from './segments.policy.ts';
import { uploadSegmentFile } from './upload-segment-file.ts';

/** Room for the multipart boundaries and the includeCsvDataTypeRow field around the file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

const params = z.object({ id: z.string() });

function tooLarge(message: string): Error {
  // A plain error with a status: the error handler answers 413 'payload_too_large' with this text.
  return Object.assign(new Error(message), { statusCode: 413 });
}

function readFlag(value: unknown): boolean {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  throw new AppError('validation_failed', SEGMENT_UPLOAD_TEXTS.includeFlagInvalid, {
    field: 'includeCsvDataTypeRow',
  });
}

/** The `file` part (read whole, at most 5 MB) and the includeCsvDataTypeRow field, in any order. */
async function readUploadForm(
  request: FastifyRequest,
): Promise<{ content: Buffer; includeCsvDataTypeRow: boolean }> {
  if (!request.isMultipart())
    throw new AppError('bad_request', SEGMENT_UPLOAD_TEXTS.notMultipart, { field: 'file' });
  let content: Buffer | null = null;
  let flag: unknown;
  try {
    for await (const part of request.parts()) {
      refuseUnsafePart(part);
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || content) {
          await part.toBuffer();
          continue;
        }
        content = await part.toBuffer();
      } else if (part.fieldname === 'includeCsvDataTypeRow') {
        flag = part.value;
      }
    }
  } catch (error) {
    throw multipartReadError(error, () => tooLarge(SEGMENT_UPLOAD_TEXTS.tooLarge));
  }
  if (!content) throw new AppError('validation_failed', SEGMENT_UPLOAD_TEXTS.fileRequired, { field: 'file' });
  return { content, includeCsvDataTypeRow: readFlag(flag) };
}

/**
 * spec 001 §7 POST /segments/{id}/uploadFile (multipart: file, includeCsvDataTypeRow). The multipart
 * parser is registered for this route's scope only; other routes keep their JSON body limit.
 */
export function registerSegmentsRoutes(app: FastifyInstance, options: { db: AppDb }): void {
  const { db } = options;
  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: SEGMENT_UPLOAD_MAX_BYTES, files: 2, fields: 5, fieldSize: 1024, parts: 8 },
    });
    scope.post('/api/segments/:id/uploadFile', {
      onRequest: async (request) => {
        // issue 11: session and role first, then a body announced as too large: neither is read.
        requireSegmentManager(requireSession(request));
        if (
          Number(request.headers['content-length'] ?? 0) >
          SEGMENT_UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD_BYTES
        )
          throw tooLarge(SEGMENT_UPLOAD_TEXTS.tooLarge);
      },
      handler: async (request) => {
        const session = requireSegmentManager(requireSession(request));
        const id = idArg(params.parse(request.params).id);
        const form = await readUploadForm(request);
        try {
          return await uploadSegmentFile(db, { session, id, ...form });
        } catch (error) {
          if (error instanceof TooManyRowsError) throw tooLarge(error.message);
          throw error;
        }
      },
    });
  });
}
