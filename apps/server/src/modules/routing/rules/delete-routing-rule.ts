import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { routingRules } from '../routing.tables.ts';
import { bumpRoutingVersion } from './routing-table.ts';

export async function deleteRoutingRule(
  db: DbExecutor,
  options: { brandId: string; id: string },
): Promise<{ success: true }> {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(routingRules)
      .where(and(eq(routingRules.brandId, options.brandId), eq(routingRules.id, options.id)))
      .returning({ id: routingRules.id });
    if (deleted.length === 0) throw new AppError('not_found', 'Routing rule not found', { field: 'id' });
    await bumpRoutingVersion(tx, options.brandId);
    return { success: true as const };
  });
}
