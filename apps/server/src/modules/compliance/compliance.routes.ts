import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDb } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { requireSession } from '../../platform/http/guards.ts';
import { multipartReadError, refuseUnsafePart } from '../../platform/http/multipart-parts.ts';
import { requireComplianceAdmin, requireComplianceReader } from './compliance.policy.ts';
import { DO_NOT_CALL_UPLOAD_MAX_BYTES, importDoNotCallFile } from './import-do-not-call.ts';
import { exportOutboundDecisionsCsv } from './outbound-decision-log.ts';

const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
const TOO_LARGE = `The file is larger than ${DO_NOT_CALL_UPLOAD_MAX_BYTES / 1024 / 1024} MB`;

function tooLarge(): Error {
  return Object.assign(new Error(TOO_LARGE), { statusCode: 413 });
}

async function readFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart())
    throw new AppError('bad_request', 'Send the file as multipart/form-data', { field: 'file' });
  let content: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      refuseUnsafePart(part);
      if (part.type !== 'file') continue;
      const buffer = await part.toBuffer();
      if (part.fieldname === 'file' && !content) content = buffer;
    }
  } catch (error) {
    throw multipartReadError(error, tooLarge);
  }
  if (!content) throw new AppError('validation_failed', 'Choose a CSV file', { field: 'file' });
  return content;
}

const exportQuery = z.object({
  phoneNumber: z.string().max(40).optional(),
  profileId: z.string().max(200).optional(),
  skippedOnly: z.enum(['true', 'false']).optional(),
});

/**
 * POST /api/compliance/do-not-call/upload (multipart `file`, admins): numbers added, bad rows named.
 * GET /api/compliance/outbound-decisions.csv (admins and supervisors): the decision log's search as CSV.
 */
export function registerComplianceRoutes(app: FastifyInstance, options: { db: AppDb }): void {
  const { db } = options;
  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: DO_NOT_CALL_UPLOAD_MAX_BYTES, files: 2, fields: 4, fieldSize: 1024, parts: 6 },
    });
    scope.post('/api/compliance/do-not-call/upload', {
      onRequest: async (request) => {
        requireComplianceAdmin(requireSession(request));
        if (
          Number(request.headers['content-length'] ?? 0) >
          DO_NOT_CALL_UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD_BYTES
        )
          throw tooLarge();
      },
      handler: async (request) => {
        const { brandId, userId } = requireComplianceAdmin(requireSession(request));
        return importDoNotCallFile(db, { brandId, userId, content: await readFile(request) });
      },
    });
  });
  app.get('/api/compliance/outbound-decisions.csv', async (request, reply) => {
    const { brandId } = requireComplianceReader(requireSession(request));
    const query = exportQuery.parse(request.query);
    const csv = await exportOutboundDecisionsCsv(db, {
      brandId,
      phoneNumber: query.phoneNumber || null,
      profileId: query.profileId || null,
      skippedOnly: query.skippedOnly === 'true',
    });
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="outbound-decisions.csv"')
      .header('cache-control', 'no-store')
      .send(csv);
  });
}
