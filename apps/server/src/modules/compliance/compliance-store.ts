import {
  DEFAULT_SAFE_HARBOUR_MESSAGE,
  DEFAULT_TARGET_ABANDON_RATE,
} from '@parley/core/compliance/compliance-input';
import {
  type CallRestrictions,
  type DailyWindow,
  DEFAULT_DAILY_HOURS,
  type EmergencyArea,
  type Holiday,
} from '@parley/core/compliance/compliance-model';
import { asc, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { complianceEmergencies, complianceHolidays, complianceSettings } from './compliance.tables.ts';

export type ComplianceSettings = {
  dailyHours: DailyWindow[];
  perContactPerDay: number | null;
  perNumberPerDay: number | null;
  targetAbandonRate: number;
  safeHarbourMessage: string;
};

/** The brand's settings row, or the defaults for what it never changed. */
export async function readComplianceSettings(db: DbExecutor, brandId: string): Promise<ComplianceSettings> {
  const [row] = await db.select().from(complianceSettings).where(eq(complianceSettings.brandId, brandId));
  return {
    dailyHours: (row?.dailyHours as DailyWindow[] | null) ?? DEFAULT_DAILY_HOURS,
    perContactPerDay: row?.perContactPerDay ?? null,
    perNumberPerDay: row?.perNumberPerDay ?? null,
    targetAbandonRate: row?.targetAbandonRate ?? DEFAULT_TARGET_ABANDON_RATE,
    safeHarbourMessage: row?.safeHarbourMessage ?? DEFAULT_SAFE_HARBOUR_MESSAGE,
  };
}

/** Changes some settings, the rest kept (a first change writes the row with the defaults around it). */
export async function writeComplianceSettings(
  db: DbExecutor,
  brandId: string,
  change: Partial<ComplianceSettings>,
  now: Date,
): Promise<ComplianceSettings> {
  const current = await readComplianceSettings(db, brandId);
  const next = { ...current, ...change };
  const values = {
    dailyHours: next.dailyHours,
    perContactPerDay: next.perContactPerDay,
    perNumberPerDay: next.perNumberPerDay,
    targetAbandonRate: next.targetAbandonRate,
    safeHarbourMessage: next.safeHarbourMessage,
    updatedAt: now,
  };
  await db
    .insert(complianceSettings)
    .values({ brandId, ...values })
    .onConflictDoUpdate({ target: complianceSettings.brandId, set: values });
  return next;
}

export async function listHolidays(db: DbExecutor, brandId: string): Promise<Holiday[]> {
  return db
    .select({
      id: complianceHolidays.id,
      name: complianceHolidays.name,
      startDate: complianceHolidays.startDate,
      endDate: complianceHolidays.endDate,
    })
    .from(complianceHolidays)
    .where(eq(complianceHolidays.brandId, brandId))
    .orderBy(asc(complianceHolidays.startDate), asc(complianceHolidays.name));
}

export async function listEmergencies(db: DbExecutor, brandId: string): Promise<EmergencyArea[]> {
  return db
    .select({
      id: complianceEmergencies.id,
      name: complianceEmergencies.name,
      states: complianceEmergencies.states,
      areaCodes: complianceEmergencies.areaCodes,
      startDate: complianceEmergencies.startDate,
      endDate: complianceEmergencies.endDate,
    })
    .from(complianceEmergencies)
    .where(eq(complianceEmergencies.brandId, brandId))
    .orderBy(asc(complianceEmergencies.startDate), asc(complianceEmergencies.name));
}

/** Everything the outbound decision judges an attempt by. */
export async function readCallRestrictions(db: DbExecutor, brandId: string): Promise<CallRestrictions> {
  const [settings, holidays, emergencies] = [
    await readComplianceSettings(db, brandId),
    await listHolidays(db, brandId),
    await listEmergencies(db, brandId),
  ];
  return {
    hours: settings.dailyHours,
    holidays,
    limits: { perContactPerDay: settings.perContactPerDay, perNumberPerDay: settings.perNumberPerDay },
    emergencies,
  };
}

/** Settings changes of one brand one at a time (a holiday overlap check must see the others). */
export async function lockBrandCompliance(tx: DbExecutor, brandId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`compliance:${brandId}`}, 0))`);
}
