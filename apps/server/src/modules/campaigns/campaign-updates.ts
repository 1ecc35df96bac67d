import type { CampaignState } from '@parley/core/campaigns/campaign-model';
import { inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import type { EventBus } from '../../platform/realtime/event-bus.ts';
import { campaigns } from './campaigns.tables.ts';

// campaign.updated on the live stream (core campaigns/stream-events.ts): whatever changes a campaign's
// figures or state marks it here (the runner's passes, call outcomes, state moves); the runner
// publishes the marked ones each tick, each at most once a second, after their changes committed (a
// mark made in a transaction that rolls back only costs the pages one needless read).

/** Each campaign at most once in this many ms. */
export const CAMPAIGN_UPDATE_INTERVAL_MS = 1000;

const marked = new Set<string>();
const lastPublished = new Map<string, number>();

export function markCampaignChanged(campaignId: string): void {
  marked.add(campaignId);
}

/** Publishes campaign.updated for the marked campaigns whose last one is a second old or more. */
export async function publishCampaignUpdates(
  deps: { db: DbExecutor; bus: EventBus },
  now: Date,
): Promise<void> {
  const due = [...marked].filter(
    (id) => now.getTime() - (lastPublished.get(id) ?? 0) >= CAMPAIGN_UPDATE_INTERVAL_MS,
  );
  if (due.length === 0) return;
  for (const id of due) marked.delete(id);
  const rows = await deps.db
    .select({ brandId: campaigns.brandId, id: campaigns.id, state: campaigns.state })
    .from(campaigns)
    .where(inArray(campaigns.id, due));
  if (rows.length === 0) return;
  await deps.bus.publishMany(
    rows.map((row) => ({
      brandId: row.brandId,
      name: 'campaign.updated' as const,
      data: { campaignId: row.id, state: row.state as CampaignState, updatedAt: now.toISOString() },
    })),
  );
  for (const row of rows) lastPublished.set(row.id, now.getTime());
  // Forget campaigns not heard of for a minute, so the map stays small.
  for (const [id, at] of lastPublished) if (now.getTime() - at > 60_000) lastPublished.delete(id);
}
