import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../platform/db/database.ts';
import { engineRows } from './engine-sql.ts';

/**
 * Archiving a live journey stops its scheduled trigger (docs/journeys.md "Triggers"), in the archive's
 * transaction: its pending `schedule` jobs are deleted, the next occurrence's start and the pages of
 * one being entered (dead ones too). A job the runner holds at that moment is skipped (SKIP LOCKED:
 * waiting for it while holding the journey's lock, which that job asks for, would deadlock); it finds
 * the journey archived and stops there (runScheduleJob). Returns how many were deleted.
 */
export async function stopJourneySchedule(
  tx: DbExecutor,
  options: { brandId: string; journeyId: string },
): Promise<number> {
  const { brandId, journeyId } = options;
  const rows = await engineRows<{ id: string }>(
    tx,
    sql`delete from journey_jobs where (brand_id, id) in (
        select brand_id, id from journey_jobs
        where brand_id = ${brandId} and journey_id = ${journeyId} and kind = 'schedule'
        for update skip locked)
      returning id`,
  );
  return rows.length;
}
