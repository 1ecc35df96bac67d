import { routingRuleInput } from '@parley/core/routing/rules';
import { and, eq, max } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbExecutor } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { queues, routingRules } from '../routing.tables.ts';
import { type RoutingRuleView, toRoutingRuleView } from './list-routing-rules.ts';
import { bumpRoutingVersion } from './routing-table.ts';

export async function queueNameOf(tx: DbExecutor, brandId: string, queueSid: string): Promise<string> {
  const [queue] = await tx
    .select({ friendlyName: queues.friendlyName })
    .from(queues)
    .where(and(eq(queues.brandId, brandId), eq(queues.sid, queueSid)));
  if (!queue) throw new AppError('not_found', 'Queue not found', { field: 'queueSid' });
  return queue.friendlyName;
}

/** A new rule, last in the list. */
export async function createRoutingRule(
  db: DbExecutor,
  options: { brandId: string; input: z.input<typeof routingRuleInput> | Record<string, unknown> },
): Promise<RoutingRuleView> {
  const { brandId } = options;
  const input = routingRuleInput.parse(options.input);
  return db.transaction(async (tx) => {
    const queueName = await queueNameOf(tx, brandId, input.queueSid);
    const [last] = await tx
      .select({ value: max(routingRules.position) })
      .from(routingRules)
      .where(eq(routingRules.brandId, brandId));
    const [row] = await tx
      .insert(routingRules)
      .values({ brandId, ...input, priority: input.priority ?? null, position: (last?.value ?? -1) + 1 })
      .returning();
    if (!row) throw new Error('rule insert returned no row');
    await bumpRoutingVersion(tx, brandId);
    return toRoutingRuleView(row, queueName);
  });
}
