import {
  BRAND_PHONE_NUMBER_TEXTS,
  type CommunicationSource,
  isCommunicationChannel,
} from '@parley/core/phone-numbers/brand-phone-numbers';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { listBrandPhoneNumberRows } from './phone-numbers-store.ts';

/**
 * spec 001 §7 getCommunicationSources(channel): the brand's numbers that carry the channel, by
 * friendly name (the dial pad's step 2, spec 001 §2). Any signed-in user of the brand reads it.
 */
export async function getCommunicationSources(
  db: DbExecutor,
  options: { brandId: string; channel: string },
): Promise<CommunicationSource[]> {
  const channel = options.channel.trim();
  if (!isCommunicationChannel(channel))
    throw new AppError('validation_failed', `channel ${BRAND_PHONE_NUMBER_TEXTS.unknownChannel}`, {
      field: 'channel',
    });
  const rows = await listBrandPhoneNumberRows(db, options.brandId, channel);
  return rows.map((row) => ({
    source: row.phoneNumber,
    internalDisplayName: row.friendlyName,
    externalDisplayName: null,
  }));
}
