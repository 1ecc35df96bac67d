import { eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { brands } from './brands.tables.ts';

// Brand.adminSettings (spec 000 §3): one JSON document per brand, each top-level key owned by the
// module that reads and checks it (agent-desktop-settings owns `taskPreferences`).

type Settings = Record<string, unknown>;

function asRecord(value: unknown): Settings {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...value } : {};
}

export async function getBrandAdminSettings(db: DbExecutor, brandId: string): Promise<Settings> {
  const [brand] = await db
    .select({ adminSettings: brands.adminSettings })
    .from(brands)
    .where(eq(brands.id, brandId));
  if (!brand) throw new AppError('not_found', 'Brand not found');
  return asRecord(brand.adminSettings);
}

/** The value of `key` in the admin settings of every brand that has one (a setting read across brands). */
export async function listBrandAdminSettingValues(db: DbExecutor, key: string): Promise<unknown[]> {
  const rows = await db
    .select({ adminSettings: brands.adminSettings })
    .from(brands)
    .where(sql`${brands.adminSettings} -> ${key} is not null`);
  return rows.map((row) => asRecord(row.adminSettings)[key]);
}

/**
 * Replaces one top-level key with what `change` makes of its current value, with the brand row
 * locked, so concurrent edits of different variants never overwrite each other. Call in a transaction.
 */
export async function updateBrandAdminSetting(
  tx: DbExecutor,
  options: { brandId: string; key: string; change: (current: unknown) => unknown },
): Promise<unknown> {
  const [brand] = await tx
    .select({ adminSettings: brands.adminSettings })
    .from(brands)
    .where(eq(brands.id, options.brandId))
    .for('update');
  if (!brand) throw new AppError('not_found', 'Brand not found');
  const settings = asRecord(brand.adminSettings);
  const next = options.change(settings[options.key]);
  await tx
    .update(brands)
    .set({ adminSettings: { ...settings, [options.key]: next } })
    .where(eq(brands.id, options.brandId));
  return next;
}
