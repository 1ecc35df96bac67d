import { emergencyInputSchema } from '@parley/core/compliance/compliance-input';
import type { EmergencyArea } from '@parley/core/compliance/compliance-model';
import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { complianceEmergencies } from './compliance.tables.ts';
import { afterCommit } from './compliance-store.ts';

// Settings › Call Restrictions › State of Emergency: states and area codes nobody is called or
// texted in between two dates (a hurricane, a wildfire). Several may overlap: each is its own order.

function emergencyNotFound(): AppError {
  return new AppError('not_found', 'State of emergency not found', { field: 'id' });
}

function present(row: typeof complianceEmergencies.$inferSelect): EmergencyArea {
  return {
    id: row.id,
    name: row.name,
    states: row.states,
    areaCodes: row.areaCodes,
    startDate: row.startDate,
    endDate: row.endDate,
  };
}

export async function createEmergency(
  db: DbExecutor,
  options: { brandId: string; input: unknown },
): Promise<EmergencyArea> {
  return afterCommit(options.brandId, async () => {
    const input = emergencyInputSchema.parse(options.input);
    const [created] = await db
      .insert(complianceEmergencies)
      .values({ brandId: options.brandId, ...input })
      .returning();
    if (!created) throw new Error('the state of emergency was not stored');
    return present(created);
  });
}

export async function updateEmergency(
  db: DbExecutor,
  options: { brandId: string; id: string; input: unknown },
): Promise<EmergencyArea> {
  return afterCommit(options.brandId, async () => {
    const input = emergencyInputSchema.parse(options.input);
    const [updated] = await db
      .update(complianceEmergencies)
      .set(input)
      .where(
        and(eq(complianceEmergencies.brandId, options.brandId), eq(complianceEmergencies.id, options.id)),
      )
      .returning();
    if (!updated) throw emergencyNotFound();
    return present(updated);
  });
}

export async function deleteEmergency(
  db: DbExecutor,
  options: { brandId: string; id: string },
): Promise<string> {
  return afterCommit(options.brandId, async () => {
    const [deleted] = await db
      .delete(complianceEmergencies)
      .where(
        and(eq(complianceEmergencies.brandId, options.brandId), eq(complianceEmergencies.id, options.id)),
      )
      .returning({ id: complianceEmergencies.id });
    if (!deleted) throw emergencyNotFound();
    return deleted.id;
  });
}
