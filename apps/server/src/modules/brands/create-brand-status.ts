import { statusInput } from '@parley/core/brands/statuses';
import type { z } from 'zod';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type BrandStatus, lockBrandStatuses, newActivitySid, STATUS_NAME_TAKEN } from './brand-statuses.ts';
import { agentStatuses } from './brands.tables.ts';

/** A new status at the end of the brand's list. */
export async function createBrandStatus(
  db: DbExecutor,
  options: { brandId: string; input: z.input<typeof statusInput> },
): Promise<BrandStatus> {
  const input = statusInput.parse(options.input);
  const { brandId } = options;
  return db.transaction(async (tx) => {
    const existing = await lockBrandStatuses(tx, brandId);
    const position = Math.max(-1, ...existing.map((status) => status.position)) + 1;
    const [created] = await tx
      .insert(agentStatuses)
      .values({
        brandId,
        name: input.name,
        available: input.available,
        activitySid: newActivitySid(),
        position,
      })
      .onConflictDoNothing()
      .returning({
        id: agentStatuses.id,
        name: agentStatuses.name,
        available: agentStatuses.available,
        activitySid: agentStatuses.activitySid,
        position: agentStatuses.position,
      });
    if (!created) throw new AppError('conflict', STATUS_NAME_TAKEN, { field: 'name' });
    return created;
  });
}
