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
  forgetCallRestrictions(brandId);
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

/** Everything the outbound decision judges an attempt by, read now. */
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

// The outbound gate runs for every text a journey sends and (with campaigns) every dial: the rules are
// kept for a few seconds per brand instead of three reads per attempt. A change made through this
// process forgets them at once; another server process sees it within RESTRICTIONS_CACHE_MS.
export const RESTRICTIONS_CACHE_MS = 5_000;
const MAX_CACHED_BRANDS = 10_000;
const cached = new Map<string, { readAt: number; restrictions: Promise<CallRestrictions> }>();

/** The brand's rules, read at most every RESTRICTIONS_CACHE_MS (docs/compliance.md "The decision"). */
export function cachedCallRestrictions(db: DbExecutor, brandId: string): Promise<CallRestrictions> {
  const now = Date.now();
  const hit = cached.get(brandId);
  if (hit && now - hit.readAt < RESTRICTIONS_CACHE_MS) return hit.restrictions;
  if (cached.size >= MAX_CACHED_BRANDS) cached.clear();
  const restrictions = readCallRestrictions(db, brandId);
  const entry = { readAt: now, restrictions };
  cached.set(brandId, entry);
  // A read that failed (its transaction broke) is not kept.
  restrictions.catch(() => {
    if (cached.get(brandId) === entry) cached.delete(brandId);
  });
  return restrictions;
}

/** After a change to the brand's rules: the next attempt reads them again. */
export function forgetCallRestrictions(brandId: string): void {
  cached.delete(brandId);
}

/** Runs a change of the brand's rules, then forgets the kept ones (once committed, so no attempt keeps the old). */
export async function afterCommit<T>(brandId: string, change: () => Promise<T>): Promise<T> {
  try {
    return await change();
  } finally {
    forgetCallRestrictions(brandId);
  }
}

/** Settings changes of one brand one at a time (a holiday overlap check must see the others). */
export async function lockBrandCompliance(tx: DbExecutor, brandId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`compliance:${brandId}`}, 0))`);
}
