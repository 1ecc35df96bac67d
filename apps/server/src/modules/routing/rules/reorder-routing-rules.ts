import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { DbExecutor } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { routingRules } from '../routing.tables.ts';
import { listRoutingRules, type RoutingRuleView } from './list-routing-rules.ts';
import { bumpRoutingVersion } from './routing-table.ts';

export const reorderRoutingRulesInput = z.object({
  ids: z.array(z.string().uuid('must be rule ids')).max(1_000),
});

/** Sets the evaluation order: `ids` must list every rule of the brand exactly once. */
export async function reorderRoutingRules(
  db: DbExecutor,
  options: { brandId: string; ids: string[] },
): Promise<RoutingRuleView[]> {
  const { brandId } = options;
  const { ids } = reorderRoutingRulesInput.parse({ ids: options.ids });
  return db.transaction(async (tx) => {
    const current = await tx
      .select({ id: routingRules.id })
      .from(routingRules)
      .where(eq(routingRules.brandId, brandId))
      .for('update');
    const known = new Set(current.map((row) => row.id));
    if (ids.length !== known.size || new Set(ids).size !== ids.length || !ids.every((id) => known.has(id))) {
      throw new AppError('validation_failed', 'ids must list every routing rule exactly once', {
        field: 'ids',
      });
    }
    const now = new Date();
    for (const [position, id] of ids.entries()) {
      await tx
        .update(routingRules)
        .set({ position, updatedAt: now })
        .where(and(eq(routingRules.brandId, brandId), eq(routingRules.id, id)));
    }
    await bumpRoutingVersion(tx, brandId);
    return listRoutingRules(tx, { brandId });
  });
}
