import type { BrandPhoneNumber } from '@parley/core/phone-numbers/brand-phone-numbers';
import type { DbExecutor } from '../../platform/db/database.ts';
import { listBrandPhoneNumberRows, toBrandPhoneNumber } from './phone-numbers-store.ts';

/** The brand's phone numbers by friendly name (Settings › Active Phone Numbers). */
export async function listBrandPhoneNumbers(
  db: DbExecutor,
  options: { brandId: string },
): Promise<BrandPhoneNumber[]> {
  return (await listBrandPhoneNumberRows(db, options.brandId)).map(toBrandPhoneNumber);
}
