import {
  BRAND_PHONE_NUMBER_TEXTS,
  type CommunicationChannel,
} from '@parley/core/phone-numbers/brand-phone-numbers';
import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { brandPhoneNumbers } from './phone-numbers.tables.ts';
import { carries, ofBrand } from './phone-numbers-store.ts';

/**
 * An outbound call or text names the number it goes from: it must be one of the brand's numbers
 * that carries the channel, or the request is refused (400 naming `field`). `phoneNumber` is E.164.
 * A request that names no number keeps the carrier's default (the callers do not ask).
 */
export async function assertBrandFromNumber(
  db: DbExecutor,
  options: { brandId: string; phoneNumber: string; channel: CommunicationChannel; field: string },
): Promise<void> {
  const [found] = await db
    .select({ id: brandPhoneNumbers.id })
    .from(brandPhoneNumbers)
    .where(
      and(
        ofBrand(options.brandId),
        eq(brandPhoneNumbers.phoneNumber, options.phoneNumber),
        carries(options.channel),
      ),
    )
    .limit(1);
  if (!found)
    throw new AppError('validation_failed', BRAND_PHONE_NUMBER_TEXTS.notABrandNumber(options.channel), {
      field: options.field,
    });
}
