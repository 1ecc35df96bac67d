import { reorderInput } from '@parley/core/common/reorder';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type BrandStatus, listBrandStatuses, lockBrandStatuses } from './brand-statuses.ts';
import { agentStatuses } from './brands.tables.ts';

/** Puts the brand's statuses in the given order; `ids` must name each of them once. */
export async function reorderBrandStatuses(
  db: DbExecutor,
  options: { brandId: string; input: z.input<typeof reorderInput> },
): Promise<BrandStatus[]> {
  const { ids } = reorderInput.parse(options.input);
  const { brandId } = options;
  return db.transaction(async (tx) => {
    const statuses = await lockBrandStatuses(tx, brandId);
    const known = new Set(statuses.map((status) => status.id));
    if (ids.length !== known.size || new Set(ids).size !== ids.length || !ids.every((id) => known.has(id)))
      throw new AppError('validation_failed', 'ids must list every status of the brand once', {
        field: 'ids',
      });
    for (const [position, id] of ids.entries()) {
      await tx
        .update(agentStatuses)
        .set({ position })
        .where(and(eq(agentStatuses.brandId, brandId), eq(agentStatuses.id, id)));
    }
    return listBrandStatuses(tx, brandId);
  });
}
