import type { BrandPhoneNumber, BrandPhoneNumberInput } from '@parley/core/phone-numbers/brand-phone-numbers';
import type { DbExecutor } from '../../platform/db/database.ts';
import { isUniqueViolation } from '../users/db-errors.ts';
import { parseBrandPhoneNumberInput } from './brand-phone-number-input.ts';
import { brandPhoneNumbers } from './phone-numbers.tables.ts';
import {
  brandPhoneNumberNotFound,
  brandPhoneNumberTaken,
  ofBrand,
  toBrandPhoneNumber,
} from './phone-numbers-store.ts';

/** Changes a number, its friendly name and capabilities (the same rules as adding one). */
export async function updateBrandPhoneNumber(
  db: DbExecutor,
  options: { brandId: string; id: string; input: BrandPhoneNumberInput; now?: Date },
): Promise<BrandPhoneNumber> {
  const input = parseBrandPhoneNumberInput(options.input);
  try {
    const [updated] = await db
      .update(brandPhoneNumbers)
      .set({ ...input, updatedAt: options.now ?? new Date() })
      .where(ofBrand(options.brandId, options.id))
      .returning();
    if (!updated) throw brandPhoneNumberNotFound();
    return toBrandPhoneNumber(updated);
  } catch (error) {
    if (isUniqueViolation(error)) throw brandPhoneNumberTaken();
    throw error;
  }
}
