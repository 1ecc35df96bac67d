import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbHandle } from '../db/database.ts';

/** Liveness for load balancers and the start script: answers only when the database does. */
export function registerHealthRoutes(app: FastifyInstance, options: { database: DbHandle }): void {
  app.get('/api/health', async () => {
    await options.database.db.execute(sql`select 1`);
    return { ok: true, database: options.database.kind };
  });
}
