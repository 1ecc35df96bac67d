import type { DbExecutor } from '../../platform/db/database.ts';
import { usersPorts } from './users-ports.ts';

/**
 * Tells the routing engine that these users' roles, skills, teams, capacity or status changed, so
 * its worker records follow (docs/routing-contract.md). Called inside the command's transaction:
 * the engine never sees a half-applied change.
 */
export async function syncWorkers(db: DbExecutor, brandId: string, userIds: Iterable<string>): Promise<void> {
  const { syncWorker } = usersPorts();
  for (const userId of new Set(userIds)) await syncWorker(db, { brandId, userId });
}
