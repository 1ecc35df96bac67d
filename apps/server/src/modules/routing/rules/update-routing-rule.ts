import { routingRulePatch } from '@parley/core/routing/rules';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbExecutor } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { routingRules } from '../routing.tables.ts';
import { queueNameOf } from './create-routing-rule.ts';
import { type RoutingRuleView, toRoutingRuleView } from './list-routing-rules.ts';
import { bumpRoutingVersion } from './routing-table.ts';

export async function updateRoutingRule(
  db: DbExecutor,
  options: { brandId: string; id: string; input: z.input<typeof routingRulePatch> | Record<string, unknown> },
): Promise<RoutingRuleView> {
  const { brandId, id } = options;
  const patch = routingRulePatch.parse(options.input);
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(routingRules)
      .where(and(eq(routingRules.brandId, brandId), eq(routingRules.id, id)))
      .for('update');
    if (!current) throw new AppError('not_found', 'Routing rule not found', { field: 'id' });
    const queueName = await queueNameOf(tx, brandId, patch.queueSid ?? current.queueSid);
    const [row] = await tx
      .update(routingRules)
      .set({ ...patch, updatedAt: new Date() })
      .where(and(eq(routingRules.brandId, brandId), eq(routingRules.id, id)))
      .returning();
    if (!row) throw new Error('locked rule vanished');
    await bumpRoutingVersion(tx, brandId);
    return toRoutingRuleView(row, queueName);
  });
}
