import { and, count, eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { queues, routingRules, tasks } from '../routing.tables.ts';
import { bumpRoutingVersion } from '../rules/routing-table.ts';

/**
 * Deletes a queue that nothing needs: not the default, no routing rule sending tasks to it, no open
 * task in it. Finished tasks keep the queue's name (recent tasks show it).
 */
export async function deleteQueue(
  db: DbExecutor,
  options: { brandId: string; sid: string },
): Promise<{ success: true }> {
  const { brandId, sid } = options;
  return db.transaction(async (tx) => {
    const [queue] = await tx
      .select()
      .from(queues)
      .where(and(eq(queues.brandId, brandId), eq(queues.sid, sid)))
      .for('update');
    if (!queue) throw new AppError('not_found', 'Queue not found', { field: 'sid' });
    if (queue.isDefault) {
      throw new AppError('conflict', 'The default queue cannot be deleted', { field: 'sid' });
    }
    const [rules] = await tx
      .select({ value: count() })
      .from(routingRules)
      .where(and(eq(routingRules.brandId, brandId), eq(routingRules.queueSid, sid)));
    if ((rules?.value ?? 0) > 0) {
      throw new AppError('conflict', 'Routing rules send tasks to this queue', { field: 'sid' });
    }
    const [open] = await tx
      .select({ value: count() })
      .from(tasks)
      .where(
        and(
          eq(tasks.brandId, brandId),
          eq(tasks.queueSid, sid),
          inArray(tasks.status, ['pending', 'accepted', 'wrapping']),
        ),
      );
    if ((open?.value ?? 0) > 0) {
      throw new AppError('conflict', 'The queue still has open tasks', { field: 'sid' });
    }
    await tx.delete(queues).where(and(eq(queues.brandId, brandId), eq(queues.sid, sid)));
    await bumpRoutingVersion(tx, brandId);
    return { success: true as const };
  });
}
