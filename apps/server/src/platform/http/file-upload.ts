import multipart from '@fastify/multipart';
import type { Role } from '@parley/core/auth/roles';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';
import { requireRole, requireSession } from './guards.ts';
import { multipartReadError, refuseUnsafePart } from './multipart-parts.ts';

// Audio that travels as a file (voicemail drops, call recordings): one multipart route per upload,
// its parser registered for that route's scope only, and the stored audio sent back as is.

/** Room for the multipart boundaries and the small fields around the file. */
const MULTIPART_OVERHEAD_BYTES = 16 * 1024;

export type FileUploadTexts = { notMultipart: string; tooLarge: string };

/** The `file` part (read whole) and the named text fields, in any order. */
export type FileForm<F extends string> = Record<F, unknown> & {
  contentType: string | null;
  content: Buffer | null;
  /** The file's name as the browser sent it (not trusted: callers sanitise it). */
  filename: string | null;
};

function tooLarge(texts: FileUploadTexts): Error {
  // A plain error with a status: the error handler answers 413 'payload_too_large' with this text.
  return Object.assign(new Error(texts.tooLarge), { statusCode: 413 });
}

async function readFileForm<F extends string>(
  request: FastifyRequest,
  fields: readonly F[],
  texts: FileUploadTexts,
): Promise<FileForm<F>> {
  if (!request.isMultipart()) throw new AppError('bad_request', texts.notMultipart, { field: 'file' });
  const form = { contentType: null, content: null, filename: null } as FileForm<F>;
  for (const field of fields) (form as Record<string, unknown>)[field] = undefined;
  try {
    for await (const part of request.parts()) {
      refuseUnsafePart(part);
      if (part.type === 'file') {
        const content = await part.toBuffer();
        if (part.fieldname === 'file' && !form.content) {
          form.content = content;
          form.contentType = part.mimetype;
          form.filename = part.filename || null;
        }
      } else if ((fields as readonly string[]).includes(part.fieldname)) {
        (form as Record<string, unknown>)[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw multipartReadError(error, () => tooLarge(texts));
  }
  return form;
}

/**
 * POST `url` as multipart: a `file` of at most `maxBytes` plus `fields`. Before a byte of the body is
 * read, a request without a session (or without one of `roles`, when given) is refused (401 / 403)
 * and a body announced as too large too (413 with `texts.tooLarge`); `handle` gets the parsed form
 * and its answer is sent with 201.
 */
export function registerFileUpload<F extends string>(
  app: FastifyInstance,
  options: {
    url: string;
    maxBytes: number;
    fields: readonly F[];
    texts: FileUploadTexts;
    /** Roles allowed to upload; any signed-in user when left out. */
    roles?: readonly Role[];
    handle: (request: FastifyRequest, form: FileForm<F>) => Promise<unknown>;
  },
): void {
  const { url, maxBytes, fields, texts, roles, handle } = options;
  app.register(async (scope) => {
    await scope.register(multipart, {
      // A little slack over what the form needs (one file, `fields`), so a stray extra part is ignored.
      limits: {
        fileSize: maxBytes,
        files: 2,
        fields: fields.length + 3,
        fieldSize: 1024,
        parts: fields.length + 5,
      },
    });
    scope.post(url, {
      // issue 11: authentication before body parsing, so an anonymous upload is never read.
      onRequest: async (request) => {
        const session = requireSession(request);
        if (roles) requireRole(session, roles);
        if (Number(request.headers['content-length'] ?? 0) > maxBytes + MULTIPART_OVERHEAD_BYTES)
          throw tooLarge(texts);
      },
      handler: async (request, reply) => {
        const form = await readFileForm(request, fields, texts);
        return reply.status(201).send(await handle(request, form));
      },
    });
  });
}

/** Stored audio, which never changes once stored: the browser may keep it. */
export function sendStoredAudio(reply: FastifyReply, stored: { mimeType: string; audio: Buffer }) {
  return reply
    .header('content-type', stored.mimeType)
    .header('cache-control', 'private, max-age=86400')
    .header('x-content-type-options', 'nosniff')
    .send(stored.audio);
}
