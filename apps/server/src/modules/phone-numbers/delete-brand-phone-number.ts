import type { DbExecutor } from '../../platform/db/database.ts';
import { brandPhoneNumbers } from './phone-numbers.tables.ts';
import { brandPhoneNumberNotFound, ofBrand } from './phone-numbers-store.ts';

/**
 * Deletes one of the brand's numbers. Tasks and conversations already on it keep it; new calls and
 * texts can no longer choose it.
 */
export async function deleteBrandPhoneNumber(
  db: DbExecutor,
  options: { brandId: string; id: string },
): Promise<{ id: string }> {
  const [deleted] = await db
    .delete(brandPhoneNumbers)
    .where(ofBrand(options.brandId, options.id))
    .returning({ id: brandPhoneNumbers.id });
  if (!deleted) throw brandPhoneNumberNotFound();
  return deleted;
}
