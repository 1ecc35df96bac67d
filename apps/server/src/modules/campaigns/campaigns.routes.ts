import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDb } from '../../platform/db/database.ts';
import { requireSession } from '../../platform/http/guards.ts';
import type { EventBus } from '../../platform/realtime/event-bus.ts';
import { skipCampaignContact } from './skip-campaign-contact.ts';

const skipInput = z.object({
  taskSid: z.string({ message: 'is required' }).trim().min(1, 'is required').max(64),
});

/**
 * The agent's side of a campaign (docs/campaigns.md "Preview"): REST beside /conv/tasks, as the desk's
 * other task actions are. Campaign management is GraphQL (campaigns.graphql.ts).
 */
export function registerCampaignsRoutes(app: FastifyInstance, options: { db: AppDb; bus: EventBus }): void {
  app.post('/api/campaigns/skip-contact', async (request) => {
    const session = requireSession(request);
    const { taskSid } = skipInput.parse(request.body ?? {});
    return skipCampaignContact(options, { brandId: session.brandId, userId: session.userId, taskSid });
  });
}
