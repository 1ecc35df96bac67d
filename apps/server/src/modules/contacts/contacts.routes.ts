import type { FastifyInstance } from 'fastify';
import type { AppDb } from '../../platform/db/database.ts';
import { requireSession } from '../../platform/http/guards.ts';
import { searchSpotlight, spotlightSearchInput } from './search-spotlight.ts';

/** spec 001 §7 GET /profile-feeds/spotlight-search?query=: the global search's contacts and users. */
export function registerContactsRoutes(app: FastifyInstance, options: { db: AppDb }): void {
  const { db } = options;
  app.get('/api/profile-feeds/spotlight-search', async (request) => {
    const session = requireSession(request);
    const { query } = spotlightSearchInput.parse(request.query);
    return searchSpotlight(db, { session, query });
  });
}
