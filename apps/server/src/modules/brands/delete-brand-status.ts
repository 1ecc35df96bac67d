import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { lockBrandStatuses } from './brand-statuses.ts';
import { agentStatuses } from './brands.tables.ts';
import type { StatusHolder, StatusHolders } from './status-holders.ts';
import { assertStatusMix } from './status-rules.ts';

/**
 * Deletes a status. Agents in it move to the first remaining non-available status, the fall-back
 * of spec 000 §4, so nobody is left in a status that no longer exists.
 */
export async function deleteBrandStatus(
  db: DbExecutor,
  options: { brandId: string; statusId: string; holders: StatusHolders; now?: Date },
): Promise<{ id: string; movedTo: string; affectedUsers: StatusHolder[] }> {
  const { brandId, statusId } = options;
  return db.transaction(async (tx) => {
    const statuses = await lockBrandStatuses(tx, brandId);
    const doomed = statuses.find((status) => status.id === statusId);
    if (!doomed) throw new AppError('not_found', 'Status not found', { field: 'id' });
    const remaining = statuses.filter((status) => status.id !== statusId);
    assertStatusMix(remaining, 'id');
    const fallback = remaining.find((status) => !status.available);
    // assertStatusMix guarantees one; the check keeps the types honest.
    if (!fallback) throw new AppError('validation_failed', 'No status to move agents to', { field: 'id' });
    await tx
      .delete(agentStatuses)
      .where(and(eq(agentStatuses.brandId, brandId), eq(agentStatuses.id, statusId)));
    const affectedUsers = await options.holders.reassign(tx, {
      brandId,
      from: doomed.name,
      to: fallback.name,
      renamed: false,
      now: options.now,
    });
    return { id: statusId, movedTo: fallback.name, affectedUsers };
  });
}
