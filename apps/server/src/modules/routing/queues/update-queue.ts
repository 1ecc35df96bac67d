import { queuePatch } from '@parley/core/routing/rules';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbExecutor } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { queues } from '../routing.tables.ts';
import { bumpRoutingVersion } from '../rules/routing-table.ts';
import { assertFreeQueueName } from './create-queue.ts';
import { type QueueView, toQueueView } from './list-queues.ts';

/**
 * Changes a queue. Making it the default unsets the previous one; the default cannot stop being the
 * default by itself (a brand has exactly one): make another queue the default instead. New skills and
 * timeouts apply to tasks already waiting in it (the dispatcher reads the queue on every pass).
 */
export async function updateQueue(
  db: DbExecutor,
  options: { brandId: string; sid: string; input: z.input<typeof queuePatch> | Record<string, unknown> },
): Promise<QueueView> {
  const { brandId, sid } = options;
  const patch = queuePatch.parse(options.input);
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(queues)
      .where(and(eq(queues.brandId, brandId), eq(queues.sid, sid)))
      .for('update');
    if (!current) throw new AppError('not_found', 'Queue not found', { field: 'sid' });
    if (patch.isDefault === false && current.isDefault) {
      throw new AppError('conflict', 'Make another queue the default instead', { field: 'isDefault' });
    }
    if (patch.friendlyName !== undefined) await assertFreeQueueName(tx, brandId, patch.friendlyName, sid);
    if (patch.isDefault && !current.isDefault) {
      await tx
        .update(queues)
        .set({ isDefault: false, updatedAt: new Date() })
        .where(and(eq(queues.brandId, brandId), eq(queues.isDefault, true)));
    }
    const [row] = await tx
      .update(queues)
      .set({ ...patch, updatedAt: new Date() })
      .where(and(eq(queues.brandId, brandId), eq(queues.sid, sid)))
      .returning();
    if (!row) throw new Error('locked queue vanished');
    await bumpRoutingVersion(tx, brandId);
    return toQueueView(row);
  });
}
