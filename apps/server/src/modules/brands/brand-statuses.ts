import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { agentStatuses } from './brands.tables.ts';

/** A status of the brand as the settings page edits it. */
export type BrandStatus = {
  id: string;
  name: string;
  available: boolean;
  activitySid: string;
  position: number;
};

export const STATUS_NAME_TAKEN = 'A status with this name already exists';

export function newActivitySid(): string {
  return `WA${randomBytes(16).toString('hex')}`;
}

export async function listBrandStatuses(db: DbExecutor, brandId: string): Promise<BrandStatus[]> {
  return db
    .select({
      id: agentStatuses.id,
      name: agentStatuses.name,
      available: agentStatuses.available,
      activitySid: agentStatuses.activitySid,
      position: agentStatuses.position,
    })
    .from(agentStatuses)
    .where(eq(agentStatuses.brandId, brandId))
    .orderBy(asc(agentStatuses.position), asc(agentStatuses.name));
}

/** Locks the brand's statuses for the rest of the transaction, so two edits cannot break the rules together. */
export async function lockBrandStatuses(tx: DbExecutor, brandId: string): Promise<BrandStatus[]> {
  return tx
    .select({
      id: agentStatuses.id,
      name: agentStatuses.name,
      available: agentStatuses.available,
      activitySid: agentStatuses.activitySid,
      position: agentStatuses.position,
    })
    .from(agentStatuses)
    .where(eq(agentStatuses.brandId, brandId))
    .orderBy(asc(agentStatuses.position), asc(agentStatuses.name))
    .for('update');
}
