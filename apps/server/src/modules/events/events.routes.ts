import { AUTOCOMPLETE_PAGE_SIZE } from '@parley/core/conditions/limits';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDb } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { requireRole, requireSession } from '../../platform/http/guards.ts';
import { ingestCalls } from './ingest.ts';
import { readIngestBody } from './ingest-input.ts';
import {
  MAX_INGEST_BODY_BYTES,
  PROFILE_FEED_DEFAULT_LIMIT,
  PROFILE_FEED_MAX_LIMIT,
} from './ingest-limits.ts';
import { listProfileFeed } from './list-profile-feed.ts';
import { searchFieldValues } from './search-field-values.ts';
import { brandOfWriteKey } from './write-keys.ts';

const autocompleteQuery = z.object({
  searchTerm: z.string().max(200).default(''),
  lastEvaluatedKey: z.string().max(2000).optional(),
  limit: z.coerce.number().int().min(1).max(AUTOCOMPLETE_PAGE_SIZE).default(AUTOCOMPLETE_PAGE_SIZE),
  fieldId: z.string().min(1).max(1000),
});

const feedQuery = z.object({
  limit: z.coerce.number().int().min(1).max(PROFILE_FEED_MAX_LIMIT).default(PROFILE_FEED_DEFAULT_LIMIT),
  lastEvaluatedKey: z.string().max(2000).optional(),
});

const feedParams = z.object({ profileId: z.string().min(1).max(200) });

/**
 * Who may ingest (docs/decisions/004-ingest.md): a brand write key (`Authorization: Bearer pwk_…`),
 * else a signed-in admin. A request carrying a key is judged by the key alone.
 */
async function ingestBrand(db: AppDb, request: FastifyRequest): Promise<string> {
  const authorization = request.headers.authorization;
  if (authorization !== undefined) {
    const key = /^Bearer (\S+)$/.exec(authorization)?.[1];
    const brandId = key ? await brandOfWriteKey(db, key) : null;
    if (!brandId) throw new AppError('unauthenticated', 'Invalid write key', { field: 'authorization' });
    return brandId;
  }
  return requireRole(requireSession(request), ['admin']).brandId;
}

function bodyTooLarge(): Error {
  // A plain error with a status: the error handler answers 413 'payload_too_large' with this text.
  return Object.assign(
    new Error(
      `The body is over ${MAX_INGEST_BODY_BYTES / 1024} KB (${MAX_INGEST_BODY_BYTES} bytes): send smaller batches`,
    ),
    { statusCode: 413 },
  );
}

/** Ingestion (POST /api/proxy/ingest), the autocomplete values and the profile activity feed. */
export function registerEventsRoutes(app: FastifyInstance, options: { db: AppDb }): void {
  const { db } = options;

  app.post('/api/proxy/ingest', {
    bodyLimit: MAX_INGEST_BODY_BYTES,
    config: { bearerKeyAuth: true },
    onRequest: async (request) => {
      if (Number(request.headers['content-length'] ?? 0) > MAX_INGEST_BODY_BYTES) throw bodyTooLarge();
    },
    handler: async (request) => {
      const brandId = await ingestBrand(db, request);
      const receivedAt = new Date();
      const calls = readIngestBody(request.body, receivedAt);
      const results = await ingestCalls(db, { brandId, calls, receivedAt });
      return { success: true, accepted: results.length, results };
    },
  });

  app.get('/api/v1/autocomplete-events/search', async (request) => {
    const session = requireSession(request);
    const query = autocompleteQuery.parse(request.query);
    return searchFieldValues(db, { brandId: session.brandId, ...query });
  });

  app.get('/api/profile-feeds/profile/:profileId', async (request) => {
    const session = requireSession(request);
    const { profileId } = feedParams.parse(request.params);
    const query = feedQuery.parse(request.query);
    return listProfileFeed(db, { brandId: session.brandId, profileId, ...query });
  });
}
