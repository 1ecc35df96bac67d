import { findHolidayOverlap, holidayInputSchema } from '@parley/core/compliance/compliance-input';
import type { Holiday } from '@parley/core/compliance/compliance-model';
import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { complianceHolidays } from './compliance.tables.ts';
import { afterCommit, listHolidays, lockBrandCompliance } from './compliance-store.ts';

// Settings › Call Restrictions › Holidays: date ranges on which nobody is called or texted. Two
// holidays of a brand never overlap (a 400 naming the other one), so a list reads as a calendar.

function holidayNotFound(): AppError {
  return new AppError('not_found', 'Holiday not found', { field: 'id' });
}

async function refuseOverlap(
  tx: DbExecutor,
  brandId: string,
  holiday: Omit<Holiday, 'id'> & { id?: string },
) {
  const others = (await listHolidays(tx, brandId)).filter((other) => other.id !== holiday.id);
  const overlap = findHolidayOverlap([...others, holiday]);
  if (!overlap) return;
  const other = overlap.find((entry) => entry !== holiday) ?? overlap[0];
  throw new AppError(
    'validation_failed',
    `These dates overlap the holiday ${other?.name} (${other?.startDate} to ${other?.endDate})`,
    { field: 'startDate' },
  );
}

export async function createHoliday(
  db: DbExecutor,
  options: { brandId: string; input: unknown },
): Promise<Holiday> {
  return afterCommit(options.brandId, async () => {
    const input = holidayInputSchema.parse(options.input);
    return db.transaction(async (tx) => {
      await lockBrandCompliance(tx, options.brandId);
      await refuseOverlap(tx, options.brandId, input);
      const [created] = await tx
        .insert(complianceHolidays)
        .values({ brandId: options.brandId, ...input })
        .returning();
      if (!created) throw new Error('the holiday was not stored');
      return { id: created.id, name: created.name, startDate: created.startDate, endDate: created.endDate };
    });
  });
}

export async function updateHoliday(
  db: DbExecutor,
  options: { brandId: string; id: string; input: unknown },
): Promise<Holiday> {
  return afterCommit(options.brandId, async () => {
    const input = holidayInputSchema.parse(options.input);
    return db.transaction(async (tx) => {
      await lockBrandCompliance(tx, options.brandId);
      await refuseOverlap(tx, options.brandId, { ...input, id: options.id });
      const [updated] = await tx
        .update(complianceHolidays)
        .set(input)
        .where(and(eq(complianceHolidays.brandId, options.brandId), eq(complianceHolidays.id, options.id)))
        .returning();
      if (!updated) throw holidayNotFound();
      return { id: updated.id, name: updated.name, startDate: updated.startDate, endDate: updated.endDate };
    });
  });
}

export async function deleteHoliday(
  db: DbExecutor,
  options: { brandId: string; id: string },
): Promise<string> {
  return afterCommit(options.brandId, async () => {
    const [deleted] = await db
      .delete(complianceHolidays)
      .where(and(eq(complianceHolidays.brandId, options.brandId), eq(complianceHolidays.id, options.id)))
      .returning({ id: complianceHolidays.id });
    if (!deleted) throw holidayNotFound();
    return deleted.id;
  });
}
