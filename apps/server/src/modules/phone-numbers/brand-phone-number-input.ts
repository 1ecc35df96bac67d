import {
  BRAND_PHONE_NUMBER_TEXTS,
  type BrandPhoneNumberInput,
  brandPhoneNumberInput,
} from '@parley/core/phone-numbers/brand-phone-numbers';
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { parsePhoneField } from '../../platform/http/parse-phone.ts';

/**
 * A number's input, checked: the number parses as E.164 (US by default, spec 000 §5; otherwise the
 * 400 'Invalid phone number' naming `phoneNumber`) and it carries voice, SMS or both (naming `voice`).
 */
export function parseBrandPhoneNumberInput(raw: BrandPhoneNumberInput) {
  const input = brandPhoneNumberInput.parse(raw);
  const phoneNumber = parsePhoneField(input.phoneNumber, 'phoneNumber');
  if (!input.voice && !input.sms)
    throw new AppError('validation_failed', BRAND_PHONE_NUMBER_TEXTS.noCapability, { field: 'voice' });
  return { ...input, phoneNumber };
}

const PHONE_NUMBERS_LOCK_NAMESPACE = 0x626e7031; // 'bnp1'

/** Serialises changes to one brand's numbers (the count limit), across processes. */
export async function lockBrandPhoneNumbers(tx: DbExecutor, brandId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${PHONE_NUMBERS_LOCK_NAMESPACE}, hashtext(${brandId}))`);
}
