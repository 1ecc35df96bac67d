import { DEFAULT_QUEUE_NAME, DEFAULT_RESERVATION_TIMEOUT_SECONDS } from '@parley/core/routing/rules';
import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../../platform/db/database.ts';
import { type QueueRow, queues } from '../routing.tables.ts';
import { newQueueSid } from '../routing-ids.ts';
import { bumpRoutingVersion } from '../rules/routing-table.ts';

/**
 * The brand's default queue, created on first need (a brand has exactly one: the partial unique
 * index settles a race between two creators). Every agent may take its tasks (no required skills).
 */
export async function ensureDefaultQueue(db: DbExecutor, options: { brandId: string }): Promise<QueueRow> {
  const { brandId } = options;
  const existing = await db
    .select()
    .from(queues)
    .where(and(eq(queues.brandId, brandId), eq(queues.isDefault, true)));
  if (existing[0]) return existing[0];
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(queues)
      .values({
        brandId,
        sid: newQueueSid(),
        // A brand may already use the name for another queue: then the default gets a suffix.
        friendlyName: await freeName(tx, brandId, DEFAULT_QUEUE_NAME),
        requiredSkills: [],
        reservationTimeoutSeconds: DEFAULT_RESERVATION_TIMEOUT_SECONDS,
        isDefault: true,
      })
      .onConflictDoNothing()
      .returning({ sid: queues.sid });
    if (inserted.length > 0) await bumpRoutingVersion(tx, brandId);
  });
  const [created] = await db
    .select()
    .from(queues)
    .where(and(eq(queues.brandId, brandId), eq(queues.isDefault, true)));
  if (!created) throw new Error('the default queue could not be created');
  return created;
}

async function freeName(db: DbExecutor, brandId: string, base: string): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    const name = attempt === 1 ? base : `${base} ${attempt}`;
    const [taken] = await db
      .select({ sid: queues.sid })
      .from(queues)
      .where(and(eq(queues.brandId, brandId), eq(queues.friendlyName, name)));
    if (!taken) return name;
  }
}
