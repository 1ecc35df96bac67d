import { updateStatusInput } from '@parley/core/brands/statuses';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type BrandStatus, lockBrandStatuses, STATUS_NAME_TAKEN } from './brand-statuses.ts';
import { agentStatuses } from './brands.tables.ts';
import type { StatusHolder, StatusHolders } from './status-holders.ts';
import { assertStatusMix } from './status-rules.ts';

export type StatusChange = { status: BrandStatus; affectedUsers: StatusHolder[] };

/**
 * Renames a status (agents in it keep it under the new name) and/or switches whether it is
 * available (agents in it become routable or stop being offered work).
 */
export async function updateBrandStatus(
  db: DbExecutor,
  options: {
    brandId: string;
    statusId: string;
    input: z.input<typeof updateStatusInput>;
    holders: StatusHolders;
    now?: Date;
  },
): Promise<StatusChange> {
  const input = updateStatusInput.parse(options.input);
  const { brandId, statusId } = options;
  return db.transaction(async (tx) => {
    const statuses = await lockBrandStatuses(tx, brandId);
    const current = statuses.find((status) => status.id === statusId);
    if (!current) throw new AppError('not_found', 'Status not found', { field: 'id' });
    const next: BrandStatus = {
      ...current,
      name: input.name ?? current.name,
      available: input.available ?? current.available,
    };
    if (statuses.some((status) => status.id !== statusId && status.name === next.name))
      throw new AppError('conflict', STATUS_NAME_TAKEN, { field: 'name' });
    assertStatusMix(
      statuses.map((status) => (status.id === statusId ? next : status)),
      'available',
    );
    await tx
      .update(agentStatuses)
      .set({ name: next.name, available: next.available })
      .where(and(eq(agentStatuses.brandId, brandId), eq(agentStatuses.id, statusId)));
    let affectedUsers: StatusHolder[] = [];
    if (next.name !== current.name) {
      affectedUsers = await options.holders.reassign(tx, {
        brandId,
        from: current.name,
        to: next.name,
        renamed: true,
        now: options.now,
      });
    } else if (next.available !== current.available) {
      affectedUsers = await options.holders.resync(tx, { brandId, status: next.name });
    }
    return { status: next, affectedUsers };
  });
}
