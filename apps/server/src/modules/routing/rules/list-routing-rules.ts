import type { RoutingCondition, RoutingMatchMode } from '@parley/core/routing/rules';
import { and, asc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../../platform/db/database.ts';
import { queues, routingRules } from '../routing.tables.ts';

/** RoutingRule of docs/routing-contract.md, plus the name of its queue for the settings list. */
export type RoutingRuleView = {
  id: string;
  name: string;
  position: number;
  enabled: boolean;
  match: RoutingMatchMode;
  conditions: RoutingCondition[];
  queueSid: string;
  queueName: string;
  priority: number | null;
};

type RuleRow = typeof routingRules.$inferSelect;

export function toRoutingRuleView(row: RuleRow, queueName: string): RoutingRuleView {
  return {
    id: row.id,
    name: row.name,
    position: row.position,
    enabled: row.enabled,
    match: row.match === 'any' ? 'any' : 'all',
    // Written only by this module after routingRuleInput validated them.
    conditions: row.conditions as RoutingCondition[],
    queueSid: row.queueSid,
    queueName,
    priority: row.priority,
  };
}

/** The brand's rules in evaluation order (the first enabled match wins). */
export async function listRoutingRules(
  db: DbExecutor,
  options: { brandId: string },
): Promise<RoutingRuleView[]> {
  const rows = await db
    .select({ rule: routingRules, queueName: queues.friendlyName })
    .from(routingRules)
    .innerJoin(queues, and(eq(queues.brandId, routingRules.brandId), eq(queues.sid, routingRules.queueSid)))
    .where(eq(routingRules.brandId, options.brandId))
    .orderBy(asc(routingRules.position), asc(routingRules.createdAt));
  return rows.map((row) => toRoutingRuleView(row.rule, row.queueName));
}
