import type { FastifyInstance } from 'fastify';
import type { AppDb } from '../../platform/db/database.ts';
import { requireRole, requireSession } from '../../platform/http/guards.ts';
import { listMailOutbox } from '../../platform/mail/list-mail-outbox.ts';

export function registerAdminRoutes(app: FastifyInstance, options: { db: AppDb }): void {
  app.get('/api/admin/mail-outbox', async (request) => {
    const session = requireRole(requireSession(request), ['admin']);
    return { items: await listMailOutbox(options.db, session) };
  });
}
