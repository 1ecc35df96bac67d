import type { RoutingCondition } from '@parley/core/routing/rules';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../platform/db/database.ts';
import { type QueueRow, queues, routingRules, routingVersions } from '../routing.tables.ts';
import { queryRows } from '../routing-sql.ts';

export type RouteRule = {
  name: string;
  enabled: boolean;
  match: 'all' | 'any';
  conditions: RoutingCondition[];
  queueSid: string;
  priority: number | null;
  queue: QueueRow;
};

export type RoutingTable = { version: string; rules: RouteRule[]; defaultQueue: QueueRow | null };

// Every task creation routes through the brand's rules; reading and parsing them each time costs
// more than the insert. They are cached per process and brand with the brand's routing version, which
// every change to queues or rules bumps: the insert of a task checks it (one primary-key read).
const cache = new Map<string, RoutingTable>();
const MAX_CACHED_BRANDS = 1_000;

/** The version of a brand's rules and queues, as SQL (a task insert can be guarded by it). */
export function routingVersionSql(brandId: string): SQL {
  return sql`coalesce((select version from routing_versions where brand_id = ${brandId}), 0)::text`;
}

/** Marks the brand's queues or rules as changed; call it in the transaction that changes them. */
export async function bumpRoutingVersion(tx: DbExecutor, brandId: string): Promise<void> {
  await tx
    .insert(routingVersions)
    .values({ brandId, version: 1 })
    .onConflictDoUpdate({
      target: routingVersions.brandId,
      set: { version: sql`${routingVersions.version} + 1`, updatedAt: new Date() },
    });
}

async function readVersion(db: DbExecutor, brandId: string): Promise<string> {
  const [row] = await queryRows<{ version: string }>(
    db,
    sql`select ${routingVersionSql(brandId)} as version`,
  );
  return row?.version ?? '';
}

/** The table this process last read for the brand, without checking it is current. */
export function cachedRoutingTable(brandId: string): RoutingTable | undefined {
  return cache.get(brandId);
}

/** The brand's enabled rules in evaluation order, each with its queue, and its default queue. */
export async function loadRoutingTable(db: DbExecutor, brandId: string): Promise<RoutingTable> {
  const version = await readVersion(db, brandId);
  const cached = cache.get(brandId);
  if (cached && cached.version === version) return cached;
  const rows = await db
    .select({ rule: routingRules, queue: queues })
    .from(routingRules)
    .innerJoin(queues, and(eq(queues.brandId, routingRules.brandId), eq(queues.sid, routingRules.queueSid)))
    .where(and(eq(routingRules.brandId, brandId), eq(routingRules.enabled, true)))
    .orderBy(asc(routingRules.position), asc(routingRules.createdAt));
  const [defaultQueue] = await db
    .select()
    .from(queues)
    .where(and(eq(queues.brandId, brandId), eq(queues.isDefault, true)));
  const table: RoutingTable = {
    version,
    defaultQueue: defaultQueue ?? null,
    rules: rows.map(({ rule, queue }) => ({
      name: rule.name,
      enabled: rule.enabled,
      match: rule.match === 'any' ? 'any' : 'all',
      // Written only by this module after routingRuleInput validated them.
      conditions: rule.conditions as RoutingCondition[],
      queueSid: rule.queueSid,
      priority: rule.priority,
      queue,
    })),
  };
  if (cache.size >= MAX_CACHED_BRANDS) cache.clear();
  cache.set(brandId, table);
  return table;
}
