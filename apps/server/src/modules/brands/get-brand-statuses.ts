import type { AvailableStatus } from '@parley/core/users/agent-status';
import { asc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { agentStatuses } from './brands.tables.ts';

/** Brand.availableStatuses (spec 000 §3), in the admin's order. */
export async function getBrandStatuses(
  db: DbExecutor,
  options: { brandId: string },
): Promise<AvailableStatus[]> {
  return db
    .select({
      name: agentStatuses.name,
      available: agentStatuses.available,
      activitySid: agentStatuses.activitySid,
    })
    .from(agentStatuses)
    .where(eq(agentStatuses.brandId, options.brandId))
    .orderBy(asc(agentStatuses.position));
}
