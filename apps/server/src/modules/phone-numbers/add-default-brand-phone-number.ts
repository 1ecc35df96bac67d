import { SIMULATOR_BRAND_NUMBER } from '@parley/core/simulator/rules';
import type { DbExecutor } from '../../platform/db/database.ts';
import { brandPhoneNumbers } from './phone-numbers.tables.ts';

/** The friendly name of a brand's first number: '{brand name} main line'. */
export function mainLineName(brandName: string): string {
  return `${brandName} main line`;
}

/**
 * A new brand starts with the simulator carrier's number (the only carrier Parley has), voice and
 * SMS, so it can call and text at once; migration 0009 gave the brands that existed before the same.
 */
export async function addDefaultBrandPhoneNumber(
  db: DbExecutor,
  options: { brandId: string; brandName: string; now?: Date },
): Promise<void> {
  const now = options.now ?? new Date();
  await db
    .insert(brandPhoneNumbers)
    .values({
      brandId: options.brandId,
      phoneNumber: SIMULATOR_BRAND_NUMBER,
      friendlyName: mainLineName(options.brandName),
      voice: true,
      sms: true,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing();
}
