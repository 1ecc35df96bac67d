import {
  BRAND_PHONE_NUMBER_TEXTS,
  BRAND_PHONE_NUMBERS_MAX,
  type BrandPhoneNumber,
  type BrandPhoneNumberInput,
} from '@parley/core/phone-numbers/brand-phone-numbers';
import { count } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { isUniqueViolation } from '../users/db-errors.ts';
import { lockBrandPhoneNumbers, parseBrandPhoneNumberInput } from './brand-phone-number-input.ts';
import { brandPhoneNumbers } from './phone-numbers.tables.ts';
import { brandPhoneNumberTaken, ofBrand, toBrandPhoneNumber } from './phone-numbers-store.ts';

/**
 * Adds a number to the brand. It must parse as E.164 (naming `phoneNumber`), carry voice or SMS,
 * and not be one of the brand's numbers already (409 naming `phoneNumber`). Another brand may hold
 * the same number: each brand sees only its own.
 */
export async function createBrandPhoneNumber(
  db: DbExecutor,
  options: { brandId: string; input: BrandPhoneNumberInput; now?: Date },
): Promise<BrandPhoneNumber> {
  const input = parseBrandPhoneNumberInput(options.input);
  const { brandId } = options;
  const now = options.now ?? new Date();
  try {
    return await db.transaction(async (tx) => {
      await lockBrandPhoneNumbers(tx, brandId);
      const [held] = await tx.select({ total: count() }).from(brandPhoneNumbers).where(ofBrand(brandId));
      if ((held?.total ?? 0) >= BRAND_PHONE_NUMBERS_MAX)
        throw new AppError('validation_failed', BRAND_PHONE_NUMBER_TEXTS.tooMany, { field: 'phoneNumber' });
      const [created] = await tx
        .insert(brandPhoneNumbers)
        .values({ brandId, ...input, createdAt: now, updatedAt: now })
        .onConflictDoNothing()
        .returning();
      if (!created) throw brandPhoneNumberTaken();
      return toBrandPhoneNumber(created);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw brandPhoneNumberTaken();
    throw error;
  }
}
