import {
  callLimitsInputSchema,
  complianceSettingsInputSchema,
  dailyHoursInputSchema,
} from '@parley/core/compliance/compliance-input';
import { z } from 'zod';
import type { DbExecutor } from '../../platform/db/database.ts';
import {
  afterCommit,
  type ComplianceSettings,
  lockBrandCompliance,
  writeComplianceSettings,
} from './compliance-store.ts';

type Change<T> = { brandId: string; input: T; now?: Date };

/** Settings › Call Restrictions › Daily Available Hours: the seven weekday windows, all at once. */
export async function saveDailyHours(db: DbExecutor, options: Change<unknown>): Promise<ComplianceSettings> {
  // Errors name the window as the API takes it: `hours.1.end`.
  const { hours: dailyHours } = z.object({ hours: dailyHoursInputSchema }).parse({ hours: options.input });
  return afterCommit(options.brandId, () =>
    db.transaction(async (tx) => {
      await lockBrandCompliance(tx, options.brandId);
      return writeComplianceSettings(tx, options.brandId, { dailyHours }, options.now ?? new Date());
    }),
  );
}

/** Settings › Call Restrictions › Daily Call Limits: per contact and per number, per day (null: none). */
export async function saveCallLimits(db: DbExecutor, options: Change<unknown>): Promise<ComplianceSettings> {
  const limits = callLimitsInputSchema.parse(options.input);
  return afterCommit(options.brandId, () =>
    db.transaction(async (tx) => {
      await lockBrandCompliance(tx, options.brandId);
      return writeComplianceSettings(tx, options.brandId, limits, options.now ?? new Date());
    }),
  );
}

/** Settings › Compliance: the target abandon rate (percent) and the safe-harbour message. */
export async function saveAbandonSettings(
  db: DbExecutor,
  options: Change<unknown>,
): Promise<ComplianceSettings> {
  const settings = complianceSettingsInputSchema.parse(options.input);
  return db.transaction(async (tx) => {
    await lockBrandCompliance(tx, options.brandId);
    return writeComplianceSettings(tx, options.brandId, settings, options.now ?? new Date());
  });
}
