import { type QueueInput, queueInput } from '@parley/core/routing/rules';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbExecutor } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { queues } from '../routing.tables.ts';
import { newQueueSid } from '../routing-ids.ts';
import { bumpRoutingVersion } from '../rules/routing-table.ts';
import { type QueueView, toQueueView } from './list-queues.ts';

export async function assertFreeQueueName(
  tx: DbExecutor,
  brandId: string,
  friendlyName: string,
  exceptSid?: string,
): Promise<void> {
  const [taken] = await tx
    .select({ sid: queues.sid })
    .from(queues)
    .where(and(eq(queues.brandId, brandId), eq(queues.friendlyName, friendlyName)));
  if (taken && taken.sid !== exceptSid) {
    throw new AppError('conflict', 'A queue with this name already exists', { field: 'friendlyName' });
  }
}

/** A new queue; made the default, it takes the place of the previous default (one per brand). */
export async function createQueue(
  db: DbExecutor,
  options: { brandId: string; input: z.input<typeof queueInput> | Record<string, unknown> },
): Promise<QueueView> {
  const { brandId } = options;
  const input: QueueInput = queueInput.parse(options.input);
  return db.transaction(async (tx) => {
    await assertFreeQueueName(tx, brandId, input.friendlyName);
    if (input.isDefault) {
      await tx
        .update(queues)
        .set({ isDefault: false, updatedAt: new Date() })
        .where(and(eq(queues.brandId, brandId), eq(queues.isDefault, true)));
    }
    const [row] = await tx
      .insert(queues)
      .values({ brandId, sid: newQueueSid(), ...input })
      .returning();
    if (!row) throw new Error('queue insert returned no row');
    await bumpRoutingVersion(tx, brandId);
    return toQueueView(row);
  });
}
