import {
  BRAND_PHONE_NUMBER_TEXTS,
  type BrandPhoneNumber,
  type CommunicationChannel,
} from '@parley/core/phone-numbers/brand-phone-numbers';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { brandPhoneNumbers } from './phone-numbers.tables.ts';

// Reading the brand's numbers, and the presenter of their rows (CONVENTIONS.md §9).

export type BrandPhoneNumberRow = typeof brandPhoneNumbers.$inferSelect;

export function toBrandPhoneNumber(row: BrandPhoneNumberRow): BrandPhoneNumber {
  return {
    id: row.id,
    phoneNumber: row.phoneNumber,
    friendlyName: row.friendlyName,
    voice: row.voice,
    sms: row.sms,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function brandPhoneNumberNotFound(field = 'id'): AppError {
  return new AppError('not_found', BRAND_PHONE_NUMBER_TEXTS.notFound, { field });
}

export function brandPhoneNumberTaken(): AppError {
  return new AppError('conflict', BRAND_PHONE_NUMBER_TEXTS.numberTaken, { field: 'phoneNumber' });
}

export function ofBrand(brandId: string, id?: string) {
  return id
    ? and(eq(brandPhoneNumbers.brandId, brandId), eq(brandPhoneNumbers.id, id))
    : eq(brandPhoneNumbers.brandId, brandId);
}

/** Whether the brand's number can carry the channel. */
export function carries(channel: CommunicationChannel) {
  return channel === 'voice' ? eq(brandPhoneNumbers.voice, true) : eq(brandPhoneNumbers.sms, true);
}

/** The brand's numbers by friendly name (case-insensitive), optionally those carrying a channel. */
export async function listBrandPhoneNumberRows(
  db: DbExecutor,
  brandId: string,
  channel?: CommunicationChannel,
): Promise<BrandPhoneNumberRow[]> {
  return db
    .select()
    .from(brandPhoneNumbers)
    .where(channel ? and(ofBrand(brandId), carries(channel)) : ofBrand(brandId))
    .orderBy(
      asc(sql`lower(${brandPhoneNumbers.friendlyName})`),
      asc(brandPhoneNumbers.phoneNumber),
      asc(brandPhoneNumbers.id),
    );
}
